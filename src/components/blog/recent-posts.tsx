// 'Recent Posts' under a post: the latest others, as compact cards.
import { RECENT_POST_COUNT } from '../../lib/api/post-list-paths';
import type { PostSummary } from '../../lib/content-types';
import { PostCard } from '../cards/post-card';

interface RecentPostsProps {
  /** The newest posts (RECENT_POSTS_PATH), newest first; undefined while they load. */
  posts: PostSummary[] | undefined;
  /** The post shown above, left out. */
  currentSlug: string;
}

export function RecentPosts({ posts, currentSlug }: RecentPostsProps) {
  const recent = (posts ?? []).filter((other) => other.slug !== currentSlug).slice(0, RECENT_POST_COUNT);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="recent-posts" className="mb-6 text-2xl font-bold text-slate-900">
        Recent Posts
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {recent.map((other, i) => (
          <PostCard key={other.slug} post={other} position={i} compact />
        ))}
      </div>
    </section>
  );
}
