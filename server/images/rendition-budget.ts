// How many renditions that are not cached yet one address may cause: a bucket of tokens per
// address, refilled over time. A visitor's first look at a page with a cold cache (a list of
// cards, a post's srcset) fits in the bucket; a script asking for every width and quality of
// every image runs out, and is then served the originals, which cost no CPU. Cached renditions
// take no token.

export interface RenditionBudgetOptions {
  /** Renditions an address may cause at once (the bucket's size). */
  burst?: number;
  /** Milliseconds for one token to come back. */
  refillMs?: number;
  now?: () => number;
}

/** Addresses remembered at most; past it the one idle the longest is forgotten (its bucket would mostly have refilled). */
const MAX_ADDRESSES = 10_000;

export class RenditionBudget {
  private readonly burst: number;
  private readonly refillMs: number;
  private readonly now: () => number;
  /** Tokens and the time they were counted, by address; insertion order is the last use. */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(options: RenditionBudgetOptions = {}) {
    this.burst = options.burst ?? 24;
    this.refillMs = options.refillMs ?? 2500;
    this.now = options.now ?? Date.now;
  }

  /** Takes a token for `address`; false when it has none left. */
  take(address: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(address);
    const tokens = bucket ? Math.min(this.burst, bucket.tokens + (now - bucket.at) / this.refillMs) : this.burst;
    this.buckets.delete(address);
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at: now });
      return false;
    }
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_ADDRESSES) this.buckets.delete(this.buckets.keys().next().value!);
    return true;
  }
}
