// Schedule a call: the inline booking widget in a 700 px container; when the widget cannot load
// (or no provider is set up), a form to ask for a call, the booking page and the contact form.
import { BookingFallback } from '../components/booking/booking-fallback';
import { BookingWidget } from '../components/booking/booking-widget';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { useSiteSettings } from '../lib/site-context';

function CalendarPage() {
  const { links, booking } = useSiteSettings();
  const fallbackUrl = booking?.url ?? links.booking;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta title="Schedule a Call" description="Book a time that works best for you to discuss your project." />
      <PageHeader title="Schedule a Call">
        <p>Book a time that works best for you to discuss your project.</p>
      </PageHeader>
      {booking ? (
        <BookingWidget url={booking.url} scriptUrl={booking.scriptUrl} primaryColor={booking.primaryColor} fallback={<BookingFallback bookingUrl={booking.url} />} />
      ) : (
        <BookingFallback bookingUrl={fallbackUrl} />
      )}
    </div>
  );
}

export { CalendarPage as Component };
