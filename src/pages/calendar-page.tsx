// Schedule a call (spec §2). The booking widget arrives with the public screens work; the
// container already has the spec's size, and the booking link works without any script.
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { useSiteSettings } from '../lib/site-context';

function CalendarPage() {
  const { links, booking } = useSiteSettings();
  const bookingUrl = booking?.url ?? links.booking;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta title="Schedule a Call" description="Book a time that works best for you to discuss your project." />
      <PageHeader title="Schedule a Call">
        <p>Book a time that works best for you to discuss your project.</p>
      </PageHeader>
      <div className="flex h-[700px] min-w-[320px] items-center justify-center rounded-xl border border-slate-200 bg-white">
        {bookingUrl && (
          <a className="font-semibold text-brand-700 underline" href={bookingUrl} target="_blank" rel="noopener noreferrer">
            Open the booking page
          </a>
        )}
      </div>
    </div>
  );
}

export { CalendarPage as Component };
