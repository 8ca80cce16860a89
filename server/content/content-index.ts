// The in-memory content index (DESIGN.md §1): every read, API and page alike, is answered from
// here. It is built from CONTENT_DIR at start and updated one file at a time afterwards. A file
// that fails to parse is reported and skipped; its last good version, if any, keeps serving.
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { postState, type Post, type PostSummary, type Project, type ProjectSummary, type Template, type TemplateSummary } from '../../src/lib/content-types';
import { siteSettingsSchema, type SiteSettings } from '../../src/lib/schemas/content-schemas';
import type { Logger } from '../logger';
import { classifyContentPath, CONTENT_FOLDERS, type CollectionKind } from './content-paths';
import { readWithoutLinks, RefusedFileError, LINK_MESSAGE } from './no-follow-read';
import { formatProblem, MAX_CONTENT_FILE_BYTES, parseContentFile, type ContentProblem, type ParseResult, type ParsedContent } from './parse-content-file';
import { summarizePost, summarizeProject, summarizeTemplate, sortPosts, sortProjects, sortTemplates } from './content-order';

interface ItemsByKind {
  post: Post;
  project: Project;
  template: Template;
}

/** One collection: items by slug, remembering which file each came from. */
class Collection<T> {
  readonly bySlug = new Map<string, { file: string; item: T }>();
  set(file: string, slug: string, item: T): ContentProblem | null {
    const owner = this.bySlug.get(slug);
    if (owner && owner.file !== file) {
      return { file, message: `slug "${slug}" is already used by ${owner.file}; rename one of them` };
    }
    this.bySlug.set(slug, { file, item });
    return null;
  }
  removeFile(file: string): void {
    for (const [slug, entry] of this.bySlug) if (entry.file === file) this.bySlug.delete(slug);
  }
  get(slug: string): T | undefined {
    return this.bySlug.get(slug)?.item;
  }
  items(): T[] {
    return [...this.bySlug.values()].map((entry) => entry.item);
  }
}

export interface ContentIndexOptions {
  contentDir: string;
  logger: Logger;
}

export class ContentIndex {
  readonly contentDir: string;
  private readonly logger: Logger;
  private readonly collections = {
    post: new Collection<Post>(),
    project: new Collection<Project>(),
    template: new Collection<Template>(),
  };
  private readonly about = new Map<string, string>();
  private settings: { file: string; value: SiteSettings } | null = null;
  private readonly problemsByFile = new Map<string, ContentProblem[]>();
  private readonly listeners = new Set<(file: string) => void>();
  private sorted: { allPosts: PostSummary[]; posts: PostSummary[]; projects: ProjectSummary[]; templates: TemplateSummary[] } | null = null;
  private currentVersion = 0;
  /** When the next scheduled post goes public (ms since epoch). */
  private nextPublishAt = Infinity;

  constructor(options: ContentIndexOptions) {
    this.contentDir = path.resolve(options.contentDir);
    this.logger = options.logger;
  }

  /**
   * Bumped on every change, and when a scheduled post's time comes, so that everything cached
   * per version (pages, API answers, feed, sitemap) shows it with no restart.
   */
  get version(): number {
    this.releaseScheduled();
    return this.currentVersion;
  }

  /** A scheduled post whose time has come counts as a change: it joins the public lists. */
  private releaseScheduled(): void {
    if (Date.now() >= this.nextPublishAt) this.changed('schedule');
  }

  private markBuilt!: () => void;
  /** Resolves once the first build is done; file events wait for it, so none is lost or undone. */
  readonly built = new Promise<void>((resolve) => {
    this.markBuilt = resolve;
  });

  /** Reads every content file under CONTENT_DIR; a file that cannot be used is reported, never thrown. */
  async build(): Promise<void> {
    const { files, links } = await listContentFiles(this.contentDir);
    const results = await Promise.all(files.map((file) => this.readAndParse(file)));
    files.forEach((file, i) => this.apply(file, results[i]!));
    for (const link of links) this.apply(link, { ok: false, problems: [{ file: link, message: LINK_MESSAGE }] });
    this.changed('*');
    this.markBuilt();
  }

  /** Re-reads one file (relative to CONTENT_DIR) after it was added or changed. */
  async refreshFile(file: string): Promise<void> {
    if (CONTENT_FOLDERS.includes(file)) return this.refreshFolderLink(file);
    if (!classifyContentPath(file)) return;
    const result = await this.readAndParse(file);
    if (result === 'missing') return this.removeFile(file);
    this.apply(file, result);
    this.changed(file);
  }

  /** A content folder that is (or no longer is) a symbolic link: reported while it is one. */
  private async refreshFolderLink(folder: string): Promise<void> {
    const isLink = (await lstat(path.join(this.contentDir, folder)).catch(() => null))?.isSymbolicLink() === true;
    if (isLink) this.apply(folder, { ok: false, problems: [{ file: folder, message: LINK_MESSAGE }] });
    else if (!this.problemsByFile.delete(folder)) return;
    this.changed(folder);
  }

  /** A file's text, parsed; links and oversized or special files become problems, never reads. */
  private async readAndParse(file: string): Promise<ParseResult | 'missing'> {
    let text: string;
    try {
      text = await readWithoutLinks(this.contentDir, file, MAX_CONTENT_FILE_BYTES);
    } catch (error) {
      if (error instanceof RefusedFileError) return { ok: false, problems: [{ file, message: error.message }] };
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      return { ok: false, problems: [{ file, message: `could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` }] };
    }
    return parseContentFile(file, classifyContentPath(file)!, text);
  }

