import { Link } from 'react-router-dom';
import { cardImageLoading, cardImageUrl } from '../../lib/card-image';
import { cardTags, type PostSummary } from '../../lib/content-types';
import { formatLongDate, formatShortDate } from '../../lib/dates';
import { useBelowTheFold } from '../ui/below-the-fold';
import { TagList } from '../ui/tag-list';
import type { CardHeadingLevel } from './card-heading';

interface PostCardProps {
  post: PostSummary;
  position: number;
  /** Compact cards (recent posts) show the short date format and no image. */
  compact?: boolean;
  headingLevel?: CardHeadingLevel;
}

export function PostCard({ post, position, compact = false, headingLevel = 3 }: PostCardProps) {
  const belowTheFold = useBelowTheFold();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {!compact &&
        (post.image ? (
          <img
            src={cardImageUrl(post.image)}
            alt=""
            width={400}
            height={250}
            loading={cardImageLoading(position, belowTheFold)}
            className="aspect-[8/5] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[8/5] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-sm font-medium text-brand-800">
            {post.tags[0] ?? 'Article'}
          </div>
        ))}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs text-slate-600">
          <time dateTime={post.publishedAt}>{compact ? formatShortDate(post.publishedAt) : formatLongDate(post.publishedAt)}</time> ·{' '}
          {post.readTime} min read
        </p>
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        {!compact && <p className="flex-1 text-sm text-slate-600">{post.summary}</p>}
        <TagList tags={cardTags(post.tags)} linked />
      </div>
    </article>
  );
}
