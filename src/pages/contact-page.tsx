// Contact: 'Get in Touch' with the contact form (an island that starts at the visitor's first
// touch; `?service=` is matched here, on the server); e-mail and booking a call remain as the
// other ways to reach the owner.
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { PageHeader } from '../components/ui/page-header';
import ContactFormIsland from '../islands/contact-form.island';
import { matchServiceOption } from '../lib/service-match';
import { useSiteSettings } from '../lib/site-context';

function ContactPage() {
  const { owner, contactServiceOptions } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const defaultService = matchServiceOption(searchParams.get('service'), contactServiceOptions) ?? '';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title="Contact" description={`Get in touch with ${owner.name} about your project.`} />
      <PageHeader title="Get in Touch">
        <p>Tell me about your project and I will get back to you within two working days.</p>
      </PageHeader>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactFormIsland when="interaction" props={{ services: contactServiceOptions, defaultService }} />
      </div>
      <p className="mt-8 text-slate-700">
        Write to{' '}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${owner.email}`}>
          {owner.email}
        </a>{' '}
        or book a short call.
      </p>
      <div className="mt-6">
        <ButtonLink to="/calendar" variant="outline">
          Schedule a Call
        </ButtonLink>
      </div>
    </div>
  );
}

export { ContactPage as Component };
