import { Link } from 'react-router-dom';
import { cardImageLoading, cardImageUrl } from '../../lib/card-image';
import type { TemplateSummary } from '../../lib/content-types';
import { useBelowTheFold } from '../ui/below-the-fold';
import { buttonClass } from '../ui/button-link';
import { TagList } from '../ui/tag-list';
import type { CardHeadingLevel } from './card-heading';

export function TemplateCard({ template, position, headingLevel = 3 }: { template: TemplateSummary; position: number; headingLevel?: CardHeadingLevel }) {
  const belowTheFold = useBelowTheFold();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={cardImageUrl(template.image)}
        alt=""
        width={400}
        height={250}
        loading={cardImageLoading(position, belowTheFold)}
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={`/templates/${template.slug}`} className="hover:text-brand-700">
            {template.title}
          </Link>
        </Heading>
        <p className="flex-1 text-sm text-slate-600">{template.description}</p>
        <TagList tags={template.tags} />
        <a
          href={`/template-view/${template.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline')}
          aria-label={`Preview ${template.title} (opens in a new tab)`}
        >
          Preview
        </a>
      </div>
    </article>
  );
}
