// The Git steps of a sync cycle on CONTENT_DIR: fetch the remote's branch into a tracking ref,
// integrate it (fast-forward, or replay the local commits onto it), push what the remote lacks,
// and count what it still lacks. The policy is sync's: server/sync/content-sync.ts decides when
// these run, in which queue, and what their outcome becomes (status, record, log).
//
// What the remote once held is remembered in a ref of its own (PUBLISHED_PREFIX): the tip last
// integrated or pushed. When the remote's branch no longer holds part of it, the branch was
// rewritten on purpose (a force push that purged a file): the rewrite wins, and only the commits
// made here and never pushed are replayed onto it (docs/decisions/042).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { UnpushedCommit } from '../../src/lib/api/sync-status';
import type { CommitAuthor } from './commit-identity';
import type { Logger } from '../logger';
import { git, GitCommandError, redactRemote, runGit, type GitRunOptions } from './git-runner';
import { replayLocalCommits } from './replay-commits';

export interface ContentRemoteOptions {
  dir: string;
  remote: string;
  identity: () => CommitAuthor;
  logger: Logger;
  now: () => Date;
  /** A fetch or push that takes longer is killed and counts as a failure. */
  networkTimeoutMs?: number;
}

const TRACKING_PREFIX = 'refs/remotes/folio-sync/';
/** Everything reachable from `<prefix><branch>` was on the remote's branch once. */
const PUBLISHED_PREFIX = 'refs/folio-sync/published/';

/** What integrating the remote's branch did. */
export interface Integration {
  /** Commits taken from the remote (fast-forward or replayed under). */
  pulled: boolean;
  /** Local commits replayed onto the remote's tip. */
  replayed: number;
  /** Set when the remote's branch was rewritten: what happened here, in plain words. */
  rewrite: string | null;
}

const NOTHING: Integration = { pulled: false, replayed: 0, rewrite: null };

export class ContentRemote {
  /** Whether the last fetch found the branch on the remote (null: not fetched yet). */
  private remoteHasBranch: boolean | null = null;
  private readonly shown: string;

  constructor(private readonly options: ContentRemoteOptions) {
    this.shown = redactRemote(options.remote);
  }

  /**
   * The branch checked out in the repository holding CONTENT_DIR (its own: in a folder of a larger
   * repository sync is refused before it starts, server/sync/sync-refusal.ts).
   */
  async checkedOutBranch(): Promise<string> {
    const top = await this.git(['rev-parse', '--show-toplevel']).catch(() => null);
    if (!top) throw new SyncError('local', `CONTENT_DIR is not a Git repository: clone the remote into it (git clone ${this.options.remote} ${this.options.dir})`);
    const branch = await this.git(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => null);
    if (!branch) throw new SyncError('local', 'CONTENT_DIR has no branch checked out (detached HEAD): check out a branch');
    return branch;
  }

