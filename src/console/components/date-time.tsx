// A moment as the console shows it in lists of changes (a post's history, its deletion): date and
// time in the owner's browser's time zone ("Nov 29, 2026, 14:05"), with the full ISO time in the
// <time dateTime> attribute. The console renders in the browser only, so the zone is the owner's;
// the public site's dates stay UTC days (src/lib/dates.ts).

/** "Nov 29, 2026, 14:05" in `timeZone` (the browser's own when left out); 24-hour, minutes shown. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
