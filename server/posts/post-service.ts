// The console's post writer. Each write runs in the repo's queue: check the slug or the version
// the editor saw → refuse a file the site could not serve → write and commit exactly that file
// (server/git/content-repo.ts; a failed commit puts the file back) → refresh the index → answer
// the post as the site now serves it. Create, update, remove and restore are its only writes.
import { access } from 'node:fs/promises';
import { postState, type Post } from '../../src/lib/content-types';
import { oneLine } from '../../src/lib/one-line';
import type { AdminPostListItem, PostInput } from '../../src/lib/schemas/blog-post';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { bodyFormatOf } from '../content/content-paths';
import { CommitFailedError, type ContentRepo } from '../git/content-repo';
import type { Logger } from '../logger';
import { postFilePath, rewritePost, serializePost, type PostFileFields } from './post-file';
import { currentOrDeletedPostFile, POST_FORMATS, postPath, postVersion, requirePostFile } from './post-lookup';
import { keptSchedule } from './post-schedule';
import { readPostSource, sourceVersion, type PostSource } from './post-source';

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
  logger: Logger;
  now?: () => Date;
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
    const source = readPostSource(text, bodyFormatOf(file), this.index.findPost(slug));
    if (!source) throw new ApiError(422, 'unreadable_post', `${file} does not parse; fix it by hand first (see Content Problems).`);
    return { slug, file, version: sourceVersion(text), source };
  }

  /** Creates `posts/<slug>.html` and commits it; 409 when the slug is taken. */
  create(input: PostInput): Promise<Post> {
    return this.repo.exclusive(async () => {
      const { slug } = input;
      if (await this.slugTaken(slug)) throw slugTaken(`A post with the slug "${slug}" already exists. Choose another slug.`);
      const file = postFilePath(slug);
      await this.write({ file, text: serializePost(this.fields(input), input.content), previous: null, message: `Add post "${oneLine(input.title)}"`, exclusive: true });
      return this.served(slug, file);
    });
  }

  /**
   * Rewrites a post with the editor's fields, keeping its file, format and id, and its publication
   * date and draft flag unless the input sets them. Refused with 409 when the file changed since
   * the editor read `version`.
   */
  update(slug: string, input: PostInput, version: string): Promise<Post> {
    return this.repo.exclusive(async () => {
      const { file, text, source } = await this.current(slug, version);
      const fields: PostFileFields = {
        ...this.fields(input),
        id: source?.fields.id,
        ...keptSchedule(input, source?.fields, this.now()),
        // A file that left the read time to the index keeps doing so.
        readTime: source?.fields.readTime != null ? (input.readTime ?? null) : null,
      };
      const next = rewritePost(text, fields, input.content);
      if (next !== text) await this.write({ file, text: next, previous: text, message: `Update post "${oneLine(input.title)}"` });
      return this.served(slug, file);
    });
  }

  /** Deletes a post's file with its own commit; 409 when `version` is given and stale. */
  remove(slug: string, version: string | undefined): Promise<void> {
    return this.repo.exclusive(async () => {
      const { file, text, source } = await this.current(slug, version);
      await this.write({ file, text: null, previous: text, message: `Delete post "${oneLine(source?.fields.title ?? slug)}"` });
      await this.index.refreshFile(file);
    });
  }

  /** Writes an old version of the post back as a new commit (history is never rewritten). */
  restore(slug: string, commit: string): Promise<Post> {
    return this.repo.exclusive(async () => {
      // A deleted post comes back too: its file is written again from the chosen version.
      const { file, text: current } = await currentOrDeletedPostFile(this.index, this.repo, slug);
      const version = await postVersion(this.repo, file, commit);
      const old = await this.repo.fileAt(version.hash, file);
      if (old === null) throw new ApiError(400, 'nothing_to_restore', 'The post had no file in that version (the commit deleted it); choose an earlier version.');
      if (old === current) throw new ApiError(400, 'nothing_to_restore', 'That version is the same as the current post; nothing to restore.');
      const title = readPostSource(old, bodyFormatOf(file))?.fields.title ?? slug;
      await this.write({ file, text: old, previous: current, message: `Restore post "${oneLine(title)}" to ${version.hash.slice(0, 7)}`, exclusive: current === null });
      return this.served(slug, file);
    });
  }

  /** The file as it is now, checked against the version the editor saw. */
  private async current(slug: string, version: string | undefined): Promise<{ file: string; text: string; source: PostSource | null }> {
    const { file, text } = await requirePostFile(this.index, slug);
    if (version !== undefined && sourceVersion(text) !== version) throw new ApiError(409, 'stale_edit', STALE_EDIT_MESSAGE);
    return { file, text, source: readPostSource(text, bodyFormatOf(file), this.index.findPost(slug)) };
  }

  /** Writes (or, with text null, deletes) one post file and commits it; nothing the site could not serve. */
  private async write(change: { file: string; text: string | null; previous: string | null; message: string; exclusive?: boolean }): Promise<void> {
    postPath(this.index.contentDir, change.file);
    if (change.text !== null) await this.refuseUnservable(change.file, change.text);
    try {
      const hash = await this.repo.commitChanges([change], change.message);
      this.options.logger.info(`console: ${change.message}: ${change.file}, commit ${hash.slice(0, 7)}`, { event: 'console-write', file: change.file, commit: hash });
    } catch (error) {
      // Exclusive for a new post: a file that appeared since the slug check is never replaced.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw slugTaken('A post with this slug already exists. Choose another slug.');
      if (!(error instanceof CommitFailedError)) throw error;
      await this.index.refreshFile(change.file);
      throw new ApiError(503, 'commit_failed', 'The post could not be committed to the content repository. Nothing was changed; try again in a moment.');
    }
  }

  /** Nothing is committed that the site would refuse to serve (a missing image, a bad date): 422 with the reasons. */
  private async refuseUnservable(file: string, text: string): Promise<void> {
    const errors = (await this.index.check(file, text)).filter((problem) => problem.level === 'error');
    if (errors.length === 0) return;
    const reasons = errors.map((problem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message)).join('; ');
    throw new ApiError(422, 'content_refused', `The post was not saved, because the site could not serve it: ${reasons}`);
  }

  /** Any file for this slug on disk (.md or .html) or in the index counts. */
  private async slugTaken(slug: string): Promise<boolean> {
    if (this.index.findPost(slug)) return true;
    for (const format of POST_FORMATS) {
      const exists = await access(postPath(this.index.contentDir, postFilePath(slug, format))).then(
        () => true,
        () => false,
      );
      if (exists) return true;
    }
    return false;
  }

  /** After a commit: make the index see the file now, and answer the post as served. */
  private async served(slug: string, file: string): Promise<Post> {
    await this.index.refreshFile(file);
    const post = this.index.findPost(slug);
    if (!post) {
      const problems = this.index.problems().filter((problem) => problem.file === file);
      throw new Error(`posts: ${file} was committed but does not index: ${JSON.stringify(problems)}`);
    }
    return post;
  }

  private fields(input: PostInput): PostFileFields {
    const settings = this.index.getSettings();
    return {
      title: input.title,
      summary: input.summary,
      publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : this.now().toISOString(),
      draft: input.draft || undefined,
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

function slugTaken(message: string): ApiError {
  return new ApiError(409, 'slug_taken', message, SLUG_TAKEN_FIELD);
}
