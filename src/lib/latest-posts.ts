// The few newest posts a page shows beside its own content: the home page's latest posts and the
// recent posts under a post. The server hands the browser those alone, under a key of their own
// (decision 058): the whole list was 4 MB of every post page's state at 10,000 posts.
import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from './content-types';

/** The home page's "Latest Blog Posts". */
export const HOME_LATEST_POST_COUNT = 3;
/** Under a post, three others: the four newest hold three whichever post is shown. */
export const RECENT_POST_COUNT = 3;
export const RECENT_POSTS_READ = RECENT_POST_COUNT + 1;

const KEY_PREFIX = 'latest-posts?count=';

/** The query key of the `count` newest posts: no API path, the browser never fetches it. */
export const latestPostsKey = (count: number) => `${KEY_PREFIX}${count}`;

/** The count a key made by latestPostsKey names; null for any other key. */
export function latestPostsCountOfKey(key: string): number | null {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const count = Number(key.slice(KEY_PREFIX.length));
  return Number.isInteger(count) && count > 0 && count <= 50 ? count : null;
}

/**
 * The `count` newest posts: as the server put them in the page's state, or, on a page reached in
 * the browser, cut from the whole list (fetched as before). Undefined while it loads.
 */
export function useLatestPosts(count: number): PostSummary[] | undefined {
  const { data: served } = useQuery<PostSummary[]>({ queryKey: [latestPostsKey(count)], enabled: false });
  const { data: all } = useQuery<PostSummary[]>({ queryKey: ['/api/blog'], enabled: served === undefined });
  return served ?? all?.slice(0, count);
}
