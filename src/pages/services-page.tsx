// Services and Pricing: three cards from the site settings; choosing one goes to
// /contact with the service preselected. Under them, from the settings' servicesPage, how a
// project runs, what it includes, a FAQ and a call to action (components/services/). All of it is
// server-rendered and adds no script: the FAQ opens with <details>.
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { ServiceCard } from '../components/services/service-card';
import { ServiceCallToAction, ServiceFaq, ServiceProcess } from '../components/services/services-details';
import type { ServiceOffering } from '../lib/content-types';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';

/** "Starting from $2,500 USD" → 2500, for structured data. */
function startingPrice(service: ServiceOffering): number | undefined {
  const digits = /\$?([\d,]+)/.exec(service.price)?.[1]?.replace(/,/g, '');
  return digits ? Number(digits) : undefined;
}

function ServicesPage() {
  const { services, servicesPage, owner } = useSiteSettings();
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
          <ServiceCard key={service.title} service={service} />
        ))}
      </div>
      <ServiceProcess process={servicesPage.process} included={servicesPage.included} />
      <ServiceFaq faq={servicesPage.faq} />
      <ServiceCallToAction callToAction={servicesPage.callToAction} />
    </div>
  );
}

export { ServicesPage as Component };
