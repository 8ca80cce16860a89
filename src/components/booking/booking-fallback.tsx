// What /calendar offers when the booking calendar cannot load (offline, blocked, not set up): a
// short form to ask for a call, the provider's own page in a new tab, and the contact form.
// The form is an island: its code (React, react-hook-form, zod) loads when the visitor touches it.
import { Link } from '../ui/site-link';
import CallRequestFormIsland from '../../islands/call-request-form.island';

export function BookingFallback({ bookingUrl }: { bookingUrl: string | null | undefined }) {
  return (
    <section aria-labelledby="booking-fallback-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p role="status" className="text-sm text-slate-600">
        The booking calendar could not load here.
      </p>
      <h2 id="booking-fallback-title" className="mt-2 text-xl font-semibold text-slate-900">
        Ask for a call instead
      </h2>
      <p className="mt-2 text-slate-700">Tell me when suits you and I will reply by email with an invitation.</p>
      <div className="mt-6">
        <CallRequestFormIsland when="interaction" props={{}} />
      </div>
      <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-700">
        {bookingUrl && (
          <>
            <a className="font-semibold text-brand-700 underline" href={bookingUrl} target="_blank" rel="noopener noreferrer">
              Open the booking page<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            to pick a time yourself, or{' '}
          </>
        )}
        {bookingUrl ? 'write' : 'Write'} through the{' '}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          contact form
        </Link>
        .
      </p>
    </section>
  );
}
