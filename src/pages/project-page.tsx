// Project detail: image, title, tags, description and rich content, or 'Project Not Found'.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { RichText } from '../components/ui/page-header';
import { ArticleSkeleton } from '../components/ui/skeleton';
import { TagList } from '../components/ui/tag-list';
import type { Project } from '../lib/content-types';
import { detailQuery } from '../lib/query-client';

function ProjectPage() {
  const { slug = '' } = useParams();
  const { data: project, isPending } = useQuery(detailQuery<Project>(`/api/projects/${encodeURIComponent(slug)}`));

  if (isPending) return <ArticleSkeleton label="Loading project" />;
  if (!project) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Project Not Found" description="This project does not exist or has moved." noIndex />
        <h1 className="mb-6 text-3xl font-bold text-slate-900">Project Not Found</h1>
        <ButtonLink to="/works">Back to Portfolio</ButtonLink>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title={project.title} description={project.description} />
      <img src={project.image} alt={project.title} width={1200} height={750} fetchPriority="high" className="mb-8 aspect-[8/5] w-full rounded-xl object-cover" />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{project.title}</h1>
      <div className="mt-4">
        <TagList tags={project.tags} />
      </div>
      <p className="mt-6 text-lg text-slate-700">{project.description}</p>
      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-600">
        <div>
          <dt className="inline font-semibold">Completed: </dt>
          <dd className="inline">{project.completionDate}</dd>
        </div>
        {project.timeframe && (
          <div>
            <dt className="inline font-semibold">Timeframe: </dt>
            <dd className="inline">{project.timeframe}</dd>
          </div>
        )}
        {project.category && (
          <div>
            <dt className="inline font-semibold">Category: </dt>
            <dd className="inline">{project.category}</dd>
          </div>
        )}
      </dl>
      <RichText html={project.content} className="mt-8" />
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/works" variant="outline">
          Back to Portfolio
        </ButtonLink>
        <ButtonLink to="/contact">Start a Project</ButtonLink>
      </div>
    </article>
  );
}

export { ProjectPage as Component };
