// The in-memory content index: every read, API and page alike, is answered from here. It is
// built from CONTENT_DIR at start and updated one file at a time afterwards. Every file is
// accounted for: content is parsed (errors keep a file out, and its last good version keeps
// serving; notes say what was guessed), images and media are tracked so that references to
// them are checked live, and anything else is listed as ignored.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { postState, type Post, type PostSummary, type Project, type ProjectSummary, type Template, type TemplateSummary } from '../../src/lib/content-types';
import { siteSettingsSchema, type SiteSettings } from '../../src/lib/schemas/content-schemas';
import { readTimeFor, type ReadCounts, type ReadTimeRule } from '../../src/lib/read-time';
import type { Logger } from '../logger';
import { itemRules, postRules } from './address-rules';
import { Collection } from './content-collection';
import { fileStamp, listPublicFiles, walkContent } from './content-files';
import { forEachLimited } from './limited-parallel';
import { classifyContentPath, CONTENT_FOLDERS, type CollectionKind } from './content-paths';
import { FirstCommitDates } from '../git/first-commit-dates';
import { LINK_MESSAGE } from './no-follow-read';
import { contentParsers, type ParseSession } from './parse-pool';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { ProblemsByFile } from './problems-by-file';
import { AliasTable, ITEM_ADDRESS } from './alias-table';
import { ContentLists } from './content-lists';
import { formatProblem, MAX_CONTENT_FILE_BYTES, type ParseResult, type ParsedContent } from './parse-content-file';

interface ItemsByKind {
  post: Post;
  project: Project;
  template: Template;
}

export interface ContentIndexOptions {
  contentDir: string;
  logger: Logger;
  /** The app's public/ folder: site paths content points at are checked against it. */
  publicDir?: string;
  /** Told of every parse of a content file (tests count them: a console save parses its file once). */
  onParse?: (file: string) => void;
  /** Told when the search has indexed a large change (the start's, a big pull's) to the end. */
  onSearchFilled?: () => void;
}

/** Said of a file set aside as slow until it is read (ContentIndex.waitFor). */
export const SLOW_FILE_NOTE =
  'is read after the other files: reading it took over half a second, so it was set aside for them to go first, and it is served once it is read; if this stays, look for a very long paragraph or code block and shorten it';

/** Content files read at once while the index is built. */
const READ_BATCH = 64;
/** Files the site does not read, listed or forgotten between two turns of the event loop. */
const UNREAD_CHUNK = 2000;
/** One message string per reason, shared by every ignored file. */
const IGNORED_MESSAGES = new Map<string, string>();

/** The order about files are preferred in when several exist. */
const ABOUT_ORDER = ['about.md', 'about.markdown', 'about.mdx', 'about.html', 'about.htm'];

