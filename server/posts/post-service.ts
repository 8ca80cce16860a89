// The console's post writer. A save is one chain (docs/decisions/052): in the repo's queue, check
// the slug or the version the editor saw → parse the new text once, refusing a file the site
// could not serve → write and commit exactly that file (server/git/content-repo.ts; a failed
// commit puts the file back) → file that same parse in the index (no second read or parse; the
// watcher finds the file already filed) → then, outside the queue, ask sync how the commit fared
// (the commit told sync; the save asks nothing more) → answer the post as the site now serves it,
// with that outcome (`SavedPost`). Create, update, remove and restore are its only writes.
// A post is written as `posts/<slug>.html` or `posts/<slug>.md` by its format; changing the
// format renames the file, old name deleted and new written in one commit. A save also commits
// the images uploaded for the post since its last save (server/git/pending-uploads.ts), in the
// same commit; a delete commits them first, on their own. The first save of a post brings in the
// images uploaded before it existed, kept out of the content until then (unsaved-images.ts).
import { lstat } from 'node:fs/promises';
import type { SavedPost } from '../../src/lib/api/admin-posts';
import { postState, type Post } from '../../src/lib/content-types';
import { oneLine } from '../../src/lib/one-line';
import { extensionFor, extensionOfFile, FORMAT_NAMES, formatFor, POST_EXTENSIONS, withExtension, type PostExtension, type PostFormat } from '../../src/lib/post-format';
import type { AdminPostListItem, PostInput, PostPreview } from '../../src/lib/schemas/blog-post';
import type { PostFileFields } from '../../src/lib/schemas/post-fields';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { readFrontMatter } from '../content/front-matter';
import { formatProblem, type ParseResult } from '../content/parse-content-file';
import { contentParsers } from '../content/parse-pool';
import { CommitFailedError, type CommittedFiles, type ContentRepo } from '../git/content-repo';
import type { PendingUploads } from '../git/pending-uploads';
import { postFolder } from '../images/media-visibility';
import type { UnsavedUploads } from '../images/unsaved-uploads';
import type { Logger } from '../logger';
import { withoutDerivedFields } from './derived-fields';
import { postFilePath, rewritePost, serializePost } from './post-file';
import { withOldAddresses, type SlugChange } from './post-old-addresses';
import { currentOrDeletedPostFile, postFileVariants, postPath, postVersion, requirePostFile } from './post-lookup';
import { keptSchedule } from './post-schedule';
import { readPostSource, sourceVersion, type PostSource } from './post-source';
import { SYNC_OFF, type SaveSyncReporter } from './save-sync';
import { previewStandIns, withUnsavedImages } from './unsaved-images';
import { unservablePostError } from './unservable-post';

/** A post file read back for the editor (the route answers it as an OpenedPost). */
export interface OpenedSource {
  slug: string;
  file: string;
  version: string;
  source: PostSource;
}

export const STALE_EDIT_MESSAGE =
  'This post was changed on disk since you opened it (a hand edit, a pull or another session). Your edit was not saved: reopen the post to see the change, then make your edit again.';

const SLUG_TAKEN_FIELD = { slug: 'A post with this slug already exists' };

export interface PostServiceOptions {
  index: ContentIndex;
  repo: ContentRepo;
  /** The images uploaded for a saved post, waiting for its next save. */
  pending: PendingUploads;
  /** The images uploaded for posts never saved, brought in by their first save. */
  unsaved: UnsavedUploads;
  logger: Logger;
  /** How a save fared against the remote; null when CONTENT_GIT_REMOTE is not set (a save answers `off`). */
  sync: SaveSyncReporter | null;
  now?: () => Date;
}

/** What a save's write leaves for its answer: the post, its file, and its commit (null: none was needed). */
interface SavedFile {
  slug: string;
  file: string;
  commit: string | null;
}

export class PostService {
  private readonly index: ContentIndex;
  private readonly repo: ContentRepo;
  private readonly now: () => Date;

  constructor(private readonly options: PostServiceOptions) {
    this.index = options.index;
    this.repo = options.repo;
    this.now = options.now ?? (() => new Date());
  }

  /** The console's list: newest first, as the index orders posts. */
  list(): AdminPostListItem[] {
    return this.index.listAllPosts().map((post) => ({ id: post.id, title: post.title, slug: post.slug, publishedAt: post.publishedAt, state: postState(post) }));
  }

