import { Link } from 'react-router-dom';
import { cardImageLoading, cardImageUrl } from '../../lib/card-image';
import type { ProjectSummary } from '../../lib/content-types';
import { useBelowTheFold } from '../ui/below-the-fold';
import { TagList } from '../ui/tag-list';
import type { CardHeadingLevel } from './card-heading';

export function ProjectCard({ project, position, headingLevel = 3 }: { project: ProjectSummary; position: number; headingLevel?: CardHeadingLevel }) {
  const belowTheFold = useBelowTheFold();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={cardImageUrl(project.image)}
        alt=""
        width={400}
        height={250}
        loading={cardImageLoading(position, belowTheFold)}
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={`/works/${project.slug}`} className="group-hover:text-brand-700">
            {project.title}
          </Link>
        </Heading>
        <p className="flex-1 text-sm text-slate-600">{project.description}</p>
        <TagList tags={project.tags} />
      </div>
    </article>
  );
}
