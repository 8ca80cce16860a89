// The content parser pool's waiting jobs, in three lanes (decision 075). A console save or
// preview is waited for by a person: it goes first. Files read from disk (the start, hand edits,
// pulls, walks) come next, in the order they came. A file set aside as slow — its read ran past
// the slow mark while others waited, or past its deadline — waits in the slow lane, which its own
// worker serves one file at a time, beside the others: it goes behind, never ahead, and a backlog
// of slow files holds neither the start nor a save.
import type { ParserReply, ParserRequest } from './parse-messages';

export type JobRequest = Extract<ParserRequest, { type: 'parse' } | { type: 'render' }>;

/** `console`: a person waits for it; `read`: a file read from disk; `slow`: a file set aside. */
export type Lane = 'console' | 'read' | 'slow';

export interface Job {
  request: JobRequest;
  lane: Lane;
  done: (reply: Extract<ParserReply, { job: number }>) => void;
  /** Told once when the job is set aside to the slow lane (its answer comes later). */
  setAside?: () => void;
  /**
   * Part of a batch its caller waits for as a whole (the start): set aside at the slow mark even
   * when no other job waits, so that one slow file does not hold the batch.
   */
  batch?: boolean;
}

export class ParseLanes {
  private readonly lanes: Record<Lane, Job[]> = { console: [], read: [], slow: [] };

  push(job: Job): void {
    this.lanes[job.lane].push(job);
  }

  /** Puts jobs back at the front of their lanes, in their order (a stopped worker's). */
  putBack(jobs: Job[]): void {
    for (const job of [...jobs].reverse()) this.lanes[job.lane].unshift(job);
  }

  /** The next job for the workers that read (console first, then files), or undefined. */
  takeForReaders(): Job | undefined {
    return this.lanes.console.shift() ?? this.lanes.read.shift();
  }

  takeSlow(): Job | undefined {
    return this.lanes.slow.shift();
  }

  /** Jobs waiting for a reader (console and read lanes). */
  readersWaiting(): number {
    return this.lanes.console.length + this.lanes.read.length;
  }

  slowWaiting(): number {
    return this.lanes.slow.length;
  }

  /** Every waiting job, taken out (the workers cannot start). */
  drain(): Job[] {
    return [...this.lanes.console.splice(0), ...this.lanes.read.splice(0), ...this.lanes.slow.splice(0)];
  }
}
