// The content repo as the console sees it: commit exactly the named files (never `add -A`, and
// never whatever else happens to be staged), read a file's history, and recover from a crash
// that left `index.lock` behind. The commit identity is passed per command
// (`-c user.name=… -c user.email=…`), so no global or repo config is ever touched.
// Callers serialize writes through the post service's queue; this class runs what it is asked.
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import type { Logger } from '../logger';

export interface CommitAuthor {
  name: string;
  email: string;
}

export interface CommitInfo {
  hash: string;
  date: string;
  authorName: string;
  authorEmail: string;
  message: string;
}

export interface ContentRepoOptions {
  dir: string;
  /** Read at each commit, so a changed setting applies without a restart. */
  author: () => CommitAuthor;
  logger: Logger;
  /** How long a lock found at start may take to go away by itself before it counts as stale. */
  lockWaitMs?: number;
}

/** A commit-ish the console accepts from a request: a full or abbreviated hash, nothing else. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,40}$/;

const FIELD = '\x1f';
const RECORD = '\x1e';

export class ContentRepo {
  private initialised: boolean | null = null;
  private readonly commitListeners = new Set<(hash: string) => void>();

  constructor(private readonly options: ContentRepoOptions) {}

  /** Called after each commit, inside the writer queue: must not wait for it (sync pushes in the background). */
  onCommit(listener: (hash: string) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  private git(author?: CommitAuthor): SimpleGit {
    const config = ['core.quotepath=false', 'commit.gpgsign=false'];
    if (author) config.push(`user.name=${author.name}`, `user.email=${author.email}`);
    return simpleGit({ baseDir: this.options.dir, config });
  }

  /** At start: note whether CONTENT_DIR is in a repo, and clear an index.lock a crash left. */
  async prepare(): Promise<void> {
    this.initialised = await this.git().checkIsRepo();
    if (!this.initialised) {
      this.options.logger.warn(`git: ${this.options.dir} is not a Git repository; the console will create one with its first post`);
      return;
    }
    await this.recoverStaleLock();
  }

  /** Stages and commits exactly `files` (paths relative to the content dir); answers the new hash. */
  async commit(files: string[], message: string): Promise<string> {
    if (this.initialised === false) {
      await this.git().init();
      this.initialised = true;
      this.options.logger.info(`git: created a repository in ${this.options.dir}`);
    }
    const git = this.git(this.options.author());
    // `add` stages additions, changes and deletions of these paths only. `--only` commits these
    // paths as they are in the working tree, leaving anything else staged by hand out and staged.
    await git.raw(['add', '--all', '--', ...files]);
    await git.raw(['commit', '--quiet', '--only', '-m', message, '--', ...files]);
    const hash = (await git.revparse(['HEAD'])).trim();
    for (const listener of this.commitListeners) listener(hash);
    return hash;
  }

  /** Undoes the staging of `files` after a failed commit (the working tree is the caller's). */
  async unstage(files: string[]): Promise<void> {
    const git = this.git();
    const hasHead = await git.raw(['rev-parse', '--verify', '--quiet', 'HEAD']).then(
      () => true,
      () => false,
    );
    if (hasHead) await git.raw(['reset', '--quiet', 'HEAD', '--', ...files]).catch(() => undefined);
    else await git.raw(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...files]).catch(() => undefined);
  }

  /** The commits that touched `file`, newest first (following renames is not needed: slugs are file names). */
  async history(file: string, limit = 50): Promise<CommitInfo[]> {
    if (!this.initialised) return [];
    const format = ['%H', '%aI', '%an', '%ae', '%s'].join(FIELD) + RECORD;
    const out = await this.git()
      .raw(['log', `--max-count=${limit}`, `--format=${format}`, '--', file])
      .catch(() => '');
    return out
      .split(RECORD)
      .map((record) => record.trim())
      .filter(Boolean)
      .map((record) => {
        const [hash = '', date = '', authorName = '', authorEmail = '', message = ''] = record.split(FIELD);
        return { hash, date, authorName, authorEmail, message };
      });
  }

  /** The text of `file` at `commit`, or null when the file did not exist there. */
  async fileAt(commit: string, file: string): Promise<string | null> {
    if (!COMMIT_PATTERN.test(commit)) return null;
    return this.git()
      .raw(['show', `${commit}:./${file}`])
      .catch(() => null);
  }

  /** The patch `commit` made to `file`. */
  async diff(commit: string, file: string): Promise<string> {
    if (!COMMIT_PATTERN.test(commit)) return '';
    return this.git()
      .raw(['show', '--format=', '--no-color', '--no-ext-diff', commit, '--', file])
      .catch(() => '');
  }

  private async recoverStaleLock(): Promise<void> {
    const gitDir = (await this.git().revparse(['--absolute-git-dir'])).trim();
    const lock = path.join(gitDir, 'index.lock');
    const waitMs = this.options.lockWaitMs ?? 2000;
    const started = Date.now();
    // A lock held by a live git command (a hand `git pull` at the same moment) goes away quickly;
    // one that outlives the wait was left by a process that died.
    while (await exists(lock)) {
      if (Date.now() - started >= waitMs) {
        await unlink(lock).catch(() => undefined);
        this.options.logger.warn(`git: removed a stale ${lock} (left by a Git process that did not finish)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