export class ContentIndex {
  readonly contentDir: string;
  private readonly logger: Logger;
  private readonly publicDir: string | undefined;
  private readonly onParse: ((file: string) => void) | undefined;
  private readonly onSearchFilled: (() => void) | undefined;
  /** Which file keeps an address two files give (address-rules.ts): at the start, the one committed first. */
  private readonly collections = {
    post: new Collection<Post>(postRules((file) => this.commitDates.arrival(file))),
    project: new Collection<Project>(itemRules((file) => this.commitDates.arrival(file))),
    template: new Collection<Template>(itemRules((file) => this.commitDates.arrival(file))),
  };
  private readonly about = new Map<string, string>();
  private settings: { file: string; value: SiteSettings } | null = null;
  /**
   * Posts whose file gives no read time, with what it is counted from: their readTime follows
   * site.yaml's rule, and is counted again when the rule changes (no file is read again).
   */
  private readonly counted = new Map<string, { counts: ReadCounts; item: Post }>();
  /** Content images and media, by path relative to CONTENT_DIR. */
  private readonly assets = new Set<string>();
  private publicFiles: Set<string> | null = null;
  /** Which files reference each asset (found or not), so that they are read again when it changes. */
  private readonly dependents = new Map<string, Set<string>>();
  /** The other way round: the assets each file references, so forgetting a file's costs what it referenced, not every asset. */
  private readonly referenced = new Map<string, string[]>();
  private readonly commitDates: FirstCommitDates;
  private readonly problemsByFile = new ProblemsByFile();
  /** Size and modification time of each content file when it was last read: the periodic walk re-reads a file whose stamp moved. */
  private readonly stamps = new Map<string, string>();
  /** The stamp of each file as a console save left it (`apply`), until the file is read again. */
  private readonly filed = new Map<string, string>();
  /** Console writes in progress, by file (`writing`). */
  private readonly writes = new Map<string, Promise<void>>();
  /** problems() and problemCounts() of the current version (/healthz asks on every call). */
  private problemCache: { version: number; list: ContentProblem[] } | null = null;
  private readonly listeners = new Set<(file: string) => void>();
  /** The lists and the publish clock, kept one changed slug at a time (decision 056). */
  private readonly lists = new ContentLists(
    this.collections,
    () => this.releaseDuePosts(),
    () => {
      // A partial answer, made while a large change was indexed, is cached no longer than this.
      this.changed('search');
      this.onSearchFilled?.();
    },
  );
  private currentVersion = 0;
  /** Old addresses (aliases:, redirect_from:), kept one file at a time like the lists (decision 065). */
  private readonly aliases = new AliasTable({
    servedSlug: (kind, file) => {
      const slug = this.collections[kind].slugOf(file);
      return slug !== undefined && this.collections[kind].fileOf(slug) === file ? slug : undefined;
    },
    fileAt: (kind, slug) => this.collections[kind].fileOf(slug),
    isPublic: (kind, slug) => kind !== 'post' || this.getPost(slug) !== undefined,
  });
  /** The alias notes of the current version. */
  private aliasProblemCache: { version: number; list: ContentProblem[] } | null = null;
  /** Notes that services find while the site runs (a URL the settings name, refused), by service. */
  private readonly runtimeNotes = new Map<string, ContentProblem[]>();

  constructor(options: ContentIndexOptions) {
    this.contentDir = path.resolve(options.contentDir);
    this.logger = options.logger;
    this.publicDir = options.publicDir && path.resolve(options.publicDir);
    this.onParse = options.onParse;
    this.onSearchFilled = options.onSearchFilled;
    this.commitDates = new FirstCommitDates(this.contentDir);
  }

  /**
   * Bumped on every change, and when a scheduled post's time comes (releaseDuePosts), so that
   * everything cached per version (pages, API answers, feed, sitemap) shows it with no restart.
   */
  get version(): number {
    return this.currentVersion;
  }

  /**
   * A scheduled post whose time has come counts as a change: it joins the public lists. The
   * publish clock calls this at that time, and a public list calls it before it is read, so a
   * list is never behind the clock even in the moment before the timer fires.
   */
  releaseDuePosts(): void {
    if (this.lists.release()) this.changed('schedule');
  }

  private markBuilt!: () => void;
  /** Resolves once the first build is done; file events wait for it, so none is lost or undone. */
  readonly built = new Promise<void>((resolve) => {
    this.markBuilt = resolve;
  });

