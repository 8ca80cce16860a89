// The social image thread: a real worker thread making real PNGs (from the TypeScript sources,
// through tsx), stopped once idle or when a card overruns its deadline. A thread's first card
// loads tsx, satori and the fonts: seconds on a busy machine, hence the longer time limits.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { socialImageThread } from './social-image-thread';

describe('socialImageThread', () => {
  it('makes cards on its own thread, one after another, and starts again after it stopped', { timeout: 60_000 }, async () => {
    const thread = socialImageThread({ idleMs: 50 });
    try {
      const [first, second] = await Promise.all([thread.make({ title: 'Maps of Lisbon', siteName: 'Jane Doe' }), thread.make({ title: 'A'.repeat(60_000), siteName: 'Jane Doe' })]);
      for (const { png } of [first, second]) expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      expect(first.png.equals(second.png)).toBe(false);
      // Idle, it stops; the next card starts a new thread.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await thread.make({ title: 'Maps of Lisbon', siteName: 'Jane Doe' })).png.equals(first.png)).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('gives up on a card that overruns its deadline, and the next one is made afresh', { timeout: 60_000 }, async () => {
    const thread = socialImageThread({ deadlineMs: 1 });
    try {
      await expect(thread.make({ title: 'Too slow for 1 ms', siteName: 'Jane Doe' })).rejects.toThrow('the card took more than 1 ms');
    } finally {
      await thread.close();
    }
    const patient = socialImageThread();
    try {
      expect((await patient.make({ title: 'In time', siteName: 'Jane Doe' })).png.length).toBeGreaterThan(1000);
    } finally {
      await patient.close();
    }
  });
});
