// A post's history from Git: the commits that touched its file (date, author, message), the
// change each made, and Restore, which writes an old version back as a new commit (history is
// never rewritten).
import type { Post } from '../../src/lib/content-types';
import { ApiError } from '../api/api-error';
import { bodyFormatOf } from '../content/content-paths';
import { COMMIT_PATTERN, type CommitInfo, type ContentRepo } from '../git/content-repo';
import { oneLine, type PostService } from './post-service';
import { readPostSource } from './post-source';

export class PostHistory {
  constructor(
    private readonly posts: PostService,
    private readonly repo: ContentRepo,
  ) {}

  async list(slug: string): Promise<CommitInfo[]> {
    return this.repo.history(await this.fileOf(slug));
  }

  /** The patch one commit made to the post's file. */
  async change(slug: string, commit: string): Promise<string> {
    const file = await this.fileOf(slug);
    await this.ensureTouched(file, commit);
    return this.repo.diff(commit, file);
  }

  restore(slug: string, commit: string): Promise<Post> {
    return this.posts.queue.run(async () => {
      const file = await this.fileOf(slug);
      const touched = await this.ensureTouched(file, commit);
      const old = await this.repo.fileAt(touched.hash, file);
      if (old === null) throw new ApiError(400, 'nothing_to_restore', 'The post had no file in that version (the commit deleted it); choose an earlier version.');
      const current = await this.posts.readSource(file);
      if (old === current) throw new ApiError(400, 'nothing_to_restore', 'That version is the same as the current post; nothing to restore.');
      const title = readPostSource(old, bodyFormatOf(file))?.fields.title ?? slug;
      await this.posts.writeAndCommit(file, old, `Restore post "${oneLine(title)}" to ${touched.hash.slice(0, 7)}`, current);
      return this.posts.served(slug, file);
    });
  }

  private async fileOf(slug: string): Promise<string> {
    const file = await this.posts.findFile(slug);
    if (!file) throw new ApiError(404, 'not_found', 'Blog post not found');
    return file;
  }

  /** Only commits from the post's own history may be shown or restored. */
  private async ensureTouched(file: string, commit: string): Promise<CommitInfo> {
    if (!COMMIT_PATTERN.test(commit)) throw new ApiError(400, 'bad_commit', 'A version is named by its commit hash (7 to 40 hex digits).');
    const found = (await this.repo.history(file, 500)).find((entry) => entry.hash.startsWith(commit));
    if (!found) throw new ApiError(404, 'not_found', 'That version is not in this post\'s history.');
    return found;
  }
}