  /** Forgets a deleted file. */
  removeFile(file: string): void {
    const ref = classifyContentPath(file);
    if (!ref) return;
    if (ref.kind === 'about') this.about.delete(file);
    else if (ref.kind === 'settings') this.settings = null;
    else this.collections[ref.kind].removeFile(file);
    this.problemsByFile.delete(file);
    this.changed(file);
  }

  /** Forgets every file under a deleted folder. */
  removeFolder(folder: string): void {
    const prefix = folder.endsWith('/') ? folder : `${folder}/`;
    const files = new Set<string>();
    for (const collection of Object.values(this.collections)) {
      for (const { file } of collection.bySlug.values()) if (file.startsWith(prefix)) files.add(file);
    }
    for (const file of files) this.removeFile(file);
  }

  onChange(listener: (file: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Public posts, newest first: no drafts, nothing scheduled for later. */
  listPosts(): PostSummary[] {
    this.releaseScheduled();
    return this.ordered().posts;
  }
  /** A public post; drafts and scheduled posts are not found. */
  getPost(slug: string): Post | undefined {
    const post = this.collections.post.get(slug);
    return post && postState(post) === 'published' ? post : undefined;
  }
  /** Every post, drafts and scheduled ones included (the console's view). */
  listAllPosts(): PostSummary[] {
    return this.ordered().allPosts;
  }
  /** Every post in no particular order: for scans that need no sorting (the CSP's video hosts). */
  unorderedPosts(): Post[] {
    return this.collections.post.items();
  }
  /** Any post by slug, whatever its state (the console's view). */
  findPost(slug: string): Post | undefined {
    return this.collections.post.get(slug);
  }
  listProjects(): ProjectSummary[] {
    return this.ordered().projects;
  }
  getProject(slug: string): Project | undefined {
    return this.collections.project.get(slug);
  }
  listTemplates(): TemplateSummary[] {
    return this.ordered().templates;
  }
  getTemplate(slug: string): Template | undefined {
    return this.collections.template.get(slug);
  }
  /** about.md wins over about.html when both exist. */
  getAbout(): { content: string } {
    const content = this.about.get('about.md') ?? this.about.get('about.html') ?? '';
    return { content };
  }
  getSettings(): SiteSettings {
    return this.settings?.value ?? DEFAULT_SETTINGS;
  }
  /** Every file currently failing to parse, with what is wrong. */
  problems(): ContentProblem[] {
    return [...this.problemsByFile.values()].flat();
  }

  private apply(file: string, result: ParseResult | 'missing'): void {
    if (result === 'missing') return;
    const problem = result.ok ? this.store(file, result.parsed) : null;
    const problems = result.ok ? (problem ? [problem] : []) : result.problems;
    if (problems.length === 0) {
      this.problemsByFile.delete(file);
      return;
    }
    this.problemsByFile.set(file, problems);
    const kept = this.hasGoodVersion(file) ? ' (the last good version keeps serving)' : ' (skipped)';
    this.logger.warn(`content: ${problems.map(formatProblem).join('; ')}${kept}`);
  }

  private store(file: string, parsed: ParsedContent): ContentProblem | null {
    switch (parsed.kind) {
      case 'about':
        this.about.set(file, parsed.item.content);
        return null;
      case 'settings':
        this.settings = { file, value: parsed.item };
        return null;
      default:
        return (this.collections[parsed.kind] as Collection<ItemsByKind[CollectionKind]>).set(file, parsed.slug, parsed.item);
    }
  }

  private hasGoodVersion(file: string): boolean {
    const ref = classifyContentPath(file);
    if (!ref) return false;
    if (ref.kind === 'about') return this.about.has(file);
    if (ref.kind === 'settings') return this.settings !== null;
    return this.collections[ref.kind].bySlug.get(ref.slug)?.file === file;
  }

  private ordered() {
    if (!this.sorted) {
      const allPosts = sortPosts(this.collections.post.items()).map(summarizePost);
      const now = Date.now();
      this.sorted = {
        allPosts,
        posts: allPosts.filter((post) => postState(post, now) === 'published'),
        projects: sortProjects(this.collections.project.items()).map(summarizeProject),
        templates: sortTemplates(this.collections.template.items()).map(summarizeTemplate),
      };
    }
    return this.sorted;
  }

  private changed(file: string): void {
    this.currentVersion += 1;
    this.sorted = null;
    const now = Date.now();
    this.nextPublishAt = Infinity;
    for (const post of this.collections.post.items()) {
      const at = Date.parse(post.publishedAt);
      if (!post.draft && at > now && at < this.nextPublishAt) this.nextPublishAt = at;
    }
    for (const listener of this.listeners) listener(file);
  }
}

/** Settings a site without a (valid) site.yaml runs on: the schema's own defaults. */
const DEFAULT_SETTINGS: SiteSettings = siteSettingsSchema.parse({});

/**
 * Content files under a folder, as paths relative to it with forward slashes (never walks .git),
 * and the content paths that are symbolic links (a linked folder counts as one), to report.
 */
export async function listContentFiles(contentDir: string): Promise<{ files: string[]; links: string[] }> {
  const files: string[] = [];
  const links: string[] = [];
  for (const folder of ['', ...CONTENT_FOLDERS]) {
    if (folder && (await lstat(path.join(contentDir, folder)).catch(() => null))?.isSymbolicLink()) {
      links.push(folder);
      continue;
    }
    const entries = await readdir(path.join(contentDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (!classifyContentPath(file)) continue;
      if (entry.isSymbolicLink()) links.push(file);
      else if (entry.isFile()) files.push(file);
    }
  }
  return { files: files.sort(), links: links.sort() };
}
