import { cardTags, type PostSummary } from '../../lib/content-types';
import { placeholderLabel } from '../../lib/picture-fallback';
import { formatLongDate, formatShortDate } from '../../lib/dates';
import { TagList } from '../ui/tag-list';
import type { CardHeadingLevel } from './card-heading';
import { CARD_CLASS, CardImage, CardTitle } from './card-parts';

interface PostCardProps {
  post: PostSummary;
  position: number;
  /** Compact cards (recent posts) show the short date format and no image. */
  compact?: boolean;
  headingLevel?: CardHeadingLevel;
}

export function PostCard({ post, position, compact = false, headingLevel = 3 }: PostCardProps) {
  return (
    <article className={CARD_CLASS}>
      {!compact && <CardImage src={post.image} position={position} label={placeholderLabel(post)} />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-medium text-slate-600">
          <time dateTime={post.publishedAt}>{compact ? formatShortDate(post.publishedAt) : formatLongDate(post.publishedAt)}</time> ·{' '}
          {post.readTime} min read
        </p>
        <CardTitle level={headingLevel} to={`/blog/${post.slug}`} linkClassName="hover:text-brand-700">
          {post.title}
        </CardTitle>
        {!compact && <p className="flex-1 text-small text-slate-600">{post.summary}</p>}
        <TagList tags={cardTags(post.tags)} linked />
      </div>
    </article>
  );
}