  /** Opens a post for editing: 404 when there is no file, 422 when it does not parse. */
  async open(slug: string): Promise<OpenedSource> {
    const { file, text } = await requirePostFile(this.index, slug);
    const source = readPostSource(text, extensionOfFile(file), this.index.findPost(slug));
    if (!source) throw new ApiError(422, 'unreadable_post', `${file} does not parse; fix it by hand first (see Content Problems).`);
    return { slug, file, version: sourceVersion(text), source };
  }

  /**
   * Creates `posts/<slug>.html` (or `.md` for a Markdown body) and commits it, with `commitMessage`
   * when the owner gave one; 409 when the slug is taken.
   */
  create(input: PostInput, commitMessage?: string): Promise<SavedPost> {
    return this.save(async () => {
      const { slug } = input;
      if (await this.slugTaken(slug)) throw slugTaken(`A post with the slug "${slug}" already exists. Choose another slug.`);
      const file = postFilePath(slug, extensionFor(input.format ?? 'html'));
      return this.withUnsavedImages(input, file, async ({ input, written }) => {
        const fields = withoutDerivedFields({ fields: this.fields(input), body: input.content, format: input.format ?? 'html' }, this.index.getSettings().readTime);
        const commit = await this.write({ file, text: serializePost(fields, input.content), previous: null, message: commitMessage || `Add post "${oneLine(input.title)}"`, exclusive: true, slug, at: slug, images: written });
        return { slug, file, commit };
      });
    });
  }

  /**
   * Rewrites a post with the editor's fields, keeping its file and id, its publication date and
   * draft flag unless the input sets them, and its format unless `input.format` names another:
   * then the file is renamed to the new extension in the same folder (`posts/x.html` →
   * `posts/x.md`) in the same commit. Refused with 409 when the file changed since the editor
   * read `version`, or when the new name is taken. `commitMessage`, when given, is the commit's
   * message (what the move or rename did is still added after it).
   */
  update(slug: string, submitted: PostInput, version: string, commitMessage?: string): Promise<SavedPost> {
    return this.save(async () => {
      const { file, text, source } = await this.current(slug, version);
      const move = submitted.slug === slug ? null : await this.slugMove(file, text, slug, submitted.slug);
      const format = submitted.format ? extensionFor(submitted.format) : extensionOfFile(file);
      const target = withExtension(move?.file ?? file, format);
      // Images uploaded before the post's first save, still named by an editor opened before it.
      return this.withUnsavedImages(submitted, target, ({ input, written }) => this.rewrite({ slug, file, text, source, move, format, target, commitMessage }, input, written));
    });
  }

  /** The rest of `update`, once its images are in place. */
  private async rewrite(
    { slug, file, text, source, move, format, target, commitMessage }: { slug: string; file: string; text: string; source: PostSource | null; move: { file: string; change: SlugChange } | null; format: PostExtension; target: string; commitMessage?: string },
    input: PostInput,
    images: string[],
  ): Promise<SavedFile> {
    const given: PostFileFields = {
      ...this.fields(input),
      id: source?.fields.id,
      ...keptSchedule(input, source?.fields, this.now()),
      // A read time the file gives stays unless the save sends another (the console sends none).
      readTime: input.readTime === undefined ? (source?.fields.readTime ?? null) : input.readTime,
    };
    const before = source ? { fields: source.fields, body: source.body, format: formatFor(source.format) } : undefined;
    const fields = withoutDerivedFields({ fields: given, body: input.content, format: formatFor(format) }, this.index.getSettings().readTime, before);
    const next = withOldAddresses(text, rewritePost(text, fields, input.content), move?.change);
    const newSlug = input.slug;
    const message = `${commitMessage || `Update post "${oneLine(input.title)}"`}${move ? ` (its address is now /blog/${newSlug})` : ''}`;
    if (target === file) {
      if (next !== text || images.length > 0) return { slug: newSlug, file, commit: await this.write({ file, text: next, previous: text, message, slug, at: newSlug, images }) };
      // Nothing of the post changed: its new images are committed on their own, and the file is looked at as ever.
      const commit = await this.options.pending.commit({ slug });
      await this.index.refreshFile(file);
      return { slug, file, commit };
    }
    if (await this.exists(target)) {
      const becoming = move ? `move to ${target}` : `become ${FORMAT_NAMES[formatFor(format)]}`;
      throw new ApiError(409, 'file_exists', `${target} already exists, so the post cannot ${becoming}: move or delete that file first.`);
    }
    const how = format === extensionOfFile(file) ? '' : ` as ${FORMAT_NAMES[formatFor(format)]}`;
    const commit = await this.write({ file, text: null, previous: text, message: `${message}${how} (${file} → ${target})`, also: { file: target, text: next, previous: null, exclusive: true, at: newSlug }, slug, images });
    return { slug: newSlug, file: target, commit };
  }

