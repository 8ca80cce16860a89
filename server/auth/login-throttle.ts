// Slows, then blocks, repeated failed sign-ins from one address: the first few failures are
// free (typos), each later one waits a little longer, and past the limit the address is refused
// for a while, even with the right password, so guessing cannot continue at any speed.
// Callers reserve() an attempt before hashing the password: it counts as failed at once and a
// success takes it back, so guesses sent all at once are counted as they arrive, not as they end.
// A key is an address group (server/http/address-key.ts) or a known browser (decision 078).
export interface ThrottleOptions {
  /** Failures answered without delay. */
  freeFailures: number;
  /** Failures within the window that block the address. */
  maxFailures: number;
  windowMs: number;
  blockMs: number;
  stepDelayMs: number;
  maxDelayMs: number;
  now?: () => number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailures: 3,
  maxFailures: 10,
  windowMs: 15 * 60_000,
  blockMs: 15 * 60_000,
  stepDelayMs: 250,
  maxDelayMs: 2000,
};

/** Addresses remembered at most; beyond that the oldest are forgotten (bounded memory). */
const MAX_TRACKED = 10_000;

export type ThrottleVerdict = { blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number };

interface Record {
  failures: number;
  firstFailureAt: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly records = new Map<string, Record>();
  private readonly now: () => number;

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {
    this.now = options.now ?? Date.now;
  }

  /** What to do before checking a password from `key`. */
  check(key: string): ThrottleVerdict {
    const record = this.current(key);
    if (!record) return { blocked: false, delayMs: 0 };
    if (record.blockedUntil > this.now()) return { blocked: true, retryAfterMs: record.blockedUntil - this.now() };
    const extra = record.failures - this.options.freeFailures + 1;
    return { blocked: false, delayMs: extra > 0 ? Math.min(extra * this.options.stepDelayMs, this.options.maxDelayMs) : 0 };
  }

  /**
   * check(), and unless blocked, count this attempt as a failure now, before the password is
   * hashed: otherwise concurrent guesses all pass check() before the first one fails. succeed()
   * takes it back.
   */
  reserve(key: string): ThrottleVerdict {
    const verdict = this.check(key);
    if (!verdict.blocked) this.fail(key);
    return verdict;
  }

  fail(key: string): void {
    const now = this.now();
    const record = this.current(key) ?? { failures: 0, firstFailureAt: now, blockedUntil: 0 };
    record.failures += 1;
    if (record.failures >= this.options.maxFailures) record.blockedUntil = now + this.options.blockMs;
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > MAX_TRACKED) this.records.delete(this.records.keys().next().value!);
  }

  /** Whether `key` has failures counted in the window (the password-check limiter ranks it after those without). */
  hasFailed(key: string): boolean {
    return this.current(key) !== undefined;
  }

  /** Takes back a reserved attempt that was never checked (refused as busy): it was not a guess. */
  takeBack(key: string): void {
    const record = this.current(key);
    if (!record) return;
    record.failures -= 1;
    if (record.failures <= 0) this.records.delete(key);
    else if (record.failures < this.options.maxFailures) record.blockedUntil = 0;
  }

  succeed(key: string): void {
    this.records.delete(key);
  }

  private current(key: string): Record | undefined {
    const record = this.records.get(key);
    if (!record) return undefined;
    const now = this.now();
    if (record.blockedUntil <= now && now - record.firstFailureAt > this.options.windowMs) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }
}
