// The home page below its hero: the tutorial, the map and testimonial carousels, featured
// projects, premium templates and the latest posts. Loaded on demand (components/ui/on-demand.tsx),
// and below the first view: its images load lazily (components/ui/below-the-fold.tsx).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectSummary, TemplateSummary } from '../../lib/content-types';
import { HOME_LATEST_POST_COUNT, useLatestPosts } from '../../lib/latest-posts';
import { useSiteSettings } from '../../lib/site-context';
import { PostCard } from '../cards/post-card';
import { ProjectCard } from '../cards/project-card';
import { TemplateCard } from '../cards/template-card';
import { MapCarousel } from '../carousel/map-carousel';
import { TestimonialCarousel } from '../carousel/testimonial-carousel';
import { BelowTheFold } from '../ui/below-the-fold';
import { CardGridSkeleton } from '../ui/skeleton';
import { TutorialSection } from './tutorial-section';

export const FEATURED_PROJECT_COUNT = 6;
export const LATEST_POST_COUNT = HOME_LATEST_POST_COUNT;

export function HomeSections() {
  const { mapProjects, testimonials } = useSiteSettings();
  const projects = useQuery<ProjectSummary[]>({ queryKey: ['/api/projects'] });
  const templates = useQuery<TemplateSummary[]>({ queryKey: ['/api/templates'] });
  const latestPosts = useLatestPosts(LATEST_POST_COUNT);

  return (
    <BelowTheFold>
      <TutorialSection />
      {mapProjects.length > 0 && (
        <section aria-labelledby="map-projects-heading" className="drawn-later py-14">
          <h2 id="map-projects-heading" className="mb-8 px-4 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Interactive Map Projects
          </h2>
          <MapCarousel projects={mapProjects} />
        </section>
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="drawn-later bg-brand-50 py-14">
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
              <TemplateCard key={template.slug} template={template} position={i} />
            ))}
          </div>
        ) : (
          <CardGridSkeleton count={2} label="Loading templates" />
        )}
      </HomeSection>
      <HomeSection title="Latest Posts" viewAll="/blog">
        {latestPosts ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latestPosts.map((post, i) => (
              <PostCard key={post.slug} post={post} position={i} />
            ))}
          </div>
        ) : (
          <CardGridSkeleton count={3} label="Loading posts" />
        )}
      </HomeSection>
    </BelowTheFold>
  );
}

function HomeSection({ title, viewAll, children }: { title: string; viewAll: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="drawn-later mx-auto max-w-6xl px-4 py-14">
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