  /** `withUnsavedImages` for a post that will be saved as `file`: its images go in the post's own folder. */
  private withUnsavedImages<T>(input: PostInput, file: string, save: Parameters<typeof withUnsavedImages<T>>[3]): Promise<T> {
    return withUnsavedImages({ unsaved: this.options.unsaved, index: this.index, repo: this.repo }, input, postFolder(file), save);
  }

  /**
   * A change of slug (decision 065): refused with 409 when the new slug is taken. The file is
   * renamed when its name gives the slug (`posts/old.md` → `posts/new.md`, in the same folder);
   * a bundle (`old/index.md`), a dated name or a file that sets `slug:` keeps its name and gets
   * `slug: new`. Either way the old address joins the post's aliases.
   */
  private async slugMove(file: string, text: string, from: string, to: string): Promise<{ file: string; change: SlugChange }> {
    if (await this.slugTaken(to)) throw slugTaken(`A post with the slug "${to}" already exists, so this post cannot move to /blog/${to}. Choose another slug, or keep "${from}".`);
    const change: SlugChange = { from: `/blog/${from}`, to: `/blog/${to}` };
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    const name = file.slice(folder.length);
    const front = readFrontMatter(text);
    const setsSlug = front.ok && front.data.slug !== undefined && front.data.slug !== null && String(front.data.slug).trim() !== '';
    if (setsSlug || name.replace(/\.[^.]+$/, '') !== from) return { file, change: { ...change, slugField: to } };
    return { file: `${folder}${to}${name.slice(from.length)}`, change };
  }

  /**
   * The body as the site would serve it — Markdown rendered by the site's renderer, then the
   * site's sanitizer, image paths resolved for the post's file — and the errors that would keep
   * the post from being saved. Nothing is written.
   */
  async preview(content: string, format: PostFormat, slug: string | undefined): Promise<PostPreview> {
    const existing = slug ? this.index.postFile(slug) : undefined;
    const file = existing ? withExtension(existing, extensionFor(format)) : postFilePath(slug || 'preview', extensionFor(format));
    const fields: PostFileFields = { title: 'Preview', summary: 'Preview', publishedAt: this.now().toISOString(), tags: [], featured: false };
    // Images uploaded before the first save are shown from where they wait (unsaved-images.ts).
    const unsaved = await previewStandIns(this.options.unsaved, content);
    const result = await this.index.parse(file, serializePost(fields, unsaved.content));
    const said = (level: 'error' | 'note') => result.problems.filter((problem) => problem.level === level).map((problem) => formatProblem(problem).replace(`${file}: `, '').replace(/ \(note\)$/, ''));
    const problems = said('error');
    const notes = [...unsaved.notes, ...said('note').filter((note) => !unsaved.gone.some((url) => note.includes(url)))];
    if (result.ok && result.parsed.kind === 'post') return { html: unsaved.restore(result.parsed.item.content), problems, notes };
    // Refused: still shown, rendered and sanitized the same way, paths as written.
    return { html: unsaved.restore(await contentParsers.render(unsaved.content.trim(), extensionFor(format)).catch(() => '')), problems, notes };
  }

  /** Deletes a post's file with its own commit; 409 when `version` is given and stale. */
  remove(slug: string, version: string | undefined): Promise<void> {
    return this.repo.exclusive(async () => {
      const { file, text, source } = await this.current(slug, version);
      // Images uploaded for it since its last save are kept: committed before it goes.
      await this.options.pending.commit({ slug });
      await this.write({ file, text: null, previous: text, message: `Delete post "${oneLine(source?.fields.title ?? slug)}"` });
    });
  }

