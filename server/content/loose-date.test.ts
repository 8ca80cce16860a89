import { describe, expect, it } from 'vitest';
import { readLooseDate } from './loose-date';

const iso = (value: unknown) => {
  const reading = readLooseDate(value);
  return reading.ok ? reading.date.toISOString() : reading.message;
};

describe('readLooseDate', () => {
  it.each([
    ['2025-03-05', '2025-03-05T00:00:00.000Z'],
    ['2016-10-06 11:10:38 -0700', '2016-10-06T18:10:38.000Z'],
    ['2019-05-23 08:44:18', '2019-05-23T08:44:18.000Z'],
    ['2023-01-30T15:57:52.737Z', '2023-01-30T15:57:52.737Z'],
    ['2019-05-23T08:44:18+02:00', '2019-05-23T06:44:18.000Z'],
    ['2013-7-13 20:46:25', '2013-07-13T20:46:25.000Z'],
    ['Jul 08 2022', '2022-07-08T00:00:00.000Z'],
    ['March 5, 2025', '2025-03-05T00:00:00.000Z'],
    ['5 March 2025', '2025-03-05T00:00:00.000Z'],
    ['Tuesday, March 4th, 2025 10:30 PM', '2025-03-04T22:30:00.000Z'],
    ['Sept 9 2024', '2024-09-09T00:00:00.000Z'],
    ['13/05/2025', '2025-05-13T00:00:00.000Z'],
    ['05/13/2025', '2025-05-13T00:00:00.000Z'],
    ['2025/03/05', '2025-03-05T00:00:00.000Z'],
    ['2014/3/9 21:05:00', '2014-03-09T21:05:00.000Z'],
    ['07/07/2025', '2025-07-07T00:00:00.000Z'],
    ['2023-05-12 Friday', '2023-05-12T00:00:00.000Z'],
    ['2023-03-05 10:00:00 UTC', '2023-03-05T10:00:00.000Z'],
    ['2023-03-05 10:00 PM', '2023-03-05T22:00:00.000Z'],
    ['2023-03-05 10:00 +01:00', '2023-03-05T09:00:00.000Z'],
    ['Mar 5, 2023 at 10:00 AM', '2023-03-05T10:00:00.000Z'],
  ])('reads %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('takes a Date as it is', () => {
    expect(iso(new Date('2025-03-05T00:00:00Z'))).toBe('2025-03-05T00:00:00.000Z');
  });

  it('refuses 03/05/2025 as ambiguous, naming both readings', () => {
    expect(iso('03/05/2025')).toBe('ambiguous date "03/05/2025": it is 5 March in some countries and May 3 in others; write 2025-03-05 or 2025-05-03');
  });

  it.each(['soon', 'x 1', 'next week', '2025-02-30', '2025-13-01', '2024', 'March 2025', '<img src=x>', '31/31/2025'])('refuses %s', (text) => {
    expect(readLooseDate(text).ok).toBe(false);
  });

  it('stays fast on long hostile text', () => {
    const started = performance.now();
    for (const text of ['1'.repeat(100_000), 'March '.repeat(20_000), `${'2025-01-01 '.repeat(10_000)}x`]) expect(readLooseDate(text).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
