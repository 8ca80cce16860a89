// The place engine: the console's forms for every page of the site that is not a post, saved
// through the same Git path as a post (docs/decisions/100). A place is a list of parts
// (place-parts.ts: sections of site.yaml, a Markdown page); a save, in the repo's one queue,
// checks the version the form was opened with (409 when a file changed meanwhile), builds each
// file's new text with the file's own schema (400 naming the fields to fix), parses it as the
// content index will (422 when the site could not serve it), commits the changed files in one
// commit, files that parse in the index, and then, outside the queue, asks sync how the commit
// fared, as a post's save does. Projects are created and deleted here too.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { OpenedPlace, PlaceItem, PlaceItems, PlaceSummary, SavedPlace } from '../../src/lib/api/places';
import { oneLine } from '../../src/lib/one-line';
import { aboutFrontMatterSchema } from '../../src/lib/schemas/content-schemas';
import { slugify } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { collectionFilePath, SETTINGS_FILE } from '../content/content-paths';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { formatProblem } from '../content/parse-content-file';
import { CommitFailedError, type ContentRepo, type FileChange } from '../git/content-repo';
import type { Logger } from '../logger';
import { SYNC_OFF, type SaveSyncReporter } from '../posts/save-sync';
import { COLLECTIONS, HIDDEN_ITEM_FIELDS, PLACES, type CollectionDef, type PlaceDef } from './place-catalog';
import { markdownPart, settingsPart, type FieldIssue, type PlacePart } from './place-parts';

export const STALE_PLACE_MESSAGE = 'This was changed on disk since you opened it (a hand edit, a pull or another session). Your edit was not saved: reload it to see the change, then make your edit again.';

export interface PlaceServiceOptions {
  index: ContentIndex;
  repo: ContentRepo;
  logger: Logger;
  sync: SaveSyncReporter | null;
}

/** What a save is asked to do with a place's files. */
interface PlaceWrite {
  id: string;
  slug?: string;
  parts: PlacePart[];
  values: Record<string, unknown>;
  /** The version the form was opened with; undefined for a new item. */
  version?: string;
  message: string;
  url: string;
  /** A new item: its file must not exist. */
  create?: boolean;
}

export class PlaceService {
  constructor(private readonly options: PlaceServiceOptions) {}

  list(): PlaceSummary[] {
    const places = PLACES.map((place) => ({ id: place.id, label: place.label, description: place.description, files: this.parts(place).map((part) => part.file), collection: false }));
    const collections = Object.values(COLLECTIONS).map((each) => ({ id: each.id, label: each.label, description: each.description, files: [`${each.id}/`], collection: true }));
    return [...places.slice(0, 1), collections[0]!, ...places.slice(1), collections[1]!];
  }

  async open(id: string): Promise<OpenedPlace> {
    const place = placeOf(id);
    return this.opened(place.id, place.label, this.parts(place), place.url, place.about ? 'About text' : null);
  }

  save(id: string, values: Record<string, unknown>, version: string, commitMessage?: string): Promise<SavedPlace> {
    const place = placeOf(id);
    const label = place.about ? 'About' : `site settings: ${place.settings.join(', ')}`;
    return this.commitPlace({ id: place.id, parts: this.parts(place), values, version, message: commitMessage || `Update ${label}`, url: place.url });
  }

  items(id: string): PlaceItems {
    const collection = collectionOf(id);
    const list = collection.kind === 'project' ? this.options.index.listProjects() : this.options.index.listTemplates();
    const items = list.map((item): PlaceItem => ({ slug: item.slug, title: item.title, file: this.itemFile(collection, item.slug), url: `${collection.section}/${item.slug}` }));
    return { items, form: this.itemPart(collection, 'new').form, canCreate: collection.canCreate, body: collection.body };
  }

  openItem(id: string, slug: string): Promise<OpenedPlace> {
    const collection = collectionOf(id);
    this.requireItem(collection, slug);
    return this.opened(collection.id, this.titleOf(collection, slug), [this.itemPart(collection, slug)], `${collection.section}/${slug}`, collection.body);
  }

  saveItem(id: string, slug: string, values: Record<string, unknown>, version: string, commitMessage?: string): Promise<SavedPlace> {
    const collection = collectionOf(id);
    this.requireItem(collection, slug);
    const title = typeof values.title === 'string' && values.title.trim() ? values.title : this.titleOf(collection, slug);
    return this.commitPlace({ id: collection.id, slug, parts: [this.itemPart(collection, slug)], values, version, message: commitMessage || `Update ${collection.noun} "${oneLine(title)}"`, url: `${collection.section}/${slug}` });
  }