  /**
   * Writes an old version of the post back as a new commit (history is never rewritten). A
   * version from before a change of format comes back in its own format: the file is renamed
   * back in the same commit.
   */
  restore(slug: string, commit: string): Promise<SavedPost> {
    return this.save(async () => {
      // A deleted post comes back too: its file is written again from the chosen version.
      const { file, text: current } = await currentOrDeletedPostFile(this.index, this.repo, slug);
      const version = await postVersion(this.repo, file, commit);
      const found = await this.versionFile(version.hash, file);
      if (!found) throw new ApiError(400, 'nothing_to_restore', 'The post had no file in that version (the commit deleted it); choose an earlier version.');
      const { file: oldFile, text: old } = found;
      if (oldFile === file && old === current) throw new ApiError(400, 'nothing_to_restore', 'That version is the same as the current post; nothing to restore.');
      const title = readPostSource(old, extensionOfFile(oldFile))?.fields.title ?? slug;
      const message = `Restore post "${oneLine(title)}" to ${version.hash.slice(0, 7)}`;
      if (oldFile === file) return { slug, file, commit: await this.write({ file, text: old, previous: current, message, exclusive: current === null }) };
      if (await this.exists(oldFile)) throw new ApiError(409, 'file_exists', `${oldFile} already exists, so that version cannot be restored: move or delete that file first.`);
      const restored = { file: oldFile, text: old, previous: null, exclusive: true };
      if (current === null) return { slug, file: oldFile, commit: await this.write({ ...restored, message }) };
      return { slug, file: oldFile, commit: await this.write({ file, text: null, previous: current, message: `${message} (${file} → ${oldFile})`, also: restored }) };
    });
  }

  /** The post's file as it was at `commit`: under its current name, else under another format's name. */
  private async versionFile(commit: string, file: string): Promise<{ file: string; text: string } | null> {
    for (const candidate of postFileVariants(file)) {
      const text = await this.repo.fileAt(commit, candidate);
      if (text !== null) return { file: candidate, text };
    }
    return null;
  }

  /** The file as it is now, checked against the version the editor saw. */
  private async current(slug: string, version: string | undefined): Promise<{ file: string; text: string; source: PostSource | null }> {
    const { file, text } = await requirePostFile(this.index, slug);
    if (version !== undefined && sourceVersion(text) !== version) throw new ApiError(409, 'stale_edit', STALE_EDIT_MESSAGE);
    return { file, text, source: readPostSource(text, extensionOfFile(file), this.index.findPost(slug)) };
  }

  /**
   * A save, end to end: `write` runs in the repo's queue (checks, the one parse, the commit, the
   * index swap); then, with the queue free so that sync's cycle can pull, how the commit fared
   * against the remote; and the post as the site serves it now.
   */
  private async save(write: () => Promise<SavedFile>): Promise<SavedPost> {
    const { sync } = this.options;
    const before = sync ? await sync.conflictCopies() : new Set<string>();
    const { slug, file, commit, post } = await this.repo.exclusive(async () => {
      const saved = await write();
      return { ...saved, post: this.served(saved.slug, saved.file) };
    });
    if (!sync) return { ...post, sync: SYNC_OFF };
    const outcome = await sync.afterSave({ file, commit, before });
    if (outcome.state !== 'conflict') return { ...post, sync: outcome };
    // The pull replaced the file with the remote's version: a change of its own, read as one.
    await this.index.refreshFile(file);
    return { ...(this.index.findPost(slug) ?? post), sync: outcome };
  }

  /**
   * Writes (or, with text null, deletes) one post file and commits it; nothing the site could not
   * serve. `also` is a second file in the same commit: the new name of a renamed post. A save of
   * `slug` takes the images waiting for it into the same commit. The index files each written
   * file from the parse that cleared it, and forgets each deleted one; answers the commit.
   */
  private async write(change: FileWrite & { message: string; also?: FileWrite; slug?: string; images?: string[] }): Promise<string> {
    const { message, also, slug, images: placed = [], ...first } = change;
    const changes = also ? [first, also] : [first];
    const parsed = new Map<string, ParseResult>();
    for (const each of changes) {
      postPath(this.index.contentDir, each.file);
      if (each.text !== null) parsed.set(each.file, await this.servable(each.file, each.text, each.at));
    }
    const files = changes.map((each) => each.file);
    const images = [...(slug ? await this.options.pending.claim(slug) : []), ...placed];
    // The watcher's events for these files wait until the index has filed them (decision 052).
    return this.index.writing(files, async () => {
      const committed = await this.commit(changes, message, images, also);
      for (const each of changes) {
        const result = parsed.get(each.file);
        const written = committed.written.get(each.file);
        // Deleted first: a renamed post is never listed twice, under both names.
        if (result && written) await this.index.apply(each.file, result, written);
        else await this.index.refreshFile(each.file);
      }
      return committed.hash;
    });
  }

