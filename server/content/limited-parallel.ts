// Work over many files a few at a time: a pull or a walk may name 100,000 paths, and starting a
// read for each at once would hold as many file handles and promises, and starve the requests
// that share the event loop and libuv's thread pool.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Runs `work` over `items` with at most `limit` in flight, in order of start; rejects on the first failure. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
      // A turn of the event loop between items, so that a run of cache hits never holds it.
      if (next % limit === 0) await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
