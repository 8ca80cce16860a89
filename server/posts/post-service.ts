// The console's write path (DESIGN.md "Admin write"): one write at a time through a queue →
// check the slug is free → write the file atomically → commit exactly that file → refresh the
// index → answer the post as the site now serves it. A failed commit puts the tree back.
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { postState, type Post } from '../../src/lib/content-types';
import type { AdminPostListItem, PostInput } from '../../src/lib/schemas/blog-post';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { bodyFormatOf, collectionFilePath } from '../content/content-paths';
import { readWithoutLinks } from '../content/no-follow-read';
import { MAX_CONTENT_FILE_BYTES } from '../content/parse-content-file';
import type { ContentRepo } from '../git/content-repo';
import { SerialQueue } from '../git/serial-queue';
import type { Logger } from '../logger';
import type { WriteJournal } from './write-journal';
import { writeFileAtomic } from './atomic-write';
import { postFilePath, rewritePost, serializePost, type PostFileFields } from './post-file';
import { readPostSource, sourceVersion, type PostSource } from './post-source';

/** A post file as the editor opens it. */
export interface OpenedPost {
  slug: string;
  file: string;
  version: string;
  source: PostSource;
}

export const STALE_EDIT_MESSAGE =
  'This post was changed on disk since you opened it (a hand edit, a pull or another session). Your edit was not saved: reopen the post to see the change, then make your edit again.';

export interface PostServiceOptions {
  index: ContentIndex;
  repo: ContentRepo;
  logger: Logger;
  /** Notes each write until its commit, so a crash in between can be undone at start. */
  journal?: WriteJournal;
  now?: () => Date;
}

export class PostService {
  /** Every write and every commit goes through here, one at a time. */
  readonly queue = new SerialQueue();
  private readonly now: () => Date;

  constructor(private readonly options: PostServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get contentDir(): string {
    return this.options.index.contentDir;
  }

  /** The console's list (spec §7): newest first, as the index orders posts. */
  list(): AdminPostListItem[] {
    return this.options.index.listAllPosts().map((post) => ({ id: post.id, title: post.title, slug: post.slug, publishedAt: post.publishedAt, state: postState(post) }));
  }

  /** Creates `posts/<slug>.html` and commits it; 409 when the slug is taken. */
  create(input: PostInput): Promise<Post> {
    return this.queue.run(async () => {
      const { slug } = input;
      if (await this.slugTaken(slug)) {
        throw new ApiError(409, 'slug_taken', `A post with the slug "${slug}" already exists. Choose another slug.`, { slug: 'A post with this slug already exists' });
      }
      const file = postFilePath(slug);
      const text = serializePost(this.fields(input), input.content);
      await this.writeAndCommit(file, text, `Add post "${oneLine(input.title)}"`, null, { exclusive: true });
      return this.served(slug, file);
    });
  }

  /** The post's file: the one the index serves (it may sit in a subfolder), else posts/<slug>.html or .md. */
  async findFile(slug: string): Promise<string | null> {
    const served = this.options.index.postFile(slug);
    if (served && (await this.readSource(served)) !== null) return served;
    for (const format of ['html', 'md'] as const) {
      const file = postFilePath(slug, format);
      if ((await this.readSource(file)) !== null) return file;
    }
    return null;
  }

  /** Opens a post for editing: 404 when there is no file, 422 when it does not parse. */
  async open(slug: string): Promise<OpenedPost> {
    const file = await this.findFile(slug);
    const text = file && (await this.readSource(file));
    if (!file || text === null) throw new ApiError(404, 'not_found', 'Blog post not found');
    const source = readPostSource(text, bodyFormatOf(file), this.options.index.findPost(slug));
    if (!source) throw new ApiError(422, 'unreadable_post', `${file} does not parse; fix it by hand first (see Content Problems).`);
    return { slug, file, version: sourceVersion(text), source };
  }

  /**
   * Rewrites a post with the editor's fields, keeping its file, format, id and publication date.
   * Refused with 409 when the file changed since the editor read `version`.
   */
  update(slug: string, input: PostInput, version: string): Promise<Post> {
    return this.queue.run(async () => {
      const { file, text, source } = await this.current(slug, version);
      const fields: PostFileFields = {
        ...this.fields(input),
        id: source?.fields.id,
        publishedAt: source?.fields.publishedAt ?? this.fields(input).publishedAt,
        // A file that left the read time to the index keeps doing so.
        readTime: source?.fields.readTime != null ? (input.readTime ?? null) : null,
      };
      const next = rewritePost(text, fields, input.content);
      if (next !== text) await this.writeAndCommit(file, next, `Update post "${oneLine(input.title)}"`, text);
      return this.served(slug, file);
    });
  }

  /** Deletes a post's file with its own commit; 409 when `version` is given and stale. */
  remove(slug: string, version: string | undefined): Promise<void> {
    return this.queue.run(async () => {
      const { file, text, source } = await this.current(slug, version);
      await this.writeAndCommit(file, null, `Delete post "${oneLine(source?.fields.title ?? slug)}"`, text);
      await this.options.index.refreshFile(file);
    });
  }

  /** The file as it is now, checked against the version the editor saw. */
  private async current(slug: string, version: string | undefined): Promise<{ file: string; text: string; source: PostSource | null }> {
    const file = await this.findFile(slug);
    const text = file && (await this.readSource(file));
    if (!file || text === null) throw new ApiError(404, 'not_found', 'Blog post not found');
    if (version !== undefined && sourceVersion(text) !== version) throw new ApiError(409, 'stale_edit', STALE_EDIT_MESSAGE);
    return { file, text, source: readPostSource(text, bodyFormatOf(file), this.options.index.findPost(slug)) };
  }

  /** The absolute path of a post file (posts/ or a folder in it), refusing anything that would leave posts/. */
  absolute(file: string): string {
    const postsDir = path.join(this.contentDir, 'posts');
    const absolute = path.resolve(this.contentDir, file);
    if (!absolute.startsWith(postsDir + path.sep)) throw new Error(`refusing to write outside ${postsDir}: ${file}`);
    return absolute;
  }

  /** Writes (or, with text null, deletes) one file and commits it; on failure restores `previous`. */
  async writeAndCommit(file: string, text: string | null, message: string, previous: string | null, { exclusive = false } = {}): Promise<string> {
    if (text !== null) await this.refuseUnservable(file, text);
    const absolute = this.absolute(file);
    await this.options.journal?.begin({ file, previous });
    if (text === null) await rm(absolute, { force: true });
    else {
      // Exclusive for a new post: a file that appeared since the slug check is never replaced.
      await writeFileAtomic(absolute, text, { exclusive }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') throw new ApiError(409, 'slug_taken', 'A post with this slug already exists. Choose another slug.', { slug: 'A post with this slug already exists' });
        throw error;
      });
    }
    try {
      const hash = await this.options.repo.commit([file], message);
      await this.options.journal?.end();
      this.options.logger.info(`console: ${message}: ${file}, commit ${hash.slice(0, 7)}`, { event: 'console-write', file, commit: hash });
      return hash;
    } catch (error) {
      await this.options.repo.unstage([file]);
      if (previous === null) await rm(absolute, { force: true });
      else await writeFileAtomic(absolute, previous);
      await this.options.journal?.end();
      await this.options.index.refreshFile(file);
      this.options.logger.error(`posts: commit of ${file} failed; the file was put back`, error);
      throw new ApiError(503, 'commit_failed', 'The post could not be committed to the content repository. Nothing was changed; try again in a moment.');
    }
  }

