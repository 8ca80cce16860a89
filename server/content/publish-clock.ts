// When the next scheduled post goes public, and a timer that calls back at that moment: the
// content index counts it as a change then, so caches kept per content version let go of pages
// that did not list the post yet, with no request needed to notice. Scheduled posts are kept in
// a heap by time, so a post that changes costs O(log n), not a look at every post (decision 056).

/** The longest delay setTimeout takes (about 24.8 days); a later time is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Entry {
  slug: string;
  at: number;
}

export class PublishClock {
  /** Each scheduled post's time (ms since epoch), by slug. */
  private readonly pending = new Map<string, number>();
  /** The same times as a min-heap; an entry whose slug has another time now (or none) is stale and skipped. */
  private heap: Entry[] = [];
  private armedFor = Infinity;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onDue: () => void) {}

  /** Whether the next scheduled post's time has come. */
  isDue(now = Date.now()): boolean {
    return now >= this.nextAt();
  }

  /** Finds the next scheduled post among `posts` (drafts never go public) and sets the timer for it. */
  reset(posts: Iterable<{ slug: string; publishedAt: string; draft: boolean }>, now = Date.now()): void {
    this.pending.clear();
    this.heap = [];
    for (const post of posts) this.schedule(post.slug, post.draft ? null : Date.parse(post.publishedAt), now);
    this.arm();
  }

  /**
   * A post's time to go public: `at` (ms since epoch; NaN or a time already past is not
   * scheduled), or null for a draft or a post gone. The timer follows the earliest time.
   */
  set(slug: string, at: number | null, now = Date.now()): void {
    this.schedule(slug, at, now);
    this.arm();
  }

  /** The posts whose time has come by `now`, taken off the clock (the timer moves to the next one). */
  takeDue(now = Date.now()): string[] {
    const due: string[] = [];
    for (let next = this.top(); next && next.at <= now; next = this.top()) {
      this.pop();
      this.pending.delete(next.slug);
      due.push(next.slug);
    }
    this.arm();
    return due;
  }

  private schedule(slug: string, at: number | null, now: number): void {
    if (at === null || !(at > now)) {
      this.pending.delete(slug);
      return;
    }
    if (this.pending.get(slug) === at) return;
    this.pending.set(slug, at);
    this.push({ slug, at });
    // Stale entries are dropped as they reach the top; a heap mostly stale is rebuilt.
    if (this.heap.length > 2 * this.pending.size + 64) this.rebuild();
  }

  private nextAt(): number {
    return this.top()?.at ?? Infinity;
  }

  /** The earliest live entry, stale ones dropped on the way. */
  private top(): Entry | undefined {
    while (this.heap.length > 0) {
      const first = this.heap[0]!;
      if (this.pending.get(first.slug) === first.at) return first;
      this.pop();
    }
    return undefined;
  }

  private rebuild(): void {
    this.heap = [];
    for (const [slug, at] of this.pending) this.push({ slug, at });
  }

  private push(entry: Entry): void {
    const heap = this.heap;
    let child = heap.push(entry) - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (heap[parent]!.at <= entry.at) break;
      heap[child] = heap[parent]!;
      child = parent;
    }
    heap[child] = entry;
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop()!;
    if (heap.length === 0) return;
    let parent = 0;
    for (;;) {
      let child = 2 * parent + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && heap[child + 1]!.at < heap[child]!.at) child += 1;
      if (heap[child]!.at >= last.at) break;
      heap[parent] = heap[child]!;
      parent = child;
    }
    heap[parent] = last;
  }

  /** Sets the timer for the earliest time, unless it is set for it already. */
  private arm(): void {
    const nextAt = this.nextAt();
    if (nextAt === this.armedFor && (this.timer !== undefined || nextAt === Infinity)) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = nextAt;
    if (nextAt === Infinity) return;
    const timer = setTimeout(() => {
      if (this.timer !== timer) return;
      this.timer = undefined;
      if (this.isDue()) this.onDue();
      // Early (a far time, or a timer that fired a little before it): wait again.
      else this.arm();
    }, Math.min(Math.max(nextAt - Date.now(), 1), MAX_TIMER_MS));
    timer.unref();
    this.timer = timer;
  }
}
