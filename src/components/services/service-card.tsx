// One service on /services: the spec's title, price, description and features, the popular
// badge, who it is for and how long it takes (when the settings give them), and the choice that
// goes to /contact with the service preselected.
import { Link } from '../ui/site-link';
import type { ServiceOffering } from '../../lib/content-types';
import { buttonClass } from '../ui/button-link';
import { CheckList } from '../ui/check-list';

export function ServiceCard({ service }: { service: ServiceOffering }) {
  // An id without spaces: aria-labelledby reads a space as a list of ids.
  const headingId = `service-${service.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    // The cards are the page's only <section>s: each is a region named by its title.
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${service.isPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
    >
      {service.isPopular && <p className="mb-3 self-start rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>}
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {service.title}
      </h2>
      <p className="mt-2 text-2xl font-extrabold text-brand-700">{service.price}</p>
      <p className="mt-3 text-slate-600">{service.description}</p>
      {(service.audience || service.timeline) && (
        <dl className="mt-5 space-y-3 rounded-lg bg-slate-50 p-4 text-sm">
          {service.audience && (
            <div>
              <dt className="font-semibold text-slate-900">Who it’s for</dt>
              <dd className="mt-0.5 text-slate-600">{service.audience}</dd>
            </div>
          )}
          {service.timeline && (
            <div>
              <dt className="font-semibold text-slate-900">Typical timeline</dt>
              <dd className="mt-0.5 text-slate-600">{service.timeline}</dd>
            </div>
          )}
        </dl>
      )}
      <CheckList items={service.features} className="mt-5 flex-1 space-y-2 text-sm text-slate-700" />
      <Link to={`/contact?service=${encodeURIComponent(service.title)}`} className={`mt-6 ${buttonClass(service.isPopular ? 'primary' : 'outline')}`}>
        Get Started<span className="sr-only"> with {service.title}</span>
      </Link>
    </section>
  );
}
