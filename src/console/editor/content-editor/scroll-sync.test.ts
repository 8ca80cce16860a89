// How the side preview's scroll follows the editor's: paired by headings, proportional between.
import { describe, expect, it } from 'vitest';
import { mapScroll, scrollPairs } from './scroll-sync';

describe('scroll pairing', () => {
  it('puts each heading of the source at the top where its heading of the preview is', () => {
    const pairs = scrollPairs([100, 500], [300, 400], 1000, 2000);
    expect(mapScroll(100, pairs)).toBe(300);
    expect(mapScroll(500, pairs)).toBe(400);
    // Halfway between two headings is halfway between theirs.
    expect(mapScroll(300, pairs)).toBe(350);
    expect(mapScroll(0, pairs)).toBe(0);
    expect(mapScroll(1000, pairs)).toBe(2000);
  });

  it('is proportional without headings, and skips pairs that would go backwards', () => {
    expect(mapScroll(250, scrollPairs([], [], 1000, 500))).toBe(125);
    const pairs = scrollPairs([100, 200, 300], [300, 250, 400], 1000, 1000);
    expect(pairs).toEqual([[0, 0], [100, 300], [300, 400], [1000, 1000]]);
  });

  it('pairs only the headings both panes have', () => {
    expect(scrollPairs([100, 200, 300], [50], 1000, 1000)).toEqual([[0, 0], [100, 50], [1000, 1000]]);
  });
});