  /** Nothing is committed that the site would refuse to serve (a missing image, a bad date): 422 with the reasons. */
  private async refuseUnservable(file: string, text: string): Promise<void> {
    const errors = (await this.options.index.check(file, text)).filter((problem) => problem.level === 'error');
    if (errors.length === 0) return;
    const reasons = errors.map((problem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message)).join('; ');
    throw new ApiError(422, 'content_refused', `The post was not saved, because the site could not serve it: ${reasons}`);
  }

  /** Any file for this slug on disk (.md or .html) or in the index counts. */
  async slugTaken(slug: string): Promise<boolean> {
    if (this.options.index.findPost(slug)) return true;
    for (const format of ['md', 'html'] as const) {
      const exists = await access(path.join(this.contentDir, collectionFilePath('post', slug, format))).then(
        () => true,
        () => false,
      );
      if (exists) return true;
    }
    return false;
  }

  /** After a commit: make the index see the file now, and answer the post as served. */
  async served(slug: string, file: string): Promise<Post> {
    await this.options.index.refreshFile(file);
    const post = this.options.index.findPost(slug);
    if (!post) {
      const problems = this.options.index.problems().filter((problem) => problem.file === file);
      throw new Error(`posts: ${file} was committed but does not index: ${JSON.stringify(problems)}`);
    }
    return post;
  }

  /** The file as written, or null when it is missing, a link or not a regular file. */
  async readSource(file: string): Promise<string | null> {
    this.absolute(file); // throws for anything outside posts/
    return readWithoutLinks(this.contentDir, file, MAX_CONTENT_FILE_BYTES).catch(() => null);
  }

  fields(input: PostInput): PostFileFields {
    const settings = this.options.index.getSettings();
    return {
      title: input.title,
      summary: input.summary,
      publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : this.now().toISOString(),
      image: input.image || null,
      videoUrl: input.videoUrl || null,
      tags: [...new Set(input.tags)],
      featured: input.featured ?? false,
      authorName: input.authorName || settings.defaultAuthorName || settings.owner.name,
      readTime: input.readTime ?? null,
      metaTitle: input.metaTitle || null,
      metaDescription: input.metaDescription || null,
      metaKeywords: input.metaKeywords || null,
    };
  }
}

export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
