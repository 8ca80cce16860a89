// The footer: description, professional-network and booking links, the e-mail,
// the contact form, service links, site links, copyright with the current year, legal links.
import { Link } from '../ui/site-link';
import { useSiteSettings } from '../../lib/site-context';
import { FOOTER_SERVICES, FOOTER_SITE_LINKS } from './nav-links';

const heading = 'mb-4 text-eyebrow font-bold uppercase text-white';

/** A footer link: a page of the site (`to`), or an address outside it (`href`), opened in a new tab when `newTab`. */
type FooterLink = { label: string; to: string } | { label: string; href: string | undefined; newTab?: boolean };

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One list of footer links; an outside link whose address the owner has not set is left out.
 * Their colours are the list's (`.footer-links` in styles.css), not written on every link.
 */
function FooterLinks({ items, className = 'space-y-2' }: { items: readonly FooterLink[]; className?: string }) {
  return (
    <ul className={`footer-links ${className}`}>
      {items.map((item) =>
        'to' in item ? (
          <li key={item.label}>
            <Link to={item.to}>
              {item.label}
            </Link>
          </li>
        ) : item.href ? (
          <li key={item.label}>
            <a href={item.href} {...(item.newTab ? NEW_TAB : {})}>
              {item.label}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
];

export function SiteFooter() {
  const { owner, links } = useSiteSettings();
  const year = new Date().getFullYear();

  return (
    <footer className="theme-fixed bg-brand-950 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-section sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {owner.name}
          </h2>
          <p className="mb-4 leading-relaxed">{owner.description}</p>
          <FooterLinks
            items={[
              { label: 'LinkedIn', href: links.professionalNetwork, newTab: true },
              { label: 'Book a call', href: links.booking, newTab: true },
            ]}
          />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <FooterLinks
            items={[
              { label: owner.email, href: `mailto:${owner.email}` },
              { label: 'Contact Form', to: '/contact' },
            ]}
          />
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            Services
          </h2>
          <FooterLinks items={FOOTER_SERVICES.map((service) => ({ label: service, to: '/services' }))} />
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={heading}>
            Site
          </h2>
          <FooterLinks items={FOOTER_SITE_LINKS} />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 sm:flex-row">
          <p>
            © {year} {owner.name}. All rights reserved.
          </p>
          <FooterLinks items={LEGAL_LINKS} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
