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

describe('dates against date-fns', () => {
  it('agree with the library the console uses, every month, both patterns', async () => {
    const { format } = await import('date-fns');
    const { UTCDate } = await import('@date-fns/utc');
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(1999 + month, month, 1 + month * 2, 23, 59)).toISOString();
      expect(formatLongDate(iso)).toBe(format(new UTCDate(iso), 'MMMM d, yyyy'));
      expect(formatShortDate(iso)).toBe(format(new UTCDate(iso), 'MMM d, yyyy'));
    }
  });
  it('refuses a date it cannot read, as date-fns did', () => {
    expect(() => formatLongDate('soon')).toThrow(RangeError);
  });
});