  /** A new item, its slug from its title by the one slug rule; 409 when the slug is taken. */
  createItem(id: string, values: Record<string, unknown>, commitMessage?: string): Promise<SavedPlace> {
    const collection = collectionOf(id);
    if (!collection.canCreate) throw new ApiError(405, 'cannot_create', `${collection.label} are not added here: each also needs its code in the app's templates/ folder.`);
    const title = typeof values.title === 'string' ? values.title : '';
    const slug = slugify(title);
    if (!slug) throw new ApiError(400, 'invalid_place', 'Fix these fields: title: is empty: write a value', { title: 'is empty: write a value' });
    if (this.options.index.itemFile(collection.kind, slug)) throw slugTaken(collection, slug);
    const part = markdownPart({ file: collectionFilePath(collection.kind, slug, 'md'), schema: collection.schema, served: () => undefined, hidden: HIDDEN_ITEM_FIELDS });
    return this.commitPlace({ id: collection.id, slug, parts: [part], values, message: commitMessage || `Add ${collection.noun} "${oneLine(title)}"`, url: `${collection.section}/${slug}`, create: true });
  }

  /** Deletes an item's file in its own commit; 409 when `version` is given and stale. */
  async removeItem(id: string, slug: string, version: string | undefined): Promise<void> {
    const collection = collectionOf(id);
    if (!collection.canCreate) throw new ApiError(405, 'cannot_delete', `${collection.label} are not deleted here: each also has its code in the app's templates/ folder.`);
    this.requireItem(collection, slug);
    const file = this.itemFile(collection, slug);
    const message = `Delete ${collection.noun} "${oneLine(this.titleOf(collection, slug))}"`;
    await this.options.repo.exclusive(async () => {
      const text = (await this.readAll([file]))[0] ?? null;
      if (text === null) throw new ApiError(404, 'not_found', `${file} is not there any more.`);
      if (version !== undefined && versionOf([text]) !== version) throw new ApiError(409, 'stale_edit', STALE_PLACE_MESSAGE);
      await this.options.index.writing([file], async () => {
        await this.commit([{ file, text: null, previous: text }], message);
        await this.options.index.refreshFile(file);
      });
    });
  }

  private parts(place: PlaceDef): PlacePart[] {
    const { index } = this.options;
    const settings = settingsPart(index.settingsFile ?? SETTINGS_FILE, place.settings, () => index.getSettings());
    if (!place.about) return [settings];
    const about = markdownPart({ file: index.aboutFile ?? 'about.md', schema: aboutFrontMatterSchema, served: () => undefined });
    return [about, settings];
  }

  private itemPart(collection: CollectionDef, slug: string): PlacePart {
    const { index } = this.options;
    const served = () => (collection.kind === 'project' ? index.getProject(slug) : index.getTemplate(slug)) as Record<string, unknown> | undefined;
    return markdownPart({ file: this.itemFile(collection, slug), schema: collection.schema, served, hidden: HIDDEN_ITEM_FIELDS });
  }

  private itemFile(collection: CollectionDef, slug: string): string {
    return this.options.index.itemFile(collection.kind, slug) ?? collectionFilePath(collection.kind, slug, 'md');
  }

  private requireItem(collection: CollectionDef, slug: string): void {
    if (!this.options.index.itemFile(collection.kind, slug)) throw new ApiError(404, 'not_found', `No ${collection.noun} is served at ${collection.section}/${slug}.`);
  }

  private titleOf(collection: CollectionDef, slug: string): string {
    const item = collection.kind === 'project' ? this.options.index.getProject(slug) : this.options.index.getTemplate(slug);
    return item?.title ?? slug;
  }

  private async opened(id: string, label: string, parts: PlacePart[], url: string, body: string | null): Promise<OpenedPlace> {
    const files = parts.map((part) => part.file);
    const texts = await this.readAll(files);
    const values = Object.assign({}, ...parts.map((part, at) => part.values(texts[at]!))) as Record<string, unknown>;
    if (body === null) delete values.body;
    return { id, label, files, version: versionOf(texts), values, form: parts.flatMap((part) => part.form), body, notes: this.notes(files), url };
  }

