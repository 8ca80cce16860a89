// Project detail: image, title, tags, description and rich content, or 'Project Not Found'.
import { PageMeta } from '../components/seo/page-meta';
import { ItemFootActions, ItemNotFound } from '../components/ui/detail-page-parts';
import { RichText } from '../components/ui/page-header';
import { ArticleSkeleton } from '../components/ui/skeleton';
import { TagList } from '../components/ui/tag-list';
import type { Project } from '../lib/content-types';
import { useRouteItem } from '../lib/route-item';

const BACK_TO_PORTFOLIO = { to: '/works', label: 'Back to Portfolio' };

function ProjectPage() {
  const { item: project, isPending } = useRouteItem<Project>('/api/projects');

  if (isPending) return <ArticleSkeleton label="Loading project" />;
  if (!project) return <ItemNotFound title="Project Not Found" description="This project does not exist or has moved." back={BACK_TO_PORTFOLIO} />;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title={project.title} description={project.description} socialItem={{ kind: 'works', slug: project.slug, title: project.title, image: project.image }} />
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
      <ItemFootActions back={BACK_TO_PORTFOLIO} contactLabel="Start a Project" />
    </article>
  );
}

export { ProjectPage as Component };
