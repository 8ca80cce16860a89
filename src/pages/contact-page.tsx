// Contact (spec §2). The form itself arrives with the leads work; until then the page offers
// the two ways to reach the owner that already work: e-mail and booking a call.
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { PageHeader } from '../components/ui/page-header';
import { useSiteSettings } from '../lib/site-context';

function ContactPage() {
  const { owner } = useSiteSettings();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title="Contact" description={`Get in touch with ${owner.name} about your project.`} />
      <PageHeader title="Get in Touch">
        <p>Tell me about your project and I will get back to you within two working days.</p>
      </PageHeader>
      <p className="text-slate-700">
        Write to{' '}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${owner.email}`}>
          {owner.email}
        </a>{' '}
        or book a short call.
      </p>
      <div className="mt-6">
        <ButtonLink to="/calendar">Schedule a Call</ButtonLink>
      </div>
    </div>
  );
}

export { ContactPage as Component };
