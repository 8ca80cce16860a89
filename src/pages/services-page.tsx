// Services and Pricing: three cards from the site settings; choosing one goes to
// /contact with the service preselected.
import { Link } from 'react-router-dom';
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { buttonClass } from '../components/ui/button-link';
import type { ServiceOffering } from '../lib/content-types';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';

/** "Starting from $2,500 USD" → 2500, for structured data. */
function startingPrice(service: ServiceOffering): number | undefined {
  const digits = /\$?([\d,]+)/.exec(service.price)?.[1]?.replace(/,/g, '');
  return digits ? Number(digits) : undefined;
}

function ServicesPage() {
  const { services, owner } = useSiteSettings();
  const siteUrl = useSiteUrl();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Services & Pricing" description="Portfolio websites, real estate platforms and mapping software, with clear starting prices." />
      <JsonLd
        data={{
          '@type': 'Person',
          name: owner.name,
          url: siteUrl,
          makesOffer: services.map((service) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: service.title, description: service.description },
            priceSpecification: { '@type': 'PriceSpecification', minPrice: startingPrice(service), priceCurrency: 'USD' },
            url: `${siteUrl}/contact?service=${encodeURIComponent(service.title)}`,
          })),
        }}
      />
      <PageHeader title="Services & Pricing">
        <p>
          I specialise in full-stack applications with a focus on mapping solutions, real estate platforms and professional portfolios.
        </p>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <section
            key={service.title}
            aria-labelledby={`service-${service.title}`}
            className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${service.isPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
          >
            {service.isPopular && <p className="mb-3 self-start rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>}
            <h2 id={`service-${service.title}`} className="text-xl font-bold text-slate-900">
              {service.title}
            </h2>
            <p className="mt-2 text-2xl font-extrabold text-brand-700">{service.price}</p>
            <p className="mt-3 text-slate-600">{service.description}</p>
            <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <Link to={`/contact?service=${encodeURIComponent(service.title)}`} className={`mt-6 ${buttonClass(service.isPopular ? 'primary' : 'outline')}`}>
              Get Started<span className="sr-only"> with {service.title}</span>
            </Link>
          </section>
        ))}
      </div>
    </div>
  );
}

export { ServicesPage as Component };
