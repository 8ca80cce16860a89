// Jordan Lee's portfolio: the whole site. The home page has the introduction, selected work,
// services and pricing, testimonials, writing, about, contact and call booking; each case study
// and post has its own page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AssetBase, useAssetUrl } from './asset-url';
import { AboutSection } from './components/about-section';
import { ArticlePage } from './components/article-page';
import { ContactSection, DEFAULT_SERVICE } from './components/contact-section';
import { formatDate } from './components/format-date';
import { Hero } from './components/hero';
import { LatestPosts } from './components/latest-posts';
import { ScheduleCall } from './components/schedule-call';
import { ServicesPricing } from './components/services-pricing';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { TestimonialsSection } from './components/testimonials-section';
import { WorkGrid } from './components/work-grid';
import { posts, readingMinutes } from './data/posts';
import { projects } from './data/projects';
import { NavigateProvider, useRoute, type Route } from './route';
import { scrollToSection, scrollToStart } from './scroll';

export interface AppProps {
  /** Where the files of public/ are served from; './' when the site runs on its own. */
  assetBase?: string;
  /** Shown inside another page (a live demo): no <main> landmark, and the page's URL is left alone. */
  embedded?: boolean;
}

export function App({ assetBase = './', embedded = false }: AppProps) {
  const root = useRef<HTMLDivElement>(null);
  const { route, go } = useRoute(embedded);
  const [service, setService] = useState(DEFAULT_SERVICE);
  // A section to scroll to once the home page has rendered (after leaving another page).
  const [section, setSection] = useState<string | null>(null);
  const Main = embedded ? 'div' : 'main';
  const pageKey = route.page === 'home' ? 'home' : `${route.page}/${route.slug}`;

  useEffect(() => {
    if (pageKey !== 'home') scrollToStart(root.current, embedded);
  }, [pageKey, embedded]);
  useEffect(() => {
    if (!section || route.page !== 'home') return;
    scrollToSection(root.current, section, embedded);
    setSection(null);
  }, [section, route.page, embedded]);

  const showSection = (id: string | null) => {
    if (route.page !== 'home') go('/');
    if (id) setSection(id);
    else scrollToStart(root.current, embedded);
  };

  return (
    <AssetBase value={assetBase}>
      <NavigateProvider go={go}>
        <div ref={root} className="min-h-full bg-white font-sans text-slate-900 antialiased">
          <SiteHeader onNavigate={showSection} />
          <Main>
            <Page
              route={route}
              home={
                <>
                  <Hero onNavigate={showSection} />
                  <WorkGrid />
                  <ServicesPricing
                    onChoose={(title) => {
                      setService(title);
                      showSection('contact');
                    }}
                  />
                  <TestimonialsSection />
                  <LatestPosts />
                  <AboutSection />
                  <ContactSection service={service} onServiceChange={setService} />
                  <ScheduleCall />
                </>
              }
            />
          </Main>
          <SiteFooter />
        </div>
      </NavigateProvider>
    </AssetBase>
  );
}

function Page({ route, home }: { route: Route; home: ReactNode }) {
  const asset = useAssetUrl();
  const project = route.page === 'project' ? projects.find((item) => item.slug === route.slug) : undefined;
  const post = route.page === 'post' ? posts.find((item) => item.slug === route.slug) : undefined;
  if (project) {
    return (
      <ArticlePage
        back={{ to: '/', label: 'All work' }}
        eyebrow={`${project.client} · ${project.year} · ${project.tags.join(', ')}`}
        title={project.title}
        lead={project.summary}
        body={project.body}
        image={<img src={asset(project.image)} alt={`Screenshot of ${project.title}`} width={800} height={500} className="w-full rounded-2xl ring-1 ring-slate-200" />}
        aside={
          <ul className="grid gap-3 sm:grid-cols-3">
            {project.results.map((result) => (
              <li key={result} className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
                {result}
              </li>
            ))}
          </ul>
        }
      />
    );
  }
  if (post) {
    return (
      <ArticlePage
        back={{ to: '/', label: 'All writing' }}
        eyebrow={`${formatDate(post.date)} · ${readingMinutes(post)} min read · ${post.tags.map((tag) => `#${tag}`).join(' ')}`}
        title={post.title}
        lead={post.summary}
        body={post.body}
      />
    );
  }
  return <>{home}</>;
}
