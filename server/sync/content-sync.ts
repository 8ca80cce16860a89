// Content sync with a Git remote (docs/decisions/013). One cycle: fetch the remote's branch → integrate it
// into CONTENT_DIR (fast-forward, or replay the local commits onto it) → push what the remote
// lacks. A cycle runs after every console commit, on a timer, on the webhook and on "Sync now";
// requests that arrive during a cycle share the one cycle queued behind it. A console save is
// told by its commit alone, and waits for the cycle that commit asked for (`cycleOf`).
//
// The integration runs in the content repo's write queue (ContentRepo.exclusive), so a pull never
// interleaves with a console commit. Fetch and push only read the branch and write objects and the tracking ref, so
// they run outside it: a slow or unreachable remote never holds up the console. Pulled files
// reach the index through the content watcher, like any hand edit.
//
// A failed cycle is retried with a doubling delay (capped at the sync interval). Nothing is ever
// force-pushed, and local commits that were never pushed are only ever replayed, never dropped.
// A remote whose branch was rewritten (a force push) keeps its rewrite: the commits it once held
// and dropped are dropped here too (docs/decisions/042), and the status says so (`lastRewrite`).
//
// CONTENT_DIR is the top of the content's own repository: in a folder of a larger one (the app's
// checkout) sync is refused before it is built (sync-refusal.ts, docs/decisions/082).
import type { SyncStatus } from '../../src/lib/api/sync-status';
import type { ContentRepo } from '../git/content-repo';
import type { PendingUploads } from '../git/pending-uploads';
import type { Logger } from '../logger';
import { listConflictCopies } from './conflict-copies';
import { ContentRemote, SyncError } from '../git/content-remote';
import { commitHandEdits, handEditedFiles } from './hand-edits';
import { commitsAhead } from '../git/commit-queries';
import { redactRemote } from '../git/git-runner';
import { emptyRecord, readSyncRecord, writeSyncRecord, type SyncRecord } from './sync-record';

export interface ContentSyncOptions {
  /** CONTENT_DIR, a clone of the remote: pulls are integrated in its write queue, by its identity. */
  repo: ContentRepo;
  /** Console images waiting for their post's save: committed as images before the hand-edit step. */
  pending?: PendingUploads;
  /** Where the status survives restarts (DATA_DIR/content-sync.json). */
  recordFile: string;
  remote: string;
  /** The remote's branch; undefined: the name of the branch checked out in the repo. */
  branch: string | undefined;
  /** 0: no timer (pulls come from the webhook and console commits only). */
  intervalMs: number;
  degradedAfterMs: number;
  logger: Logger;
  now?: () => Date;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A fetch or push that takes longer is killed and counts as a failure. */
  networkTimeoutMs?: number;
}

/** Commits whose cycle is kept for a save to wait on: a save reads its own at once, so a few are plenty. */
const KEPT_COMMIT_CYCLES = 16;

/** `pulled`: the remote's commits this cycle brought into CONTENT_DIR (0: it was up to date). */
export type SyncOutcome = { ok: true; pulled: number } | { ok: false; error: string };

export class ContentSync {
  private record: SyncRecord = emptyRecord();
  private current: Promise<SyncOutcome> | null = null;
  private queued: Promise<SyncOutcome> | null = null;
  /** While the cycle commits for itself (images, hand edits): those commits go out with its own push. */
  private ownCommits = false;
  /** The cycle each recent commit asked for, by hash (`committed`). */
  private readonly commitCycles = new Map<string, Promise<SyncOutcome>>();
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;
  /** The remote's branch as last resolved; null until the first cycle. */
  private remoteBranch: string | null = null;
  private readonly now: () => Date;
  private readonly remote: ContentRemote;

  constructor(private readonly options: ContentSyncOptions) {
    this.now = options.now ?? (() => new Date());
    const { repo } = options;
    this.remote = new ContentRemote({ ...options, dir: repo.dir, identity: () => repo.identity(), now: this.now });
  }

  /** Reads the saved status and starts the first cycle in the background (start-up never waits on the network). */
  async start(): Promise<void> {
    this.record = await readSyncRecord(this.options.recordFile);
    const interval = this.options.intervalMs ? `every ${this.options.intervalMs / 1000} s` : 'on the webhook only';
    this.options.logger.info(`sync: content syncs with ${redactRemote(this.options.remote)} (pull ${interval}, push after each console commit)`);
    void this.requestSync();
  }

  /** Stops the timer and waits for a cycle in progress, so nothing is cut off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await (this.queued ?? this.current);
  }

  /**
   * A commit was made (ContentRepo.onCommit, inside the write queue): one cycle is asked for it,
   * and kept under its hash so that the console save that made it waits for that very cycle
   * (`cycleOf`) rather than asking for another (docs/decisions/052). Answers that cycle.
   */
  committed(hash: string): Promise<SyncOutcome> {
    // The cycle's own commits (a hand edit, images) are pushed by it: asking another for them
    // would run a second cycle each time, which then took in a hand edit made just after.
    const cycle = this.ownCommits && this.current ? this.current : this.requestSync();
    this.commitCycles.set(hash, cycle);
    // Commits nobody waits for (images on their own, deletes, hand edits) are forgotten after a few.
    for (const old of this.commitCycles.keys()) {
      if (this.commitCycles.size <= KEPT_COMMIT_CYCLES) break;
      this.commitCycles.delete(old);
    }
    return cycle;
  }

