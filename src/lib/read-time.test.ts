import { describe, expect, it } from 'vitest';
import { computeReadTime } from './read-time';

describe('computeReadTime', () => {
  it('divides the content length by 1000 and rounds up', () => {
    expect(computeReadTime('x'.repeat(1000))).toBe(1);
    expect(computeReadTime('x'.repeat(1001))).toBe(2);
    expect(computeReadTime('x'.repeat(4200))).toBe(5);
  });
  it('is at least one minute', () => {
    expect(computeReadTime('')).toBe(1);
  });
});