  /** Updates the tracking ref; answers the remote's tip, or null when it has no such branch yet. */
  async fetch(branch: string): Promise<string | null> {
    const ref = TRACKING_PREFIX + branch;
    // A repo synced before the published ref existed: its tracking ref is what the remote held.
    if (!(await this.published(branch))) {
      const tracked = await this.git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => null);
      if (tracked) await this.markPublished(branch, tracked);
    }
    try {
      await this.git(['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', this.options.remote, `+refs/heads/${branch}:${ref}`], { timeoutMs: this.networkTimeout });
    } catch (error) {
      if (error instanceof GitCommandError && /couldn't find remote ref/.test(error.stderr)) {
        // An empty remote: the first push creates the branch.
        this.remoteHasBranch = false;
        await this.git(['update-ref', '-d', ref]).catch(() => undefined);
        return null;
      }
      throw new SyncError('remote', `fetch from ${this.options.remote} failed: ${describe(error)}`);
    }
    this.remoteHasBranch = true;
    return this.git(['rev-parse', '--verify', `${ref}^{commit}`]);
  }

  /** Brings the remote's commits into CONTENT_DIR. The caller runs it inside the writer queue. */
  async integrate(branch: string, remoteTip: string | null): Promise<Integration> {
    if (!remoteTip) return NOTHING;
    await this.assertNoOperationInProgress();
    const head = await this.head();
    const published = await this.published(branch);
    const dropped = head && published ? await this.lostByRemote(head, remoteTip, published) : 0;
    let integration: Integration;
    if (dropped > 0) {
      integration = await this.followRewrite(head!, remoteTip, published!, dropped);
    } else if (head === remoteTip || (head && (await this.isAncestor(remoteTip, head)))) {
      integration = NOTHING;
    } else if (!head || (await this.isAncestor(head, remoteTip))) {
      const count = head ? await this.git(['rev-list', '--count', `${head}..${remoteTip}`]) : 'all';
      await this.git(['merge', '--ff-only', '--quiet', remoteTip]).catch((error: unknown) => {
        throw pullBlocked(error);
      });
      this.options.logger.info(`sync: pulled ${count} commit(s) from ${this.shown}`);
      integration = { pulled: true, replayed: 0, rewrite: null };
    } else {
      const result = await this.replayOnto(head, remoteTip, published);
      this.options.logger.info(`sync: pulled from ${this.shown} and replayed ${result.replayed} local commit(s) on top`);
      integration = { pulled: true, replayed: result.replayed, rewrite: null };
    }
    await this.markPublished(branch, remoteTip);
    return integration;
  }

  /** How many commits of `head` the remote held once (reachable from `published`) and holds no more. */
  private async lostByRemote(head: string, remoteTip: string, published: string): Promise<number> {
    const ahead = Number(await this.git(['rev-list', '--count', head, `^${remoteTip}`]));
    if (ahead === 0) return 0;
    return ahead - Number(await this.git(['rev-list', '--count', head, `^${remoteTip}`, `^${published}`]));
  }

  /** The remote's branch was rewritten: take it as it is now, and replay only what was never pushed. */
  private async followRewrite(head: string, remoteTip: string, published: string, dropped: number): Promise<Integration> {
    const result = await this.replayOnto(head, remoteTip, published);
    // Files the rewrite took away (a purged file) go here too; named, since the owner may wonder.
    const removed = (await this.git(['diff', '--name-only', '--relative', '--diff-filter=D', '--no-renames', head, result.head])).split('\n').filter(Boolean);
    const gone = removed.length ? ` ${listed(removed)} ${removed.length === 1 ? 'is' : 'are'} gone here as on the remote.` : '';
    const kept = result.replayed ? ` ${result.replayed} commit(s) made here and never pushed were kept, replayed on top of it.` : ' Nothing made here was waiting to be pushed.';
    const rewrite = `The remote's branch was rewritten (a force push): ${dropped} commit(s) it no longer holds were dropped here too, not pushed back.${gone}${kept}`;
    this.options.logger.warn(`sync: ${rewrite}`, { event: 'remote-rewritten', dropped, replayed: result.replayed, removed });
    return { pulled: true, replayed: result.replayed, rewrite };
  }

  /** Replays the local commits onto `remoteTip` and moves the branch and files there. */
  private async replayOnto(head: string, remoteTip: string, published: string | null) {
    const result = await replayLocalCommits({ dir: this.options.dir, local: head, remote: remoteTip, committer: this.options.identity(), now: this.options.now(), published });
    // --keep moves the branch and the files that differ, and refuses (changing nothing) when one
    // of those files has uncommitted changes: a hand edit is never overwritten.
    await this.git(['reset', '--keep', '--quiet', result.head]).catch((error: unknown) => {
      throw pullBlocked(error);
    });
    for (const conflict of result.conflicts) {
      this.options.logger.warn(
        conflict.copy
          ? `sync: conflict: ${conflict.file} changed here and on the remote; serving the remote's version, this instance's version is kept in ${conflict.copy}`
          : `sync: conflict: ${conflict.file} was deleted here and changed on the remote; the remote's version was kept`,
      );
    }
    return result;
  }

  /** Pushes HEAD when the remote lacks it. Never forced: a moved remote answers 'rejected'. */
  async push(branch: string, remoteTip: string | null): Promise<'current' | 'pushed' | 'rejected'> {
    const head = await this.head();
    if (!head || head === remoteTip) return 'current';
    const count = await this.git(['rev-list', '--count', head, ...(remoteTip ? [`^${remoteTip}`] : [])]);
    try {
      await this.git(['push', '--porcelain', '--no-verify', this.options.remote, `${head}:refs/heads/${branch}`], { timeoutMs: this.networkTimeout });
    } catch (error) {
      if (error instanceof GitCommandError && /\[rejected\]/.test(error.stdout + error.stderr)) return 'rejected';
      throw new SyncError('remote', `push to ${this.options.remote} failed: ${describe(error)}`);
    }
    await this.git(['update-ref', TRACKING_PREFIX + branch, head]);
    await this.markPublished(branch, head);
    this.options.logger.info(`sync: pushed ${count} commit(s) to ${this.shown} ${branch}`);
    return 'pushed';
  }

  /** The commits the remote does not have, as of the last fetch; null before the remote was reached. */
  async unpushed(branch: string): Promise<{ count: number; newest: UnpushedCommit[] } | null> {
    const tracking = await this.git(['rev-parse', '--verify', '--quiet', `${TRACKING_PREFIX}${branch}^{commit}`]).catch(() => null);
    if (!tracking && this.remoteHasBranch !== false) return null;
    const range = tracking ? ['HEAD', `^${tracking}`] : ['HEAD'];
    const count = Number(await this.git(['rev-list', '--count', ...range]));
    const log = await this.git(['log', '--max-count=10', '--format=%H%x00%s%x00%aI', ...range]);
    const newest = log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [hash = '', message = '', date = ''] = line.split('\0');
        return { hash, message, date };
      });
    return { count, newest };
  }

  /** The newest commit known to have been on the remote's branch, or null when none is known. */
  private published(branch: string): Promise<string | null> {
    return this.git(['rev-parse', '--verify', '--quiet', `${PUBLISHED_PREFIX}${branch}^{commit}`]).catch(() => null);
  }

  private async markPublished(branch: string, commit: string): Promise<void> {
    await this.git(['update-ref', PUBLISHED_PREFIX + branch, commit]);
  }

  /** A merge, rebase or cherry-pick the owner started by hand is theirs to finish. */
  private async assertNoOperationInProgress(): Promise<void> {
    const gitDir = await this.git(['rev-parse', '--absolute-git-dir']);
    for (const [marker, operation] of [
      ['MERGE_HEAD', 'merge'],
      ['rebase-merge', 'rebase'],
      ['rebase-apply', 'rebase'],
      ['CHERRY_PICK_HEAD', 'cherry-pick'],
      ['REVERT_HEAD', 'revert'],
    ] as const) {
      if (await stat(path.join(gitDir, marker)).catch(() => null)) {
        throw new SyncError('local', `pull blocked: CONTENT_DIR is in the middle of a ${operation} started by hand; finish it or run git ${operation} --abort`);
      }
    }
  }

  /** HEAD's commit, or null on a branch with no commit yet. */
  private head(): Promise<string | null> {
    return this.git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => null);
  }

  private async isAncestor(ancestor: string, of: string): Promise<boolean> {
    // Exit 1 means "no"; anything else that is not 0 is a real failure.
    const { exitCode } = await runGit(['merge-base', '--is-ancestor', ancestor, of], { cwd: this.options.dir, okCodes: [1] });
    return exitCode === 0;
  }

  private get networkTimeout(): number {
    return this.options.networkTimeoutMs ?? 120_000;
  }

  private git(args: string[], options: Partial<GitRunOptions> = {}): Promise<string> {
    return git(args, { cwd: this.options.dir, identity: this.options.identity(), ...options });
  }
}

