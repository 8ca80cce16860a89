// Date formats: "MMM d, yyyy" on compact cards, "MMMM d, yyyy" elsewhere.
// Dates are formatted in UTC so the server's HTML and the browser's render always agree.
import { format } from 'date-fns';
import { UTCDate } from '@date-fns/utc';

export function formatLongDate(iso: string): string {
  return format(new UTCDate(iso), 'MMMM d, yyyy');
}

export function formatShortDate(iso: string): string {
  return format(new UTCDate(iso), 'MMM d, yyyy');
}
