import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue';

describe('SerialQueue', () => {
  it('runs tasks one at a time in arrival order, even when one fails', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
