// Home: hero, featured projects, premium templates and the latest posts.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MapCarousel } from '../components/carousel/map-carousel';
import { TestimonialCarousel } from '../components/carousel/testimonial-carousel';
import { PostCard } from '../components/cards/post-card';
import { ProjectCard } from '../components/cards/project-card';
import { TemplateCard } from '../components/cards/template-card';
import { TutorialSection } from '../components/home/tutorial-section';
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { CardGridSkeleton } from '../components/ui/skeleton';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../lib/content-types';
import { cardImageUrl } from '../lib/card-image';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';

export const FEATURED_PROJECT_COUNT = 6;
export const LATEST_POST_COUNT = 3;

function HomePage() {
  const { owner, links, mapProjects, testimonials } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const projects = useQuery<ProjectSummary[]>({ queryKey: ['/api/projects'] });
  const templates = useQuery<TemplateSummary[]>({ queryKey: ['/api/templates'] });
  const posts = useQuery<PostSummary[]>({ queryKey: ['/api/blog'] });

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
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Crafting Digital Solutions</h1>
            <p className="mt-4 text-lg text-slate-700">Full Stack Developer | Automation Builder | Problem Solver</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
              <Link to="/contact" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
                Start a Project
              </Link>
              <Link to="/calendar" className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
                Schedule a Call
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
      <TutorialSection />
      {mapProjects.length > 0 && (
        <section aria-labelledby="map-projects-heading" className="py-14">
          <h2 id="map-projects-heading" className="mb-8 px-4 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Interactive Map Projects
          </h2>
          <MapCarousel projects={mapProjects} />
        </section>
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="bg-brand-50 py-14">
          <h2 id="testimonials-heading" className="mb-8 px-4 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            What My Clients Say
          </h2>
          <TestimonialCarousel testimonials={testimonials} />
        </section>
      )}
      <HomeSection title="Featured Projects" viewAll="/works">
        {projects.data ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.data.slice(0, FEATURED_PROJECT_COUNT).map((project, i) => (
              <ProjectCard key={project.slug} project={project} position={i} />
            ))}
          </div>
        ) : (
          <CardGridSkeleton count={6} label="Loading projects" />
        )}
      </HomeSection>
      <HomeSection title="Premium Templates" viewAll="/templates">
        {templates.data ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {templates.data.map((template, i) => (
              <TemplateCard key={template.slug} template={template} position={i + FEATURED_PROJECT_COUNT} />
            ))}
          </div>
        ) : (
          <CardGridSkeleton count={2} label="Loading templates" />
        )}
      </HomeSection>
      <HomeSection title="Latest Posts" viewAll="/blog">
        {posts.data ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.slice(0, LATEST_POST_COUNT).map((post, i) => (
              <PostCard key={post.slug} post={post} position={i + FEATURED_PROJECT_COUNT} />
            ))}
          </div>
        ) : (
          <CardGridSkeleton count={3} label="Loading posts" />
        )}
      </HomeSection>
    </>
  );
}

function HomeSection({ title, viewAll, children }: { title: string; viewAll: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-14">
      <div className="mb-8 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <Link to={viewAll} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={`View All ${title}`}>
          View All
        </Link>
      </div>
      {children}
    </section>
  );
}

export { HomePage as Component };
