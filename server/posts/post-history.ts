// A post's history from Git, read-only: the commits that touched its file (date, author,
// message) and the change each made. Restoring a version is a write, so it is the post service's.
import type { ContentIndex } from '../content/content-index';
import type { CommitInfo, ContentRepo } from '../git/content-repo';
import { postVersion, requirePostFile } from './post-lookup';

export class PostHistory {
  constructor(
    private readonly index: ContentIndex,
    private readonly repo: ContentRepo,
  ) {}

  async list(slug: string): Promise<CommitInfo[]> {
    const { file } = await requirePostFile(this.index, slug);
    return this.repo.history(file);
  }

  /** The patch one commit made to the post's file. */
  async change(slug: string, commit: string): Promise<string> {
    const { file } = await requirePostFile(this.index, slug);
    const version = await postVersion(this.repo, file, commit);
    return this.repo.diff(version.hash, file);
  }
}