/** Where a failed cycle went wrong: the remote (unreachable, refused) or this server's own folder. */
export class SyncError extends Error {
  constructor(
    readonly where: 'remote' | 'local',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A pull git refused because of files in CONTENT_DIR, in plain words naming them. Hand edits of
 * tracked files are committed before each pull (server/sync/hand-edits.ts), so what is left is a
 * new file the site does not read, at a path the remote adds.
 */
function pullBlocked(error: unknown): SyncError {
  const text = error instanceof GitCommandError ? error.stderr : '';
  const files = [...text.matchAll(/^\t(.+)$/gm)].map((match) => match[1]!.trim());
  if (files.length && /untracked working tree files would be overwritten/.test(text)) {
    return new SyncError('local', `pull blocked here, not by the remote: the remote adds ${files.join(', ')}, which exist in CONTENT_DIR but were never committed. Move them out of CONTENT_DIR (or commit them); the next sync pulls.`);
  }
  if (files.length && /would be overwritten/.test(text)) {
    return new SyncError('local', `pull blocked here, not by the remote: ${files.join(', ')} changed in CONTENT_DIR while the pull ran. The next sync commits the change and pulls.`);
  }
  return new SyncError('local', `pull blocked here, not by the remote: ${describe(error)}`);
}

/** `a, b and 3 more`: enough to recognise the files without flooding a status line. */
function listed(files: string[]): string {
  return files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
}

function describe(error: unknown): string {
  if (error instanceof GitCommandError && error.ending === 'timed out') return 'the remote did not answer in time';
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^git \w+ failed \(exit \d+\): /, '');
}
