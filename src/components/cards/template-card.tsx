import type { TemplateSummary } from '../../lib/content-types';
import { buttonClass } from '../ui/button-link';
import type { CardHeadingLevel } from './card-heading';
import { SummaryCard } from './card-parts';

export function TemplateCard({ template, position, headingLevel = 3 }: { template: TemplateSummary; position: number; headingLevel?: CardHeadingLevel }) {
  return (
    <SummaryCard item={template} to={`/templates/${template.slug}`} position={position} headingLevel={headingLevel}>
      <a
        href={`/template-view/${template.slug}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline')}
        aria-label={`Preview ${template.title} (opens in a new tab)`}
      >
        Preview
      </a>
    </SummaryCard>
  );
}
