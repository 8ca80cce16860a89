// Console images waiting for their post's next save (docs/decisions/027). An image uploaded to a
// post that is already saved is written beside it, uncommitted, and held here, so that the save
// commits the post and its new images together. What no save claims is committed in an image
// commit of its own (`Add image <path>`): once it has waited `maxAgeMs`, before sync commits hand
// edits (so it is never taken for one), when its post is deleted and when the server stops.
//
// The registry is in memory: after a crash a held image is a new, uncommitted file in the working
// tree, which sync's hand-edit rule commits (decision 025), so it is still never lost. Every
// method that commits or reads Git state runs inside the repo's write queue (`repo.exclusive`).
import type { Logger } from '../logger';
import type { ContentRepo } from './content-repo';

/**
 * How long an image may wait for its post's save: longer than the time between uploading a
 * picture and saving the post in a normal editing session, and short enough that the image of an
 * abandoned edit reaches the remote within minutes, like any console commit.
 */
export const PENDING_IMAGE_MAX_AGE_MS = 10 * 60_000;

/** The image commits that name their files in the subject; the rest are counted. */
const NAMED_FILES = 3;

export interface PendingUploadsOptions {
  repo: ContentRepo;
  logger: Logger;
  /** Tests shorten it. */
  maxAgeMs?: number;
  now?: () => number;
}

/** Which held images a commit of their own takes: a post's, those waiting long enough, or all. */
export interface PendingSelection {
  slug?: string;
  olderThanMs?: number;
}

interface Held {
  slug: string;
  since: number;
}

export class PendingUploads {
  private readonly held = new Map<string, Held>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: PendingUploadsOptions) {
    this.maxAgeMs = options.maxAgeMs ?? PENDING_IMAGE_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Holds `file` (already written in the working tree) for the next save of the post `slug`. */
  hold(slug: string, file: string): void {
    this.held.set(file, { slug, since: this.now() });
    this.schedule();
  }

  /** Whether `file` is held, uncommitted, for a post's save. */
  has(file: string): boolean {
    return this.held.has(file);
  }

  /**
   * The held images of `slug` still uncommitted, for the commit of the post's save; call
   * `settle` once that commit is made. Inside the repo's queue.
   */
  claim(slug: string): Promise<string[]> {
    return this.uncommitted(this.select({ slug }));
  }

  /** The files are committed: no longer held. */
  settle(files: readonly string[]): void {
    for (const file of files) this.held.delete(file);
    this.schedule();
  }

  /**
   * Commits the selected held images in one image commit of their own; answers its hash (null:
   * nothing to commit). Inside the repo's queue.
   */
  async commit(selection: PendingSelection = {}): Promise<string | null> {
    const files = await this.uncommitted(this.select(selection));
    if (files.length === 0) return null;
    const message = imageCommitMessage(files);
    try {
      const hash = await this.options.repo.commit(files, message);
      this.options.logger.info(`console: ${message.split('\n')[0]}, commit ${hash.slice(0, 7)} (not claimed by a save of the post)`, { event: 'console-write', file: files.at(-1), commit: hash });
      this.settle(files);
      return hash;
    } catch (error) {
      await this.options.repo.unstage(files);
      throw error;
    }
  }

  /** `commit`, waiting its turn in the repo's queue (the timer, shutdown). */
  flush(selection: PendingSelection = {}): Promise<string | null> {
    return this.options.repo.exclusive(() => this.commit(selection));
  }

  /** At shutdown: no more timer, and every held image committed (best-effort: a failure is logged). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.flush().catch((error: unknown) => this.options.logger.error('console: the uploaded images waiting for a save could not be committed at shutdown; sync commits them as a hand edit', error));
  }

  private select({ slug, olderThanMs }: PendingSelection): string[] {
    const cutoff = olderThanMs === undefined ? Infinity : this.now() - olderThanMs;
    return [...this.held].filter(([, held]) => (slug === undefined || held.slug === slug) && held.since <= cutoff).map(([file]) => file);
  }

  /** Those of `files` still uncommitted; the rest (committed by hand, deleted) are forgotten. */
  private async uncommitted(files: string[]): Promise<string[]> {
    if (files.length === 0) return [];
    const changed = new Set(await this.options.repo.uncommitted(files));
    for (const file of files) if (!changed.has(file)) this.held.delete(file);
    return files.filter((file) => changed.has(file));
  }

  /** Wakes when the oldest held image is due; `floorMs` delays a retry after a failed commit. */
  private schedule(floorMs = 0): void {
    clearTimeout(this.timer);
    if (this.closed || this.held.size === 0) return;
    const oldest = Math.min(...[...this.held.values()].map((held) => held.since));
    const delay = Math.max(floorMs, oldest + this.maxAgeMs - this.now());
    this.timer = setTimeout(() => {
      this.flush({ olderThanMs: this.maxAgeMs }).then(
        () => this.schedule(),
        (error: unknown) => {
          this.options.logger.error('console: uploaded images waiting for a save could not be committed; trying again later', error);
          this.schedule(this.maxAgeMs);
        },
      );
    }, delay);
    // A held image never keeps a stopping process alive: close() commits it.
    this.timer.unref();
  }
}

/** `Add image <path>`, or for several `Add images a, b and 2 more` with every path in the body. */
export function imageCommitMessage(files: readonly string[]): string {
  if (files.length === 1) return `Add image ${files[0]}`;
  const named = files.slice(0, NAMED_FILES).join(', ') + (files.length > NAMED_FILES ? ` and ${files.length - NAMED_FILES} more` : '');
  return `Add images ${named}\n\n${files.join('\n')}`;
}
