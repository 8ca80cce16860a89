// When the next scheduled post goes public, and a timer that calls back at that moment: the
// content index counts it as a change then, so caches kept per content version let go of pages
// that did not list the post yet, with no request needed to notice.

/** The longest delay setTimeout takes (about 24.8 days); a later time is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class PublishClock {
  /** When the next scheduled post goes public (ms since epoch). */
  private nextAt = Infinity;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onDue: () => void) {}

  /** Whether the next scheduled post's time has come. */
  isDue(now = Date.now()): boolean {
    return now >= this.nextAt;
  }

  /** Finds the next scheduled post among `posts` (drafts never go public) and sets the timer for it. */
  reset(posts: Iterable<{ publishedAt: string; draft: boolean }>, now = Date.now()): void {
    this.nextAt = Infinity;
    for (const post of posts) {
      const at = Date.parse(post.publishedAt);
      if (!post.draft && at > now && at < this.nextAt) this.nextAt = at;
    }
    this.arm();
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.nextAt === Infinity) return;
    const timer = setTimeout(() => {
      if (this.isDue()) this.onDue();
      // Early (a far time, or a timer that fired a little before it): wait again.
      else if (this.timer === timer) this.arm();
    }, Math.min(Math.max(this.nextAt - Date.now(), 1), MAX_TIMER_MS));
    timer.unref();
    this.timer = timer;
  }
}
