import type { ProjectSummary } from '../../lib/content-types';
import type { CardHeadingLevel } from './card-heading';
import { SummaryCard } from './card-parts';

export function ProjectCard({ project, position, headingLevel = 3 }: { project: ProjectSummary; position: number; headingLevel?: CardHeadingLevel }) {
  return <SummaryCard item={project} to={`/works/${project.slug}`} position={position} headingLevel={headingLevel} eyebrow="Case study" wholeCardHover />;
}