  /** Commits the changes with the claimed images; a refused or failed commit becomes the console's 409 or 503. */
  private async commit(changes: FileWrite[], message: string, images: string[], also: FileWrite | undefined): Promise<CommittedFiles> {
    const files = changes.map((each) => each.file);
    try {
      const committed = await this.repo.commitFiles(changes, images.length ? `${message}\n\nWith the images uploaded for it: ${images.join(', ')}` : message, images);
      const hash = committed.hash;
      this.options.pending.settle(images);
      this.options.logger.info(`console: ${message}: ${[...files, ...images].join(', ')}, commit ${hash.slice(0, 7)}`, { event: 'console-write', file: files.at(-1), commit: hash });
      return committed;
    } catch (error) {
      // Exclusive for a new post: a file that appeared since the slug check is never replaced.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        if (also) throw new ApiError(409, 'file_exists', `${also.file} already exists: move or delete that file first.`);
        throw slugTaken('A post with this slug already exists. Choose another slug.');
      }
      if (!(error instanceof CommitFailedError)) throw error;
      for (const each of files) await this.index.refreshFile(each);
      throw new ApiError(503, 'commit_failed', 'The post could not be committed to the content repository. Nothing was changed; try again in a moment.');
    }
  }

  /**
   * The one parse of a save: nothing is committed that the site would refuse to serve (a bad
   * date, broken front matter: 422 with the reasons), or would serve at another address than
   * `at`, the slug the console asked for; what it would serve is filed as is.
   */
  private async servable(file: string, text: string, at: string | undefined): Promise<ParseResult> {
    // Parsed as the file will read back (UTF-8 turns a lone surrogate into U+FFFD): what is filed is the file's.
    const result = await this.index.parse(file, Buffer.from(text, 'utf8').toString('utf8'));
    const errors = result.problems.filter((problem) => problem.level === 'error');
    if (errors.length === 0 && result.ok && result.parsed.kind === 'post' && at !== undefined && result.parsed.slug !== at) {
      errors.push({ file, field: 'slug', level: 'error', message: `${file} would be served at /blog/${result.parsed.slug}, not /blog/${at}` });
    }
    if (errors.length === 0) return result;
    throw unservablePostError(errors);
  }

  /** Any file for this slug on disk (.md or .html) or in the index counts. */
  private async slugTaken(slug: string): Promise<boolean> {
    if (this.index.findPost(slug)) return true;
    for (const extension of POST_EXTENSIONS) if (await this.exists(postFilePath(slug, extension))) return true;
    return false;
  }

  /** Whether anything (a file, a folder, a link, even a broken one) is at this path under posts/. */
  private exists(file: string): Promise<boolean> {
    return lstat(postPath(this.index.contentDir, file)).then(
      () => true,
      () => false,
    );
  }

  /** After a save: the post as the index serves it now (the save filed it). */
  private served(slug: string, file: string): Post {
    const post = this.index.findPost(slug);
    if (!post) {
      const problems = this.index.problems().filter((problem) => problem.file === file);
      throw new Error(`posts: ${file} was committed but does not index: ${JSON.stringify(problems)}`);
    }
    return post;
  }

  /** The submitted post as its file's fields; the writer leaves out those left blank (post-file.ts). */
  private fields(input: PostInput): PostFileFields {
    const settings = this.index.getSettings();
    const { slug: _slug, content: _content, format: _format, ...own } = input;
    return {
      ...own,
      publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : this.now().toISOString(),
      draft: input.draft || undefined,
      tags: [...new Set(input.tags)],
      featured: input.featured ?? false,
      authorName: input.authorName || settings.defaultAuthorName || settings.owner.name,
    };
  }
}

interface FileWrite {
  file: string;
  text: string | null;
  previous: string | null;
  exclusive?: boolean;
  /** The slug the written post must be served at: checked on the parse, before anything is committed. */
  at?: string;
}

function slugTaken(message: string): ApiError {
  return new ApiError(409, 'slug_taken', message, SLUG_TAKEN_FIELD);
}
