// Date formats: "MMM d, yyyy" on compact cards, "MMMM d, yyyy" elsewhere.
// Dates are formatted in UTC so the server's HTML and the browser's render always agree.
// Two fixed English patterns need no date library: date-fns cost every card page ~6 KB gzip
// of first-load JavaScript (decision 021); the console still uses it for its own formats.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function utcParts(iso: string): { month: string; day: number; year: number } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return { month: MONTHS[date.getUTCMonth()]!, day: date.getUTCDate(), year: date.getUTCFullYear() };
}

export function formatLongDate(iso: string): string {
  const { month, day, year } = utcParts(iso);
  return `${month} ${day}, ${year}`;
}

export function formatShortDate(iso: string): string {
  const { month, day, year } = utcParts(iso);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}
