// A fresh copy of one branch of a remote, in a folder of its own: what "Verify backup" restores
// from (server/backup/content-backup-check.ts) to prove the remote holds what the site serves.
import path from 'node:path';
import { git, redactRemote } from './git-runner';

export interface CloneOptions {
  remote: string;
  /** The branch to copy; undefined: the remote's default branch. */
  branch: string | undefined;
  /** The folder to create; its parent must exist. */
  into: string;
  /** A clone that takes longer is killed and counts as a failure. */
  timeoutMs: number;
}

/** Clones the branch (no tags, no other branches). Answers null, or why it failed, with the remote's credentials hidden. */
export async function cloneBranch({ remote, branch, into, timeoutMs }: CloneOptions): Promise<string | null> {
  return git(['clone', '--quiet', '--no-tags', '--single-branch', ...(branch ? ['--branch', branch] : []), '--', remote, into], { cwd: path.dirname(into), timeoutMs }).then(
    () => null,
    (error: Error) => redactRemote(error.message),
  );
}
