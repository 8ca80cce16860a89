// Caps the password checks in flight, per address and overall. A check is an scrypt hash, which
// runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the same
// pool that reads static files, compresses answers and resizes images: a burst of hundreds of
// guesses once queued hundreds of hashes there and a static image took seconds. So at most
// `concurrent` hashes run at once (below the pool's size, leaving threads for everything else),
// the rest wait their turn in order, and a check that would wait beyond a small bound is refused
// outright (the caller answers 429) instead of queueing without end. One address may have only
// `perAddress` checks admitted, so it cannot fill the queue ahead of the owner at another one.
export interface CheckLimits {
  /** Checks one address may have admitted at once (waiting, delayed or hashing). */
  perAddress: number;
  /** Hashes running at once. */
  concurrent: number;
  /** Checks admitted at once over all addresses; bounds the wait for a hash. */
  pending: number;
}

export const DEFAULT_CHECK_LIMITS: CheckLimits = { perAddress: 2, concurrent: 2, pending: 32 };

/** One admitted check. release() must be called when it is over, whatever happened. */
export interface CheckTicket {
  /** Runs `hash` once one of the `concurrent` slots is free, first come first served. */
  run<T>(hash: () => Promise<T>): Promise<T>;
  release(): void;
}

export class PasswordCheckLimiter {
  private readonly admittedBy = new Map<string, number>();
  private admitted = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: CheckLimits = DEFAULT_CHECK_LIMITS) {}

  /** A ticket for one check from `key`, or null when `key` or everyone is at the limit. */
  admit(key: string): CheckTicket | null {
    const mine = this.admittedBy.get(key) ?? 0;
    if (mine >= this.limits.perAddress || this.admitted >= this.limits.pending) return null;
    this.admittedBy.set(key, mine + 1);
    this.admitted += 1;
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
        const left = (this.admittedBy.get(key) ?? 1) - 1;
        if (left > 0) this.admittedBy.set(key, left);
        else this.admittedBy.delete(key);
      },
    };
  }

  /** Checks admitted now, for tests and diagnostics. */
  get inFlight(): number {
    return this.admitted;
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