  /** The cycle asked for the commit `hash`; a cycle asked now when there was no commit (null) or it is forgotten. */
  cycleOf(hash: string | null): Promise<SyncOutcome> {
    const cycle = hash === null ? undefined : this.commitCycles.get(hash);
    if (cycle) this.commitCycles.delete(hash!);
    return cycle ?? this.requestSync();
  }

  /** Runs a cycle that starts after this call; answers how it went. */
  requestSync(): Promise<SyncOutcome> {
    if (this.queued) return this.queued;
    if (!this.current) return this.begin();
    const queued = this.current.then(() => {
      this.queued = null;
      return this.begin();
    });
    this.queued = queued;
    return queued;
  }

  /** 'degraded' once sync has kept failing for longer than the configured time. */
  health(): 'ok' | 'degraded' {
    const since = this.record.failingSince;
    return since && this.now().getTime() - Date.parse(since) >= this.options.degradedAfterMs ? 'degraded' : 'ok';
  }

  async status(): Promise<SyncStatus> {
    const unpushed = this.remoteBranch ? await this.remote.unpushed(this.remoteBranch).catch(() => null) : null;
    const uncommitted = await handEditedFiles(this.options.repo.dir).catch(() => []);
    return {
      enabled: true,
      remote: redactRemote(this.options.remote),
      branch: this.options.branch ?? this.remoteBranch,
      intervalSeconds: this.options.intervalMs / 1000,
      syncing: this.current !== null,
      health: this.health(),
      ...this.record,
      unpushedCommits: unpushed?.count ?? null,
      unpushed: unpushed?.newest ?? [],
      conflicts: await listConflictCopies(this.options.repo.dir),
      uncommitted,
      // Only a fact, never a hope: the remote was reached, holds every commit, and nothing served is uncommitted.
      backedUp: this.record.failingSince === null && unpushed?.count === 0 && uncommitted.length === 0,
    };
  }

  private begin(): Promise<SyncOutcome> {
    if (this.stopped) return Promise.resolve({ ok: false, error: 'sync has stopped' });
    const cycle: Promise<SyncOutcome> = this.cycle().finally(() => {
      if (this.current === cycle) this.current = null;
    });
    this.current = cycle;
    return cycle;
  }

  private async cycle(): Promise<SyncOutcome> {
    let outcome: SyncOutcome;
    try {
      const pulled = await this.exchange();
      if (this.failures > 0) this.options.logger.info(`sync: back in sync with ${redactRemote(this.options.remote)} after ${this.failures} failed attempt(s)`);
      this.failures = 0;
      this.record.failingSince = null;
      outcome = { ok: true, pulled };
    } catch (error) {
      const message = redactRemote(error instanceof Error ? error.message : String(error));
      const at = this.now().toISOString();
      this.failures += 1;
      this.record.lastError = { at, message, where: error instanceof SyncError ? error.where : 'local' };
      this.record.failingSince ??= at;
      // The first failure of a streak is worth a line; every retry of it is not.
      if (this.failures === 1) this.options.logger.warn(`sync: ${message} (retrying with backoff; local commits are kept)`);
      outcome = { ok: false, error: message };
    }
    await writeSyncRecord(this.options.recordFile, this.record).catch((error: unknown) => this.options.logger.error('sync: could not save the sync status', error));
    this.scheduleNext(outcome.ok);
    return outcome;
  }

  private scheduleNext(ok: boolean): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const interval = this.options.intervalMs || Infinity;
    const delay = ok ? interval : Math.min((this.options.firstRetryMs ?? 1000) * 2 ** (this.failures - 1), this.options.maxRetryMs ?? 300_000, interval);
    if (delay === Infinity) return;
    this.timer = setTimeout(() => void this.requestSync(), delay);
    // Neither the timer nor a retry keeps a stopping process alive.
    this.timer.unref();
  }

  /** Answers how many of the remote's commits it brought in. */
  private async exchange(): Promise<number> {
    let pulled = 0;
    const localBranch = await this.remote.checkedOutBranch();
    const branch = this.options.branch ?? localBranch;
    this.remoteBranch = branch;
    for (let attempt = 1; ; attempt += 1) {
      const remoteTip = await this.remote.fetch(branch);
      await this.options.repo.exclusive(async () => {
        this.ownCommits = true;
        try {
          // Images waiting for a save are committed as what they are, never taken for a hand edit.
          await this.options.pending?.commit().catch((error: unknown) => {
            throw new SyncError('local', `the images uploaded in the console could not be committed: ${error instanceof Error ? error.message : String(error)}`);
          });
          // A hand edit is committed first: then it is backed up, and it never blocks the pull.
          await commitHandEdits(this.options.repo, this.options.logger).catch((error: unknown) => {
            throw new SyncError('local', `the hand edits in CONTENT_DIR could not be committed: ${error instanceof Error ? error.message : String(error)}`);
          });
        } finally {
          this.ownCommits = false;
        }
        pulled += await commitsAhead(this.options.repo.dir, remoteTip);
        const integration = await this.remote.integrate(branch, remoteTip);
        if (integration.rewrite) this.record.lastRewrite = { at: this.now().toISOString(), message: integration.rewrite };
      });
      this.record.lastPullAt = this.now().toISOString();
      const pushed = await this.remote.push(branch, remoteTip);
      if (pushed === 'pushed') this.record.lastPushAt = this.now().toISOString();
      if (pushed !== 'rejected') return pulled;
      // Someone pushed between our fetch and our push: fetch and integrate again.
      if (attempt === 3) throw new SyncError('remote', `push to ${branch} was rejected three times: the remote keeps changing`);
    }
  }
}

