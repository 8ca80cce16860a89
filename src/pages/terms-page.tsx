// Terms of Service: the plain-language rules for using the site, its content and its templates.
import { LegalPage } from '../components/ui/legal-page';
import { useSiteSettings } from '../lib/site-context';

function TermsPage() {
  const { owner } = useSiteSettings();
  return (
    <LegalPage title="Terms of Service" description={`The terms for using ${owner.name}'s website, templates and resources.`} updated="November 22, 2026">
      <p>
        These terms cover your use of this website, run by {owner.name}. By using the site you agree to them. If something is unclear, write to{' '}
        <a href={`mailto:${owner.email}`} className="text-brand-700 underline">
          {owner.email}
        </a>
        .
      </p>
      <h2>Content of the site</h2>
      <p>
        Articles, project descriptions and images are {owner.name}'s work unless stated otherwise. You may quote and link to them with credit; please
        ask before republishing them in full.
      </p>
      <h2>Templates and free resources</h2>
      <p>
        Exported templates and the free app building template may be used in your own and your clients' projects. They come as they are, without a
        warranty; you are responsible for testing them before you rely on them. You may not resell them as templates of your own.
      </p>
      <h2>Enquiries and projects</h2>
      <p>
        Sending a message or booking a call does not create a contract. Paid work is agreed in a separate written proposal that sets out scope, price
        and timeline; prices on the Services page are starting points, not quotes.
      </p>
      <h2>Acceptable use</h2>
      <p>Do not try to disrupt the site, break into its admin area, or send automated or abusive messages through its forms.</p>
      <h2>Liability and changes</h2>
      <p>
        The site is provided as it is. {owner.name} is not liable for losses arising from its use, to the extent the law allows. These terms may be
        updated; the date above shows the latest version.
      </p>
    </LegalPage>
  );
}

export { TermsPage as Component };
