// Who Folio's own commits are by: the console's writes, restores, sync's replayed commits and the
// reflog. GIT_AUTHOR_NAME / GIT_AUTHOR_EMAIL when set, else the owner named in the settings,
// read at each commit so a changed setting applies without a restart.
import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';

export interface CommitAuthor {
  name: string;
  email: string;
}

export function commitIdentity(git: Config['git'], index: Pick<ContentIndex, 'getSettings'>): () => CommitAuthor {
  return () => {
    const { owner } = index.getSettings();
    return { name: git.authorName ?? owner.name, email: git.authorEmail ?? owner.email };
  };
}
