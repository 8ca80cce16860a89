import { describe, expect, it } from 'vitest';
import { PublishClock } from './publish-clock';

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('PublishClock', () => {
  it('calls back when the next scheduled post goes public, not for drafts or past posts', async () => {
    let due = 0;
    const clock = new PublishClock(() => (due += 1));
    clock.reset([{ publishedAt: at(-1000), draft: false }, { publishedAt: at(40), draft: true }, { publishedAt: at(80), draft: false }]);
    expect(clock.isDue()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(due).toBe(0);
    await expect.poll(() => due, { timeout: 2000 }).toBe(1);
    expect(clock.isDue()).toBe(true);
  });

  it('forgets the old time when reset', async () => {
    let due = 0;
    const clock = new PublishClock(() => (due += 1));
    clock.reset([{ publishedAt: at(30), draft: false }]);
    clock.reset([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(due).toBe(0);
    expect(clock.isDue()).toBe(false);
  });
});
