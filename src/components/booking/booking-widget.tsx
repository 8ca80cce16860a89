// The inline booking widget's server markup: a 700 px box saying the calendar is loading (with
// the provider's page one click away), and the page's fallback, hidden. The page script
// (src/page-script/booking-widget.ts) loads the provider's script and starts it in the box with
// the 30-minute booking link and the brand colour; when the script cannot load (offline, blocked)
// it shows the fallback in the box's place instead of leaving it empty. No React in the browser:
// only the fallback's form is an island, started when the visitor touches it.
import type { ReactNode } from 'react';

interface BookingWidgetProps {
  url: string;
  scriptUrl: string;
  primaryColor: string;
  /** Shown in place of the box when the widget cannot load. */
  fallback: ReactNode;
}

export function bookingUrl(url: string, primaryColor: string): string {
  const full = new URL(url);
  full.searchParams.set('primary_color', primaryColor);
  return full.toString();
}

export function BookingWidget({ url, scriptUrl, primaryColor, fallback }: BookingWidgetProps) {
  return (
    <div data-booking-widget="" data-url={bookingUrl(url, primaryColor)} data-script-url={scriptUrl}>
      <div data-booking-box="" className="relative h-[700px] min-w-[320px] overflow-hidden rounded-xl border border-slate-200 bg-white">
        <div className="h-full w-full" data-testid="booking-widget" data-booking-container="" />
        <div data-booking-loading="" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-slate-700" role="status">
            Loading the booking calendar…
          </p>
          <a className="font-semibold text-brand-700 underline" href={url} target="_blank" rel="noopener noreferrer">
            Open the booking page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <div data-booking-fallback="" hidden>
        {fallback}
      </div>
    </div>
  );
}
