// Home: the hero (components/home/home-hero.tsx, its texts from site.yaml), then the tutorial,
// the carousels, featured projects, premium templates and the latest posts (home-sections.tsx).
import { HomeHero } from '../components/home/home-hero';
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { HomeSections } from '../components/home/home-sections';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';

function HomePage() {
  const { owner, links } = useSiteSettings();
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
      <HomeHero />
      <HomeSections />
    </>
  );
}

export { HomePage as Component };
