// Dates as people and other site generators write them: ISO with or without time and offset
// (`2016-10-06 11:10:38 -0700`, Hexo's `2013-7-13 20:46:25`), month names (`Jul 08 2022`,
// `March 5, 2025`, `5 March 2025`), and day/month/year numbers when only one reading exists.
// A time with no offset is UTC, as YAML timestamps are. `03/05/2025` is refused: it is 3 May in
// most of the world and March 5 in the US, and guessing would publish on the wrong day.
// Every pattern here is anchored and free of nested quantifiers, so its cost is linear.

export type DateReading = { ok: true; date: Date; /** Set when the text was not ISO. */ guessed?: string } | { ok: false; message: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const NUMERIC = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)? *(Z|[+-]\d{2}:?\d{2})?$/i;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))? *(am|pm)? *(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;
// Day and month with a year last may also be written with hyphens (`10-26-2024`, Quarto's docs);
// year first with hyphens is ISO, read above.
const SLASHED = /^(\d{1,4})[/.](\d{1,2})[/.](\d{1,4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$|^(\d{1,2})-(\d{1,2})-(\d{4})$/;

const example = (date: Date) => date.toISOString().slice(0, 10);
const notADate = (text: string) => ({ ok: false as const, message: `not a date: "${text}" (use e.g. 2025-03-05)` });

export function readLooseDate(value: unknown): DateReading {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? notADate(String(value)) : { ok: true, date: value };
  if (typeof value === 'number') return { ok: false, message: `not a date: ${value} (a number; write the day as e.g. 2025-03-05)` };
  if (typeof value !== 'string') return { ok: false, message: 'not a date: expected text such as 2025-03-05' };
  const text = value.trim();
  if (text.length > 64) return notADate(`${text.slice(0, 30)}…`);
  return readNumeric(text) ?? readNumericWithTail(text) ?? readSlashed(text) ?? readWithMonthName(text) ?? notADate(text);
}

const WEEKDAY = /^\(?(mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?\)?$/i;

/** `2023-05-12 Friday`, `2023-03-05 10:00 AM`, `2023-03-05 10:00:00 UTC`: an ISO day with a weekday or a spelled-out time. */
function readNumericWithTail(text: string): DateReading | null {
  const head = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T| +)(.{1,40})$/i.exec(text);
  if (!head) return null;
  const [, year, month, day, tail] = head as unknown as [string, string, string, string, string];
  const rest = tail.trim();
  if (WEEKDAY.test(rest)) return fromParts(text, +year, +month, +day);
  const time = TIME.exec(rest);
  if (!time) return null;
  const { hour, minute, second, zone } = timeOfDay(time);
  const date = build(+year, +month, +day, hour, minute, second, 0, zone);
  return date ? { ok: true, date, guessed: date.toISOString() } : notADate(text);
}

/** A match of TIME as a 24-hour time and a zone (UTC and GMT as Z). */
function timeOfDay(time: RegExpExecArray): { hour: number; minute: number; second: number; zone: string | undefined } {
  let hour = +time[1]!;
  if (time[4]) hour = (hour % 12) + (time[4].toLowerCase() === 'pm' ? 12 : 0);
  const zone = time[5] && /^(utc|gmt)$/i.test(time[5]) ? 'Z' : time[5];
  return { hour, minute: +time[2]!, second: time[3] ? +time[3] : 0, zone };
}

function readNumeric(text: string): DateReading | null {
  const match = NUMERIC.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const date = build(+year!, +month!, +day!, +hour, +minute, +second, +`0.${fraction}` * 1000, zone);
  if (!date) return notADate(text);
  const iso = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(text);
  return iso ? { ok: true, date } : { ok: true, date, guessed: date.toISOString() };
}

function readSlashed(text: string): DateReading | null {
  const match = SLASHED.exec(text);
  if (!match) return null;
  const [a, b, c] = [match[1] ?? match[7]!, match[2] ?? match[8]!, match[3] ?? match[9]!];
  const time = { hour: +(match[4] ?? 0), minute: +(match[5] ?? 0), second: +(match[6] ?? 0) };
  if (a.length === 4) return fromParts(text, +a, +b, +c, time); // 2014/3/9 21:05: year first is always Y/M/D
  if (c.length !== 4) return notADate(text);
  const [first, second, year] = [+a, +b, +c];
  if (first <= 12 && second <= 12 && first !== second) {
    return {
      ok: false,
      message: `ambiguous date "${text}": it is ${second} ${MONTH_NAMES[first - 1]} in some countries and ${MONTH_NAMES[second - 1]} ${first} in others; write ${year}-${pad(first)}-${pad(second)} or ${year}-${pad(second)}-${pad(first)}`,
    };
  }
  return first > 12 ? fromParts(text, year, second, first, time) : fromParts(text, year, first, second, time);
}

/** `March 5, 2025`, `Mar 5 2025`, `Jul 08 2022`, `5 March 2025`, `Tuesday, 5 Mar. 2025 10:00 AM`. */
function readWithMonthName(text: string): DateReading | null {
  const words = text.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  let month: number | undefined;
  let day: number | undefined;
  let year: number | undefined;
  let time: RegExpExecArray | null = null;
  for (const [i, word] of words.entries()) {
    const lower = word.toLowerCase().replace(/\.$/, '');
    const named = MONTHS.findIndex((name) => lower === name || (lower.length > 3 && MONTH_NAMES[MONTHS.indexOf(name)]!.toLowerCase().startsWith(lower)));
    if (named !== -1 && month === undefined) month = named + 1;
    else if (/^\d{4}$/.test(lower) && year === undefined) year = +lower;
    else if (/^\d{1,2}(st|nd|rd|th)?$/.test(lower) && day === undefined) day = parseInt(lower, 10);
    else if ((time = TIME.exec(words.slice(i).join(' ')))) break;
    else if (lower === 'at' && day !== undefined) continue; // `Mar 5, 2023 at 10:00 AM`
    else if (!(i === 0 && /^[a-z]{3,9}$/.test(lower))) return null; // only a weekday may stand first
  }
  if (month === undefined || day === undefined || year === undefined) return null;
  const { hour, minute, second, zone } = time ? timeOfDay(time) : { hour: 0, minute: 0, second: 0, zone: undefined };
  const date = build(year, month, day, hour, minute, second, 0, zone);
  return date ? { ok: true, date, guessed: date.toISOString() } : notADate(text);
}

function fromParts(text: string, year: number, month: number, day: number, time = { hour: 0, minute: 0, second: 0 }): DateReading {
  const date = build(year, month, day, time.hour, time.minute, time.second, 0, undefined);
  return date ? { ok: true, date, guessed: date.toISOString() } : notADate(text);
}

/** A UTC date from parts, or null when a part is out of range (2025-02-30, 25:00). */
function build(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, zone: string | undefined): Date | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Math.round(ms));
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  const offset = zone && zone.toUpperCase() !== 'Z' ? offsetMinutes(zone) : 0;
  return new Date(utc - offset * 60_000);
}

function offsetMinutes(zone: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
  return (match[1] === '-' ? -1 : 1) * (+match[2]! * 60 + +match[3]!);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How a guessed date reads back, for a note: 2025-03-05, or 2025-03-05 09:00 UTC. */
export function describeDate(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return time === '00:00' ? example(date) : `${example(date)} ${time} UTC`;
}
