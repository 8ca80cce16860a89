// A post's history from Git, read-only: the commits that touched its file (date, author,
// message) and the change each made, also for posts deleted from the repo, which are listed too.
// Restoring a version is a write, so it is the post service's.
import type { ContentIndex } from '../content/content-index';
import type { CommitInfo, DeletedPost } from '../../src/lib/api/admin-posts';
import type { ContentRepo } from '../git/content-repo';
import { currentOrDeletedPostFile, deletedPosts, postFileVariants, postVersion } from './post-lookup';

export class PostHistory {
  constructor(
    private readonly index: ContentIndex,
    private readonly repo: ContentRepo,
  ) {}

  async list(slug: string): Promise<CommitInfo[]> {
    const { file } = await currentOrDeletedPostFile(this.index, this.repo, slug);
    // A change of format renamed the file: its history under the other extension is the post's too.
    return this.repo.history(postFileVariants(file));
  }

  /** Posts deleted from the content repo, newest deletion first. */
  deleted(): Promise<DeletedPost[]> {
    return deletedPosts(this.index, this.repo);
  }

  /** The patch one commit made to the post's file. */
  async change(slug: string, commit: string): Promise<string> {
    const { file } = await currentOrDeletedPostFile(this.index, this.repo, slug);
    const version = await postVersion(this.repo, file, commit);
    return this.repo.diff(version.hash, postFileVariants(file));
  }
}
