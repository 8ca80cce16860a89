// The footer: description, professional-network and booking links, the e-mail,
// the contact form, service links, site links, copyright with the current year, legal links.
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../lib/site-context';
import { FOOTER_SERVICES, FOOTER_SITE_LINKS } from './nav-links';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const link = 'text-slate-300 hover:text-white';

export function SiteFooter() {
  const { owner, links } = useSiteSettings();
  const year = new Date().getFullYear();

  return (
    <footer className="drawn-later bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {owner.name}
          </h2>
          <p className="mb-4 leading-relaxed">{owner.description}</p>
          <ul className="space-y-2">
            {links.professionalNetwork && (
              <li>
                <a className={link} href={links.professionalNetwork} target="_blank" rel="noopener noreferrer">
                  LinkedIn
                </a>
              </li>
            )}
            {links.booking && (
              <li>
                <a className={link} href={links.booking} target="_blank" rel="noopener noreferrer">
                  Book a call
                </a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <ul className="space-y-2">
            <li>
              <a className={link} href={`mailto:${owner.email}`}>
                {owner.email}
              </a>
            </li>
            <li>
              <Link className={link} to="/contact">
                Contact Form
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            Services
          </h2>
          <ul className="space-y-2">
            {FOOTER_SERVICES.map((service) => (
              <li key={service}>
                <Link className={link} to="/services">
                  {service}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={heading}>
            Site
          </h2>
          <ul className="space-y-2">
            {FOOTER_SITE_LINKS.map((item) => (
              <li key={item.to}>
                <Link className={link} to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 sm:flex-row">
          <p>
            © {year} {owner.name}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link className={link} to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={link} to="/terms">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
