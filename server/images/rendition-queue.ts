// Renditions that are not cached yet are made a few at a time (about one per core, one core left
// for everything else), so that resizing — seconds of CPU for a large image — never occupies the
// whole machine, and a visitor's page, API call or cached image is answered meanwhile. A
// rendition that would wait behind too many others is not made now: the caller serves the
// original instead.
import { availableParallelism } from 'node:os';

export class QueueFullError extends Error {}

export interface RenditionQueueOptions {
  /** Renditions made at once; default: one fewer than the cores, at least one. */
  concurrency?: number;
  /** Renditions allowed to wait; more are refused at once. */
  maxWaiting?: number;
}

export class RenditionQueue {
  readonly concurrency: number;
  private readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: RenditionQueueOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.maxWaiting = options.maxWaiting ?? 64;
  }

  /** Runs `work` when a slot is free; throws QueueFullError (without running it) when too many wait already. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('too many renditions are waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
