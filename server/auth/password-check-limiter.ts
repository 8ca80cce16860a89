// Caps the password checks in flight, per address and overall. A check is an scrypt hash, which
// runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the same
// pool that reads static files, compresses answers and resizes images: a burst of hundreds of
// guesses once queued hundreds of hashes there and a static image took seconds. So at most
// `concurrent` hashes run at once (below the pool's size, leaving threads for everything else),
// the rest wait their turn in order, and a check that would wait beyond a small bound is refused
// outright (the caller answers 429) instead of queueing without end. One address may have only
// `perAddress` checks admitted, so it cannot fill the queue ahead of the owner at another one.
//
// A few more checks from an address at its limit wait in that address's own short line
// (`queuePerAddress`, at most `queueWaitMs`) instead of being refused: a browser restoring three
// console tabs signs in three times at once, and the owner's right password must not answer
// "busy" (decision 043). What the line holds counts against `pending`, so it never grows the
// work in flight; a burst of guesses beyond the line is still refused at once.
export interface CheckLimits {
  /** Checks one address may have admitted at once (delayed or hashing). */
  perAddress: number;
  /** Hashes running at once. */
  concurrent: number;
  /** Checks admitted or waiting at once over all addresses; bounds the wait for a hash. */
  pending: number;
  /** Checks from one address that may wait for one of its `perAddress` places. */
  queuePerAddress: number;
  /** How long such a check waits at most before it is refused as busy. */
  queueWaitMs: number;
}

export const DEFAULT_CHECK_LIMITS: CheckLimits = { perAddress: 2, concurrent: 2, pending: 32, queuePerAddress: 4, queueWaitMs: 5000 };

/** One admitted check. release() must be called when it is over, whatever happened. */
export interface CheckTicket {
  /** Runs `hash` once one of the `concurrent` slots is free, first come first served. */
  run<T>(hash: () => Promise<T>): Promise<T>;
  release(): void;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class PasswordCheckLimiter {
  private readonly admittedBy = new Map<string, number>();
  private readonly lines = new Map<string, Waiter[]>();
  /** Checks admitted plus checks waiting in a line. */
  private admitted = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limits: CheckLimits;

  constructor(limits: Partial<CheckLimits> = {}) {
    this.limits = { ...DEFAULT_CHECK_LIMITS, ...limits };
  }

  /**
   * A ticket for one check from `key`: at once while `key` is below its limit, after a short wait
   * in `key`'s line when it is at it; null when everyone is at the limit, the line is full, or
   * the wait ran out.
   */
  async admit(key: string): Promise<CheckTicket | null> {
    if (this.admitted >= this.limits.pending) return null;
    const mine = this.admittedBy.get(key) ?? 0;
    if (mine < this.limits.perAddress) {
      this.admittedBy.set(key, mine + 1);
      this.admitted += 1;
      return this.ticket(key);
    }
    const line = this.lines.get(key) ?? [];
    if (line.length >= this.limits.queuePerAddress) return null;
    this.admitted += 1;
    this.lines.set(key, line);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        // A released ticket of `key` hands its place straight to the first in line.
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(this.ticket(key));
        },
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          if (line.length === 0 && this.lines.get(key) === line) this.lines.delete(key);
          this.admitted -= 1;
          resolve(null);
        }, this.limits.queueWaitMs),
      };
      line.push(waiter);
    });
  }

  /** Checks admitted or waiting now, for tests and diagnostics. */
  get inFlight(): number {
    return this.admitted;
  }

  private ticket(key: string): CheckTicket {
    let released = false;
    return {
      run: async (hash) => {
        await this.slot();
        try {
          return await hash();
        } finally {
          this.freeSlot();
        }
      },
      release: () => {
        if (released) return;
        released = true;
        this.admitted -= 1;
        const line = this.lines.get(key);
        const next = line?.shift();
        if (line?.length === 0) this.lines.delete(key);
        // The place passes to the next in line: the address keeps its count.
        if (next) return next.admit();
        const left = (this.admittedBy.get(key) ?? 1) - 1;
        if (left > 0) this.admittedBy.set(key, left);
        else this.admittedBy.delete(key);
      },
    };
  }

  private slot(): Promise<void> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiter, so `running` never exceeds the cap. */
  private freeSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