  /**
   * Reads every file under CONTENT_DIR; a file that cannot be used is reported, never thrown.
   * `onFolder` hears of each folder before the walk reads it (the watcher's cue to watch it).
   * `setSlowAside` (the server's start): a file set aside as slow is said to be waiting and filed
   * once read, after the build; without it (the commands' checks), the build waits for it.
   */
  async build(options: { onFolder?: (folder: string) => void; setSlowAside?: boolean } = {}): Promise<void> {
    const [tree, publicFiles] = await Promise.all([walkContent(this.contentDir, '', options.onFolder), listPublicFiles(this.publicDir), this.commitDates.load()]);
    this.publicFiles = publicFiles;
    // The parsers' copy of the media is made from what the walk found (below, before any parse).
    this.close();
    const content: string[] = [];
    for (const file of tree.files) {
      const ref = classifyContentPath(file);
      if (ref?.kind === 'asset') this.assetChanged(file, true);
      else if (ref?.kind === 'ignored') this.noteIgnored(file, ref.reason);
      else if (ref) content.push(file);
    }
    for (const link of tree.links) this.report(link, [{ file: link, level: 'error', message: LINK_MESSAGE }]);
    // A bounded number of files open at once: a content repo of 10,000 posts must not exhaust file handles.
    // A file set aside as slow (parse-pool.ts) is filed when it is read, after the build: the
    // start waits for every other file, not for it.
    this.building = true;
    // Read in any order: which file keeps an address two give is settled once all are in.
    for (const collection of Object.values(this.collections)) collection.gather();
    const read = options.setSlowAside ? (file: string) => this.readAtStart(file) : async (file: string) => this.recordRead(file, await this.readAndParse(file, () => this.waitFor(file)));
    await forEachLimited(content, READ_BATCH, read).finally(() => {
      this.building = false;
      for (const collection of Object.values(this.collections)) collection.settle();
    });
    // Every list sorted once, not filed a post at a time as the build reads them.
    this.lists.touchAll();
    this.changed('*');
    this.markBuilt();
  }

  /** Looks at one path (relative to CONTENT_DIR) again after it was added, changed or deleted. */
  async refreshFile(file: string): Promise<void> {
    this.filed.delete(file);
    const ref = classifyContentPath(file);
    const info = await lstat(path.join(this.contentDir, file)).catch(() => null);
    if (!info) return this.removeFile(file);
    if (info.isSymbolicLink()) {
      if (!ref && !CONTENT_FOLDERS.includes(file)) return;
      // Dropped, as the start drops it: unlike a broken edit, no file stays that the last good
      // version was read from, so neither the site nor the console could stand behind it.
      const wasAsset = this.drop(file);
      this.report(file, [{ file, level: 'error', message: LINK_MESSAGE }], true);
      if (wasAsset) await this.rereadDependents(file);
      return this.changed(file);
    }
    if (info.isDirectory()) return;
    if (!ref) return;
    if (ref.kind === 'asset') {
      const added = !this.assets.has(file);
      this.problemsByFile.delete(file);
      if (added) this.assetChanged(file, true);
      if (added) await this.rereadDependents(file);
      return this.changed(file);
    }
    if (ref.kind === 'ignored') {
      this.noteIgnored(file, ref.reason);
      return this.changed(file);
    }
    const result = await this.readAndParse(file, () => this.waitFor(file));
    if (result === 'superseded') return;
    if (result === 'missing') return this.removeFile(file);
    this.record(file, result);
    this.changed(file);
  }

