import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from './start-garbage';

describe('collectStartGarbage', () => {
  it('collects what nothing holds any more, without the --expose-gc flag', async () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    let start: { posts: string[] } | null = { posts: Array.from({ length: 1000 }, (_, i) => `post ${i} `.repeat(50)) };
    const weak = new WeakRef(start);
    start = null;
    // A WeakRef keeps its object alive until the turn that made it is over.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(collectStartGarbage()).toBe(true);
    expect(weak.deref()).toBeUndefined();
    // The flag is off again: code run later gets no gc of its own.
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
  });
});
