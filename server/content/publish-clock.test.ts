import { describe, expect, it } from 'vitest';
import { PublishClock } from './publish-clock';

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PublishClock', () => {
  it('calls back when the next scheduled post goes public, not for drafts or past posts', async () => {
    let due = 0;
    const clock = new PublishClock(() => (due += 1));
    clock.reset([
      { slug: 'past', publishedAt: at(-1000), draft: false },
      { slug: 'draft', publishedAt: at(40), draft: true },
      { slug: 'soon', publishedAt: at(80), draft: false },
    ]);
    expect(clock.isDue()).toBe(false);
    await sleep(30);
    expect(due).toBe(0);
    await expect.poll(() => due, { timeout: 2000 }).toBe(1);
    expect(clock.isDue()).toBe(true);
    expect(clock.takeDue()).toEqual(['soon']);
    expect(clock.isDue()).toBe(false);
  });

  it('forgets the old time when reset', async () => {
    let due = 0;
    const clock = new PublishClock(() => (due += 1));
    clock.reset([{ slug: 'a', publishedAt: at(30), draft: false }]);
    clock.reset([]);
    await sleep(100);
    expect(due).toBe(0);
    expect(clock.isDue()).toBe(false);
  });

  it('follows one post at a time: a time moved later, a post unscheduled, another scheduled', async () => {
    let due = 0;
    const clock = new PublishClock(() => (due += 1));
    const now = Date.now();
    clock.set('a', now + 40);
    clock.set('b', now + 60_000);
    clock.set('a', now + 50_000); // moved later: b is not next, a's old time is forgotten
    await sleep(100);
    expect(due).toBe(0);
    expect(clock.isDue(now + 49_999)).toBe(false);
    expect(clock.isDue(now + 50_000)).toBe(true);
    clock.set('a', null); // made a draft
    expect(clock.isDue(now + 59_999)).toBe(false);
    clock.set('c', Date.now() + 30);
    await expect.poll(() => due, { timeout: 2000 }).toBe(1);
    expect(clock.takeDue()).toEqual(['c']);
    expect(clock.takeDue(now + 60_000)).toEqual(['b']);
    expect(clock.isDue(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('never schedules a time already past or one that does not parse', () => {
    const clock = new PublishClock(() => {});
    clock.set('past', Date.now() - 1);
    clock.set('broken', Number.NaN);
    expect(clock.isDue(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('hands out due posts in time order, after many changes of the same posts', () => {
    const clock = new PublishClock(() => {});
    const now = Date.now();
    const times = new Map<string, number>();
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let step = 0; step < 2000; step += 1) {
      const slug = `p${Math.floor(random() * 50)}`;
      const at = random() < 0.2 ? null : now + 1000 + Math.floor(random() * 1e6);
      clock.set(slug, at, now);
      if (at === null) times.delete(slug);
      else times.set(slug, at);
    }
    const expected = [...times].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    const middle = expected[Math.floor(expected.length / 2)]![1];
    const first = clock.takeDue(middle);
    expect(first.sort()).toEqual(expected.filter(([, at]) => at <= middle).map(([slug]) => slug).sort());
    expect(clock.takeDue(Infinity).sort()).toEqual(expected.filter(([, at]) => at > middle).map(([slug]) => slug).sort());
  });
});
