import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './dates';

describe('dates', () => {
  it('formats like March 5, 2025 on pages', () => {
    expect(formatLongDate('2025-03-05T09:00:00.000Z')).toBe('March 5, 2025');
  });
  it('formats like Mar 5, 2025 on compact cards', () => {
    expect(formatShortDate('2025-03-05T09:00:00.000Z')).toBe('Mar 5, 2025');
  });
  it('uses the UTC day, whatever the machine time zone', () => {
    expect(formatLongDate('2025-03-05T23:30:00.000Z')).toBe('March 5, 2025');
  });
});
