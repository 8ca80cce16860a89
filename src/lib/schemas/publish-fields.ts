// Draft and publication time as the console's editor holds them. The form keeps the time as the
// owner's browser shows it (an <input type="datetime-local"> value, local time, no zone); the
// wire carries an ISO instant with the browser's offset, so the server never guesses a zone.
import * as z from 'zod/mini';

export const PUBLISHED_AT_MESSAGE = 'publishedAt must be an ISO timestamp with a time zone, e.g. 2026-12-01T09:00:00+01:00';
export const PUBLISH_AT_MESSAGE = 'Enter a publish date and time, e.g. 12/01/2026 09:00';

/** `YYYY-MM-DDTHH:mm` (seconds optional), the value of a datetime-local input. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The local time a datetime-local value names, or null when it names none (empty, 2026-02-30…). */
export function parseLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Date rolls 2026-02-30 over into March: such a value names no real time.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hour) return null;
  return date;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** A time as a datetime-local value in this machine's zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local time as an ISO instant with this machine's offset: 2026-12-01T09:00:00+01:00. */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${toLocalInput(date)}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The zone the editor's time is shown in, as the owner reads it: "Europe/Berlin, UTC+01:00". */
export function localZoneLabel(at: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = toOffsetIso(at).slice(-6);
  return `${zone ? `${zone}, ` : ''}UTC${offset === '+00:00' ? '' : offset}`;
}

/** The editor's Draft switch and Publish date and time. */
export const publishFormFields = {
  draft: z.boolean(),
  publishAt: z.string().check(z.refine((value) => parseLocalInput(value) !== null, PUBLISH_AT_MESSAGE)),
};
