import { describe, expect, it } from 'vitest';
import { RenditionBudget } from './rendition-budget';
import { QueueFullError, RenditionQueue } from './rendition-queue';

describe('RenditionQueue', () => {
  it('runs at most `concurrency` at once, in order, and refuses past `maxWaiting`', async () => {
    const queue = new RenditionQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const job = (n: number) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const jobs = [1, 2, 3, 4, 5].map(job);
    await expect(job(6)).rejects.toBeInstanceOf(QueueFullError);
    while (order.length < 5 || releases.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot when a job fails', async () => {
    const queue = new RenditionQueue({ concurrency: 1 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('RenditionBudget', () => {
  it('lets an address use its burst, then one more per refill, and keeps addresses apart', () => {
    let now = 0;
    const budget = new RenditionBudget({ burst: 3, refillMs: 1000, now: () => now });
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    now += 999;
    expect(budget.take('a')).toBe(false);
    now += 1;
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
  });
});