  /**
   * A file read while the index is first built: filed when read; or, if it is set aside as slow,
   * said to be waiting, and filed once the slow lane has read it, after the build if need be.
   */
  private readAtStart(file: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const read = this.readAndParse(
        file,
        () => {
          this.waitFor(file);
          resolve();
        },
        true,
      );
      void read.then((result) => {
        this.recordRead(file, result);
        resolve();
      });
    });
  }

  /** A read's result filed: during the build as the build files; after it, as a change. */
  private recordRead(file: string, result: ParseResult | 'missing' | 'superseded'): void {
    if (result === 'superseded') return;
    if (this.building) return this.record(file, result);
    if (result === 'missing') return void this.removeFile(file);
    this.record(file, result);
    this.changed(file);
  }

  /** A file set aside as slow: said so until it is read (its last good version, if any, keeps serving). */
  private waitFor(file: string): void {
    this.report(file, [{ file, level: 'note', message: SLOW_FILE_NOTE }]);
    this.changed(file);
  }

  /** Files set aside as slow, not yet read (/healthz: `contentWaiting`). */
  waitingFiles(): number {
    return this.waiting.size;
  }

  /**
   * Files a console save (docs/decisions/052): `result` is the parse of the text it wrote, made
   * before the commit to refuse an unservable file (`parse`), and `written` the file's size and
   * time as written. Nothing is read or parsed again: the watcher's event for the write, and the
   * periodic walk, find the file still at that stamp and leave it (`refreshIfChanged`). A file
   * past the size the index reads (a restored version can be any size) is read as ever, and
   * refused the same way.
   */
  async apply(file: string, result: ParseResult, written: { size: number; mtimeMs: number }): Promise<void> {
    if (written.size > MAX_CONTENT_FILE_BYTES) return this.refreshFile(file);
    const stamp = fileStamp(written);
    this.stamps.set(file, stamp);
    this.filed.set(file, stamp);
    // A read of the file still in the slow lane was of an older text: its answer is dropped.
    this.forgetReads(file);
    this.record(file, result);
    this.changed(file);
  }

  /**
   * Runs a console write of `files`: until it is done (written, committed, filed by `apply`), a
   * file event's or a walk's look at them waits, so that it finds them filed and reads nothing.
   */
  async writing<T>(files: readonly string[], work: () => Promise<T>): Promise<T> {
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    for (const file of files) this.writes.set(file, settled);
    try {
      return await work();
    } finally {
      done();
      for (const file of files) if (this.writes.get(file) === settled) this.writes.delete(file);
    }
  }

  /**
   * A file event's or a walk's look at a path: once a console write of it is done, the path is
   * read again unless it is still as that write left it. Anything else (a hand edit, a pull, a
   * write during or after the save) is read as ever, with no extra look at the disk.
   */
  async refreshIfChanged(file: string): Promise<void> {
    await this.writes.get(file);
    const filed = this.filed.get(file);
    if (filed !== undefined) {
      const info = await lstat(path.join(this.contentDir, file)).catch(() => null);
      if (info && !info.isSymbolicLink() && fileStamp(info) === filed) return;
    }
    return this.refreshFile(file);
  }

  /** Holds the search's background fill until the answer is called: a hand edit goes first (PostSearch.pauseFill). */
  pauseSearchFill(): () => void {
    return this.lists.pauseSearchFill();
  }

  /**
   * A file's text, parsed by the content parser workers (parse-pool.ts); links and oversized or
   * special files become problems, never reads. Its stamp is taken before the read: a file that
   * changes while it is read has moved past it, so the next walk reads it again.
   */
  private async readAndParse(file: string, setAside?: () => void, batch = false): Promise<ParseResult | 'missing' | 'superseded'> {
    this.filed.delete(file);
    this.onParse?.(file);
    const read = ++this.readCount;
    this.reads.set(file, read);
    const { stamp, result } = await this.parser().readAndParse(file, {
      setAside: () => {
        this.waiting.add(file);
        setAside?.();
      },
      batch,
    });
    // A read set aside as slow may end after a later read of the same file, whose answer stands.
    if (this.reads.get(file) !== read) return 'superseded';
    this.reads.delete(file);
    this.waiting.delete(file);
    if (stamp) this.stamps.set(file, stamp);
    return result;
  }

  /** The latest read of each file being read, by number: an older one's answer is dropped. */
  private readonly reads = new Map<string, number>();
  private readCount = 0;
  /** Files set aside as slow (parse-pool.ts) and not yet read. */
  private readonly waiting = new Set<string>();

  /** Reads of `file` in flight are of a version gone: their answers are dropped. */
  private forgetReads(file: string): void {
    this.reads.delete(file);
    this.waiting.delete(file);
  }

  private session: ParseSession | null = null;
  private building = false;
  /** This index's use of the parser workers, opened once the public files are known (or at first need). */
  private parser(): ParseSession {
    this.session ??= contentParsers.open({
      contentDir: this.contentDir,
      assets: this.assets,
      publicFiles: this.publicFiles,
      firstCommitDate: (file) => this.commitDates.get(file),
    });
    return this.session;
  }

  /** Lets go of the parser workers' copy of this index's media (an index used once, as the backup check's). */
  close(): void {
    this.session?.close();
    this.session = null;
  }

  /** An image or media file appeared or went: the index's set, and the parsers' copy of it. */
  private assetChanged(file: string, present: boolean): void {
    if (present) this.assets.add(file);
    else this.assets.delete(file);
    this.session?.assetChanged(file, present);
  }

  /** What the index would say of `text` written as `file`, without keeping it: its problems alone. */
  async check(file: string, text: string): Promise<ContentProblem[]> {
    return (await this.parse(file, text)).problems;
  }

  /**
   * `text` read as `file` would be (rendered, sanitized, references checked), without keeping it:
   * for the console's preview, and for a save to refuse an unservable file before its commit and
   * file this very result after it (`apply`).
   */
  async parse(file: string, text: string): Promise<ParseResult> {
    const ref = classifyContentPath(file);
    if (!ref || ref.kind === 'asset' || ref.kind === 'ignored') return { ok: false, problems: [{ file, level: 'error', message: 'is not a content file' }], assets: [] };
    this.onParse?.(file);
    return this.parser().parse(file, text);
  }

  /** Forgets a deleted file (or asset). */
  async removeFile(file: string): Promise<void> {
    const wasAsset = this.drop(file);
    if (wasAsset) await this.rereadDependents(file);
    this.changed(file);
  }

  /**
   * Forgets every file under a deleted folder in one pass and one change: a pull that removes a
   * folder of 100,000 files must not walk the index once per file. Answers how many it forgot.
   */
  async removeFolder(folder: string): Promise<number> {
    const prefix = folder.endsWith('/') ? folder : `${folder}/`;
    const inside = new Set<string>();
    for (const files of [this.stamps.keys(), this.assets.values(), this.problemsByFile.files()]) for (const file of files) if (file.startsWith(prefix)) inside.add(file);
    const removedAssets: string[] = [];
    for (const file of inside) if (this.drop(file)) removedAssets.push(file);
    if (inside.size === 0) return 0;
    for (const asset of removedAssets) await this.rereadDependents(asset);
    this.changed(folder);
    return inside.size;
  }

  /**
   * Files a walk found that the site does not read: listed as notes without a look at each (they
   * are never watched, so no event races this), a chunk per change and a turn of the event loop
   * between chunks — a push may bring 100,000 of them.
   */
  async noteUnread(files: string[]): Promise<void> {
    await this.inChunks(files, (file) => {
      const ref = classifyContentPath(file);
      if (ref?.kind === 'ignored') this.noteIgnored(file, ref.reason);
    });
  }

  /** Such files a walk found gone, forgotten the same way. */
  async forgetUnread(files: string[]): Promise<void> {
    await this.inChunks(files, (file) => void this.drop(file));
  }

  private async inChunks(files: string[], each: (file: string) => void): Promise<void> {
    for (let start = 0; start < files.length; start += UNREAD_CHUNK) {
      for (const file of files.slice(start, start + UNREAD_CHUNK)) each(file);
      this.changed(files[start]!);
      await nextTurn();
    }
  }

  /** Every path the index holds something for: content files read, assets, and files with problems (ignored files, links). */
  knownFiles(): Set<string> {
    return new Set<string>([...this.stamps.keys(), ...this.assets, ...this.problemsByFile.files()]);
  }

  /** Whether a file is listed as one the site does not read (not, say, as a link that stood there before). */
  listsAsUnread(file: string): boolean {
    return this.problemsByFile.get(file)?.[0]?.message.startsWith('ignored:') === true;
  }

  isAsset(file: string): boolean {
    return this.assets.has(file);
  }

  /** Size and modification time of a content file when it was last read; undefined for what was never read. */
  stampOf(file: string): string | undefined {
    return this.stamps.get(file);
  }

  /** Drops everything the index holds for a path; answers whether it was an asset. */
  private drop(file: string): boolean {
    const wasAsset = this.assets.has(file);
    if (wasAsset) this.assetChanged(file, false);
    this.forget(file);
    this.problemsByFile.delete(file);
    this.stamps.delete(file);
    this.filed.delete(file);
    this.forgetReads(file);
    return wasAsset;
  }

  /** Files that point at an asset are read again when it appears or goes. */
  private async rereadDependents(asset: string): Promise<void> {
    for (const file of [...(this.dependents.get(asset) ?? [])]) {
      const result = await this.readAndParse(file, () => this.waitFor(file));
      if (result !== 'missing' && result !== 'superseded') this.record(file, result);
    }
  }

  onChange(listener: (file: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Public posts, newest first: no drafts, nothing scheduled for later. */
  listPosts(): PostSummary[] {
    this.releaseDuePosts();
    return this.lists.publishedPosts();
  }
  /** Large search fills (the first build's) wait for `until`: the server passes the end of its start. */
  holdSearchFillsUntil(until: Promise<unknown>): void {
    this.lists.holdSearchFillsUntil(until);
  }
  /** Public posts matching every word of `query`, best first (post-search.ts, decision 062). */
  searchPosts(query: string): ReturnType<ContentLists['searchPosts']> {
    this.releaseDuePosts();
    return this.lists.searchPosts(query);
  }
  /** A public post; drafts and scheduled posts are not found. */
  getPost(slug: string): Post | undefined {
    const post = this.collections.post.get(slug);
    return post && postState(post) === 'published' ? post : undefined;
  }
  /** Every post, drafts and scheduled ones included (the console's view). */
  listAllPosts(): PostSummary[] {
    return this.lists.posts();
  }
  /** Every post in no particular order: for scans that need no sorting. */
  unorderedPosts(): Post[] {
    return this.collections.post.items();
  }
  /** The origins the posts' videos are served from, each once (the CSP's frame hosts), kept as posts change. */
  videoOrigins(): string[] {
    return this.lists.videoOrigins();
  }
  /** Any post by slug, whatever its state (the console's view). */
  findPost(slug: string): Post | undefined {
    return this.collections.post.get(slug);
  }
  listProjects(): ProjectSummary[] {
    return this.lists.projects();
  }
  getProject(slug: string): Project | undefined {
    return this.collections.project.get(slug);
  }
  listTemplates(): TemplateSummary[] {
    return this.lists.templates();
  }
  getTemplate(slug: string): Template | undefined {
    return this.collections.template.get(slug);
  }
  /** about.md wins over about.html when both exist. */
  getAbout(): { content: string } {
    const file = ABOUT_ORDER.find((name) => this.about.has(name)) ?? [...this.about.keys()].sort()[0];
    return { content: file ? this.about.get(file)! : '' };
  }
  getSettings(): SiteSettings {
    return this.settings?.value ?? DEFAULT_SETTINGS;
  }
  /** The file a post is served from (it may sit in a subfolder, or be a bundle's index.md). */
  /** Every image and media file in the content repo, by path relative to CONTENT_DIR (the console's image picker). */
  contentAssets(): string[] {
    return [...this.assets];
  }

  /** Which content files reference each asset (the rule for a draft's media, media-visibility.ts). */
  assetReferrers(): ReadonlyMap<string, ReadonlySet<string>> {
    return this.dependents;
  }

  /**
   * Where an old address (an item's aliases: or redirect_from:) leads now: the item's address, or
   * undefined when the path is no alias, or one that is not served (decision 065).
   */
  redirectFor(pathname: string): string | undefined {
    return this.aliases.redirectFor(pathname);
  }

  /** Where a post that left an address moved to, whatever its state: the console's view of a moved post. */
  movedTo(pathname: string): string | undefined {
    return this.aliases.redirectFor(pathname, { unpublished: true });
  }

  postFile(slug: string): string | undefined {
    return this.collections.post.fileOf(slug);
  }
  /** The file a project or template is served from (the console's places). */
  itemFile(kind: 'project' | 'template', slug: string): string | undefined {
    return this.collections[kind].fileOf(slug);
  }
  /** The file the about text is served from, when there is one. */
  get aboutFile(): string | undefined {
    return ABOUT_ORDER.find((name) => this.about.has(name)) ?? [...this.about.keys()].sort()[0];
  }
  /** The file the settings were read from (site.yaml or site.yml), when there is one. */
  get settingsFile(): string | undefined {
    return this.settings?.file;
  }

  /** Replaces the notes `service` found about content while the site runs; an empty list clears them. */
  setRuntimeNotes(service: string, notes: ContentProblem[]): void {
    if (notes.length > 0) this.runtimeNotes.set(service, notes);
    else this.runtimeNotes.delete(service);
    this.problemCache = null;
  }

  /** Every problem of every file, errors and notes, duplicate addresses and runtime notes included. */
  problems(): ContentProblem[] {
    return this.problemSummary().list;
  }
  /**
   * How many files have errors (not served, or served in a last good version) and how many only
   * notes. Kept as files change (/healthz asks on every call); only duplicate addresses, which
   * are few, are looked at here.
   */
  problemCounts(): { filesWithErrors: number; filesWithNotes: number } {
    let { errors, notes } = this.problemsByFile.fileCounts();
    const duplicates = new Set(this.duplicateProblems().map((problem) => problem.file));
    for (const file of duplicates) {
      const level = this.problemsByFile.level(file);
      if (level === 'note') notes -= 1;
      if (level !== 'error') errors += 1;
    }
    // An alias that is not served, or a runtime note, counts for a file that has no other problem.
    const counted = new Set(duplicates);
    for (const problem of [...this.aliasProblems(), ...[...this.runtimeNotes.values()].flat()]) {
      if (counted.has(problem.file) || this.problemsByFile.has(problem.file)) continue;
      counted.add(problem.file);
      notes += 1;
    }
    return { filesWithErrors: errors, filesWithNotes: notes };
  }

  /** The full list, made once per version (the console and the start-up line ask for it). */
  private problemSummary() {
    if (this.problemCache?.version !== this.currentVersion) this.problemCache = { version: this.currentVersion, list: [...this.problemsByFile.all(), ...this.duplicateProblems(), ...this.aliasProblems(), ...[...this.runtimeNotes.values()].flat()] };
    return this.problemCache;
  }

  /** The aliases that are not served, once per version (/healthz counts them on every call). */
  private aliasProblems(): ContentProblem[] {
    if (this.aliasProblemCache?.version !== this.currentVersion) this.aliasProblemCache = { version: this.currentVersion, list: this.aliases.problems() };
    return this.aliasProblemCache.list;
  }

  private duplicateProblems(): ContentProblem[] {
    return (Object.keys(this.collections) as CollectionKind[]).flatMap((kind) => this.collections[kind].duplicates(ITEM_ADDRESS[kind]));
  }

  private record(file: string, result: ParseResult | 'missing'): void {
    if (result === 'missing') return;
    this.track(file, result.assets);
    if (result.ok) this.store(file, result.parsed);
    this.report(file, result.problems, !result.ok);
  }

  /**
   * A file the site does not read: listed as a note, but not logged one by one (a push may bring
   * 100,000 of them; whoever found them logs a count). The message is shared between files.
   */
  private noteIgnored(file: string, reason: string): void {
    let message = IGNORED_MESSAGES.get(reason);
    if (!message) IGNORED_MESSAGES.set(reason, (message = `ignored: ${reason}`));
    this.problemsByFile.set(file, [{ file, level: 'note', message }]);
  }

  /** Records a file's problems and logs them: errors as warnings, notes as information. */
  private report(file: string, problems: ContentProblem[], refused = false): void {
    this.problemsByFile.set(file, problems);
    if (problems.length === 0) return;
    // While the index is first built, notes are counted in the start-up line, not logged one by one.
    if (this.building && !problems.some((problem) => problem.level === 'error')) return;
    const kept = refused ? (this.hasGoodVersion(file) ? ' (the last good version keeps serving)' : ' (not served)') : '';
    const line = `content: ${problems.map(formatProblem).join('; ')}${kept}`;
    if (problems.some((problem) => problem.level === 'error')) this.logger.warn(line);
    else this.logger.info(line);
  }

  /** Remembers which assets a file points at. */
  private track(file: string, assets: string[]): void {
    this.untrack(file);
    if (assets.length > 0) this.referenced.set(file, assets);
    for (const asset of assets) {
      let dependents = this.dependents.get(asset);
      if (!dependents) this.dependents.set(asset, (dependents = new Set()));
      dependents.add(file);
    }
  }

  private untrack(file: string): void {
    for (const asset of this.referenced.get(file) ?? []) {
      const dependents = this.dependents.get(asset);
      dependents?.delete(file);
      if (dependents?.size === 0) this.dependents.delete(asset);
    }
    this.referenced.delete(file);
  }

  private store(file: string, parsed: ParsedContent): void {
    switch (parsed.kind) {
      case 'about':
        this.about.set(file, parsed.item.content);
        return;
      case 'settings': {
        const rule = this.readTimeRule();
        this.settings = { file, value: parsed.item };
        this.recountIfChanged(rule);
        return;
      }
      default: {
        if (parsed.kind === 'post') this.countReadTime(file, parsed.item, parsed.counts);
        const collection = this.collections[parsed.kind] as Collection<ItemsByKind[CollectionKind]>;
        const before = collection.slugOf(file);
        collection.set(file, parsed.slug, parsed.item);
        this.aliases.set(file, parsed.kind, parsed.aliases ?? []);
        if (this.building) return;
        if (before !== undefined && before !== parsed.slug) this.lists.touch(parsed.kind, before);
        this.lists.touch(parsed.kind, parsed.slug);
      }
    }
  }

  /** Drops what a file contributed (a link or deleted file serves nothing). */
  private forget(file: string): void {
    this.about.delete(file);
    this.counted.delete(file);
    if (this.settings?.file === file) {
      const rule = this.readTimeRule();
      this.settings = null;
      this.recountIfChanged(rule);
    }
    for (const kind of Object.keys(this.collections) as CollectionKind[]) {
      const slug = this.collections[kind].slugOf(file);
      if (slug === undefined) continue;
      this.collections[kind].removeFile(file);
      this.aliases.remove(file);
      if (!this.building) this.lists.touch(kind, slug);
    }
    this.untrack(file);
  }

  private readTimeRule(): ReadTimeRule {
    return this.getSettings().readTime;
  }

  /** A post's read time by site.yaml's rule, when its file gives none (`counts`). */
  private countReadTime(file: string, item: Post, counts: ReadCounts | undefined): void {
    if (!counts) return void this.counted.delete(file);
    item.readTime = readTimeFor(counts, this.readTimeRule());
    this.counted.set(file, { counts, item });
  }

  /** After site.yaml changed: every counted post's read time again, if the rule is another. */
  private recountIfChanged(before: ReadTimeRule): void {
    const rule = this.readTimeRule();
    if (rule.countBy === before.countBy && (rule.countBy === 'characters' || rule.wordsPerMinute === before.wordsPerMinute)) return;
    for (const { counts, item } of this.counted.values()) item.readTime = readTimeFor(counts, rule);
    if (!this.building) this.lists.touchAll();
  }

  private hasGoodVersion(file: string): boolean {
    return this.about.has(file) || this.settings?.file === file || Object.values(this.collections).some((collection) => collection.has(file));
  }

  private changed(file: string): void {
    this.currentVersion += 1;
    for (const listener of this.listeners) listener(file);
  }
}

/** Settings a site without a (valid) site.yaml runs on: the schema's own defaults. */
const DEFAULT_SETTINGS: SiteSettings = siteSettingsSchema.parse({});
