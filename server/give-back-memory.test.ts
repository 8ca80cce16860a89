import { describe, expect, it } from 'vitest';
import { collectAllGarbage, memoryGiver } from './give-back-memory';
import type { Logger } from './logger';

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('giving memory back', () => {
  it('collects what nothing reaches any more, and the event loop goes on', async () => {
    const ref = (() => new WeakRef({ rows: Array.from({ length: 10_000 }, (_, i) => ({ i })) }))();
    await turn();
    await collectAllGarbage();
    expect(ref.deref()).toBeUndefined();
    // A timer still fires afterwards (a session closed in its own answer once stopped the loop).
    await turn();
  });

  it('collects at most once a minute, and says so in the log when it cannot', async () => {
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
    let calls = 0;
    const giveBack = memoryGiver(logger, async () => {
      calls += 1;
      throw new Error('no inspector here');
    });
    giveBack();
    giveBack();
    await turn();
    giveBack();
    expect(calls).toBe(1);
    expect(warnings).toEqual(['memory: could not give back the memory the start used (no inspector here)']);
  });
});
