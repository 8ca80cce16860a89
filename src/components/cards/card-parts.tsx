// The parts every content card shares — its frame, its image and its linked title — so that a
// project, a template and a post card show them with the same markup, sizes and loading rule;
// a project's and a template's card are one SummaryCard.
import type { ReactNode } from 'react';
import { Link } from '../ui/site-link';
import { cardImageLoading, cardImageUrl } from '../../lib/card-image';
import { isMissingPicture, placeholderLabel } from '../../lib/picture-fallback';
import { PictureOrPlaceholder } from '../media/picture-or-placeholder';
import { PicturePlaceholder } from '../media/picture-placeholder';
import { useBelowTheFold } from '../ui/below-the-fold';
import { TagList } from '../ui/tag-list';
import type { CardHeadingLevel } from './card-heading';

/**
 * The card's 400 × 250 image, eager only for the first cards of a grid at the top of a page.
 * A missing picture, or one the browser cannot load, gives way to the designed placeholder.
 */
export function CardImage({ src, position, label }: { src: string | null; position: number; label: string }) {
  const belowTheFold = useBelowTheFold();
  const placeholder = { label, className: 'aspect-[8/5] w-full', decorative: true };
  if (src === null || isMissingPicture(src)) return <PicturePlaceholder {...placeholder} />;
  return (
    <PictureOrPlaceholder
      image={{ src: cardImageUrl(src), alt: '', width: 400, height: 250, loading: cardImageLoading(position, belowTheFold), className: 'aspect-[8/5] w-full object-cover' }}
      placeholder={placeholder}
    />
  );
}

/** The card's title, a heading whose text links to the item's page. */
export function CardTitle({ level, to, linkClassName, children }: { level: CardHeadingLevel; to: string; linkClassName: string; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <Heading className="text-h3 font-bold text-slate-900">
      <Link to={to} className={linkClassName}>
        {children}
      </Link>
    </Heading>
  );
}

/** Every card's frame: border, corners and shadow (.card in src/styles.css). */
export const CARD_CLASS = 'card';

interface SummaryCardProps {
  item: { title: string; description: string; image: string; tags: string[] };
  /** The item's page. */
  to: string;
  position: number;
  headingLevel: CardHeadingLevel;
  /** The whole card reacts to the pointer (a project); otherwise only its title does (a template, beside its Preview button). */
  wholeCardHover?: boolean;
  /** A word above the title naming the kind ("Case study"): in the text, never over the picture. */
  eyebrow?: string;
  /** What the kind adds under the tags. */
  children?: ReactNode;
}

/** A project's or a template's card: image, linked title, description and tags. */
export function SummaryCard({ item, to, position, headingLevel, wholeCardHover = false, eyebrow, children }: SummaryCardProps) {
  return (
    <article className={wholeCardHover ? `group ${CARD_CLASS} transition-shadow hover:shadow-card-hover` : CARD_CLASS}>
      <CardImage src={item.image} position={position} label={placeholderLabel(item)} />
      <div className="flex flex-1 flex-col gap-3 border-t border-slate-200 p-6">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <CardTitle level={headingLevel} to={to} linkClassName={wholeCardHover ? 'group-hover:text-brand-700' : 'hover:text-brand-700'}>
          {item.title}
        </CardTitle>
        <p className="flex-1 text-small text-slate-600">{item.description}</p>
        <TagList tags={item.tags} />
        {children}
      </div>
    </article>
  );
}
