// The home page below its hero: the tutorial, the map and testimonial carousels, featured
// projects, premium templates and the latest posts. Below the first view: its images load lazily
// (components/ui/below-the-fold.tsx). On a phone
// the sections are tighter and the card lists are sideways rows (card-row.tsx).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../ui/site-link';
import { LATEST_POST_COUNT, LATEST_POSTS_PATH } from '../../lib/api/post-list-paths';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../../lib/content-types';
import { useSiteSettings } from '../../lib/site-context';
import { PostCard } from '../cards/post-card';
import { ProjectCard } from '../cards/project-card';
import { TemplateCard } from '../cards/template-card';
import { MapCarousel } from '../carousel/map-carousel';
import { TestimonialCarousel } from '../carousel/testimonial-carousel';
import { BelowTheFold } from '../ui/below-the-fold';
import { CardRow, CardRowSkeleton } from './card-row';
import { TutorialSection } from './tutorial-section';

export const FEATURED_PROJECT_COUNT = 6;

/** Each section's room above and below: a phone's screen is short, a desktop's is not. */
const SECTION_SPACING = 'py-10 sm:py-14';
const HEADING_CLASS = 'mb-5 text-2xl font-bold tracking-tight text-slate-900 sm:mb-8 sm:text-3xl';

export function HomeSections() {
  const { mapProjects, testimonials } = useSiteSettings();
  const projects = useQuery<ProjectSummary[]>({ queryKey: ['/api/projects'] });
  const templates = useQuery<TemplateSummary[]>({ queryKey: ['/api/templates'] });
  const posts = useQuery<PostSummary[]>({ queryKey: [LATEST_POSTS_PATH] });

  return (
    <BelowTheFold>
      <TutorialSection />
      {mapProjects.length > 0 && (
        <section aria-labelledby="map-projects-heading" className={`${SECTION_SPACING}`}>
          <h2 id="map-projects-heading" className={`px-4 text-center ${HEADING_CLASS}`}>
            Interactive Map Projects
          </h2>
          <MapCarousel projects={mapProjects} />
        </section>
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className={`bg-brand-50 ${SECTION_SPACING}`}>
          <h2 id="testimonials-heading" className={`px-4 text-center ${HEADING_CLASS}`}>
            What My Clients Say
          </h2>
          <TestimonialCarousel testimonials={testimonials} />
        </section>
      )}
      <HomeSection title="Featured Projects" viewAll="/works">
        {projects.data ? (
          <CardRow
            label="Featured Projects"
            items={projects.data.slice(0, FEATURED_PROJECT_COUNT)}
            itemKey={(project) => project.slug}
            renderItem={(project, i) => <ProjectCard project={project} position={i} />}
          />
        ) : (
          <CardRowSkeleton count={6} label="Loading projects" />
        )}
      </HomeSection>
      <HomeSection title="Premium Templates" viewAll="/templates">
        {templates.data ? (
          <CardRow
            label="Premium Templates"
            items={templates.data}
            itemKey={(template) => template.slug}
            renderItem={(template, i) => <TemplateCard template={template} position={i} />}
          />
        ) : (
          <CardRowSkeleton count={2} label="Loading templates" />
        )}
      </HomeSection>
      <HomeSection title="Latest Posts" viewAll="/blog">
        {posts.data ? (
          <CardRow
            label="Latest Posts"
            items={posts.data.slice(0, LATEST_POST_COUNT)}
            itemKey={(post) => post.slug}
            renderItem={(post, i) => <PostCard post={post} position={i} />}
          />
        ) : (
          <CardRowSkeleton count={3} label="Loading posts" />
        )}
      </HomeSection>
    </BelowTheFold>
  );
}

function HomeSection({ title, viewAll, children }: { title: string; viewAll: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-6xl px-4 ${SECTION_SPACING}`}>
      <div className="mb-5 flex items-end justify-between gap-4 sm:mb-8">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
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
