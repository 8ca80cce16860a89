// Home: hero (its texts from site.yaml), then the tutorial, the carousels, featured projects, premium templates and the
// latest posts (home-sections.tsx), whose code loads on demand: the first view is the hero.
import { Link } from 'react-router-dom';
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { Deferred, onDemand } from '../components/ui/on-demand';
import { cardImageUrl } from '../lib/card-image';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';

const homeSections = onDemand(async () => (await import('../components/home/home-sections')).HomeSections);

function HomePage() {
  const { owner, links, hero } = useSiteSettings();
  const siteUrl = useSiteUrl();

  return (
    <>
      <PageMeta bare title={`${owner.name} | ${owner.jobTitle}`} description={owner.description} />
      <JsonLd
        data={{
          '@type': 'Person',
          name: owner.name,
          jobTitle: owner.jobTitle,
          email: `mailto:${owner.email}`,
          url: siteUrl,
          image: `${siteUrl}${owner.profileImage}`,
          description: owner.description,
          sameAs: [links.professionalNetwork, links.channel].filter(Boolean),
        }}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center gap-10 px-4 py-16 md:flex-row md:py-24">
          <div className="flex-1 text-center md:text-left">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{hero.headline}</h1>
            <p className="mt-4 text-lg text-slate-700">{hero.tagline}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
              <Link to="/contact" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
                {hero.contactLabel}
              </Link>
              <Link to="/calendar" className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
                {hero.callLabel}
              </Link>
            </div>
          </div>
          <img
            src={cardImageUrl(owner.profileImage)}
            alt={owner.name}
            width={288}
            height={288}
            fetchPriority="high"
            className="h-56 w-56 rounded-full object-cover shadow-xl ring-4 ring-white sm:h-72 sm:w-72"
          />
        </div>
      </section>
      <Deferred part={homeSections} props={{}} />
    </>
  );
}

export { HomePage as Component };
export const parts = [homeSections];