  /** A save, end to end (see the top of this file). */
  private async commitPlace(write: PlaceWrite): Promise<SavedPlace> {
    const { index, repo, sync } = this.options;
    const files = write.parts.map((part) => part.file);
    const before = sync ? await sync.conflictCopies() : new Set<string>();
    const saved = await repo.exclusive(async () => {
      const texts = await this.readAll(files);
      if (write.create && texts.some((text) => text !== null)) throw new ApiError(409, 'slug_taken', `${files[0]} already exists: choose another title.`, { title: 'A project with this title already exists' });
      if (write.version !== undefined && versionOf(texts) !== write.version) throw new ApiError(409, 'stale_edit', STALE_PLACE_MESSAGE);
      const known = new Set(['body', ...write.parts.flatMap((part) => part.form.map((field) => field.name))]);
      const issues: FieldIssue[] = Object.keys(write.values)
        .filter((key) => !known.has(key))
        .map((key) => ({ path: key, message: 'is not a field of this place' }));
      const changes: FileChange[] = [];
      write.parts.forEach((part, at) => {
        const result = part.write(texts[at]!, write.values);
        if ('issues' in result) issues.push(...result.issues);
        else if (result.text !== texts[at]) changes.push({ file: part.file, text: result.text, previous: texts[at]!, exclusive: write.create });
      });
      if (issues.length > 0) throw invalidPlace(issues);
      const nextTexts = files.map((file, at) => (changes.find((change) => change.file === file)?.text as string | undefined) ?? texts[at]!);
      if (changes.length === 0) return { commit: null, version: versionOf(texts) };
      const parsed = await Promise.all(changes.map((change) => index.parse(change.file, change.text as string)));
      const errors = parsed.flatMap((result) => result.problems.filter((problem) => problem.level === 'error'));
      if (errors.length > 0) throw new ApiError(422, 'content_refused', `Nothing was saved, because the site could not serve it: ${errors.map(formatProblem).join('; ')}`);
      const commit = await index.writing(files, async () => {
        const committed = await this.commit(changes, write.message);
        for (const [at, change] of changes.entries()) {
          const written = committed.written.get(change.file);
          if (written && parsed[at]!.ok) await index.apply(change.file, parsed[at]!, written);
          else await index.refreshFile(change.file);
        }
        return committed.hash;
      });
      return { commit, version: versionOf(nextTexts) };
    });
    const outcome = sync && saved.commit ? await sync.afterSave({ file: files.at(-1)!, commit: saved.commit, before }) : SYNC_OFF;
    if (outcome.state === 'conflict') for (const file of files) await index.refreshFile(file);
    const message = saved.commit ? write.message : 'Nothing changed: nothing was committed';
    return { id: write.id, ...(write.slug && { slug: write.slug }), files, commit: saved.commit, message, version: saved.version, notes: this.notes(files), url: write.url, sync: outcome };
  }

  private async commit(changes: FileChange[], message: string) {
    try {
      const committed = await this.options.repo.commitFiles(changes, message);
      this.options.logger.info(`console: ${message}: ${changes.map((change) => change.file).join(', ')}, commit ${committed.hash.slice(0, 7)}`, { event: 'console-write', file: changes.at(-1)!.file, commit: committed.hash });
      return committed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ApiError(409, 'slug_taken', `${changes[0]!.file} already exists: choose another title.`, { title: 'A project with this title already exists' });
      if (!(error instanceof CommitFailedError)) throw error;
      for (const change of changes) await this.options.index.refreshFile(change.file);
      throw new ApiError(503, 'commit_failed', 'The change could not be committed to the content repository. Nothing was changed; try again in a moment.');
    }
  }

  /** Each file's text, never through a link; null for a file that is not there. */
  private readAll(files: string[]): Promise<(string | null)[]> {
    const { contentDir } = this.options.index;
    return Promise.all(
      files.map((file) =>
        resolveWithoutLinks(contentDir, file)
          .then((absolute) => readFile(absolute, 'utf8'))
          .catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return null;
            throw error;
          }),
      ),
    );
  }

  private notes(files: string[]): string[] {
    return this.options.index
      .problems()
      .filter((problem) => files.includes(problem.file))
      .map(formatProblem);
  }
}

/** One version for a place's files: the SHA-256 of each text (a missing file counts as none). */
export function versionOf(texts: readonly (string | null)[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text === null ? '\u0000none' : `\u0000${text.length}:${text}`);
  return hash.digest('hex');
}

function placeOf(id: string): PlaceDef {
  const place = PLACES.find((each) => each.id === id);
  if (!place) throw new ApiError(404, 'not_found', `No place "${id}": the places are ${PLACES.map((each) => each.id).join(', ')}.`);
  return place;
}

function collectionOf(id: string): CollectionDef {
  const collection = COLLECTIONS[id as CollectionDef['id']];
  if (!collection || !Object.hasOwn(COLLECTIONS, id)) throw new ApiError(404, 'not_found', `No collection "${id}": the collections are ${Object.keys(COLLECTIONS).join(', ')}.`);
  return collection;
}

function slugTaken(collection: CollectionDef, slug: string): ApiError {
  return new ApiError(409, 'slug_taken', `A ${collection.noun} is already served at ${collection.section}/${slug}: choose another title.`, { title: `A ${collection.noun} with this title already exists` });
}

/** The 400 for refused fields, in the console's words: each field's path and what to write. */
function invalidPlace(issues: FieldIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= issue.message;
  return new ApiError(400, 'invalid_place', `Fix these fields: ${Object.entries(fields).map(([path, message]) => `${path}: ${message}`).join('; ')}`, fields);
}
