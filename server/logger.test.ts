// The logger's own time field: the ISO instant pino's isoTime would write, however the
// milliseconds and seconds follow each other.
import { describe, expect, it } from 'vitest';
import { isoTimeField } from './logger';

describe('the time field', () => {
  it('is the ISO instant, for each millisecond, second and day', () => {
    const start = Date.UTC(2026, 10, 29, 23, 59, 58, 990);
    const instants = [start, start, start + 1, start + 9, start + 10, start + 99, start + 100, start + 1010, start + 1999, 0, 5, 1_000, Date.UTC(10_000, 0, 1), Date.UTC(1969, 11, 31, 23, 59, 59, 7)];
    for (const now of instants) expect(isoTimeField(now), String(now)).toBe(`,"time":"${new Date(now).toISOString()}"`);
  });
});
