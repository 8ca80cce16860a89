// Works, titled Portfolio: every project, 6 skeletons while loading.
import { useQuery } from '@tanstack/react-query';
import { ProjectCard } from '../components/cards/project-card';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { CardGridSkeleton } from '../components/ui/skeleton';
import type { ProjectSummary } from '../lib/content-types';

function WorksPage() {
  const { data: projects } = useQuery<ProjectSummary[]>({ queryKey: ['/api/projects'] });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Portfolio" description="Selected projects: mapping applications, real estate platforms and portfolio websites." />
      <PageHeader title="Portfolio" />
      {projects ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, i) => (
            <ProjectCard key={project.slug} project={project} position={i} headingLevel={2} />
          ))}
        </div>
      ) : (
        <CardGridSkeleton count={6} label="Loading projects" />
      )}
    </div>
  );
}

export { WorksPage as Component };
