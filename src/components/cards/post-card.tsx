import { cardTags, type PostSummary } from '../../lib/content-types';
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
      {!compact &&
        (post.image ? (
          <CardImage src={post.image} position={position} />
        ) : (
          <div className="flex aspect-[8/5] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-sm font-medium text-brand-800">
            {post.tags[0] ?? 'Article'}
          </div>
        ))}
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
