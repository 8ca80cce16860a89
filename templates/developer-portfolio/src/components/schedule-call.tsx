// 'Schedule a call' links to your booking page (site.bookingUrl). To show the booking widget
// inline instead, see "Booking widget" in the README.
import { site } from '../data/site';

export function ScheduleCall() {
  return (
    <section id="call" aria-labelledby="call-heading" className="scroll-mt-16 bg-amber-400 py-16">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="call-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Schedule a call
          </h2>
          <p className="mt-2 max-w-xl text-lg text-slate-900">30 minutes, no obligation: we talk through your idea and I tell you honestly how I would build it.</p>
        </div>
        <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-slate-900 px-6 py-3 font-semibold text-white hover:bg-slate-700">
          Book a 30-minute call<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
