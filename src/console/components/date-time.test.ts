import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows the date and the time, 24-hour, in the given zone', () => {
    expect(formatDateTime('2026-11-29T14:05:09+00:00', 'UTC')).toBe('Nov 29, 2026, 14:05');
    expect(formatDateTime('2026-11-29T14:05:09+00:00', 'America/New_York')).toBe('Nov 29, 2026, 09:05');
  });

  it('moves to the next day where the zone is ahead, and keeps midnight as 00', () => {
    expect(formatDateTime('2026-11-29T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 30, 2026, 08:30');
    expect(formatDateTime('2026-11-29T15:00:00Z', 'Asia/Tokyo')).toBe('Nov 30, 2026, 00:00');
  });

  it('shows a value that is not a time as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
