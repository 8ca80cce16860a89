// The blog list in pages (decision 058): once a blog has more than BLOG_PAGE_SIZE published
// posts, /blog shows them BLOG_PAGE_SIZE at a time, `?page=N` for the later ones, and `?tag=`
// narrows the list before it is cut. The server cuts it with these functions when it renders a
// page (server/ssr/post-list-reads.ts and the blog page).
import { cardTags, type PostSummary } from './content-types';

export const BLOG_PAGE_SIZE = 50;

/**
 * The query key under which the server hands the browser one page of the list, when the blog is
 * paginated. It is no API path (the JSON API keeps its one list, spec §7): the browser never
 * fetches it, it only reads what the server put there.
 */
export const BLOG_PAGE_KEY_PREFIX = 'blog-page?';

export interface BlogPageRequest {
  /** The page asked for, or null when `?page=` is not a whole number from 1 (an unknown page). */
  page: number | null;
  /** The tag the list is narrowed to, if any (matched without regard to case). */
  tag: string | null;
}

export interface BlogPage {
  /** The page's posts; none when the page does not exist. */
  posts: PostSummary[];
  /** The page shown, or null when the one asked for does not exist (past the end, or no number). */
  page: number | null;
  pageCount: number;
  /** Posts in the (narrowed) list, over all its pages. */
  total: number;
}

/** What `?page=` and `?tag=` ask for. No `?page=` is page 1; `?page=02`, `0` or `x` name no page. */
export function blogPageRequest(search: URLSearchParams): BlogPageRequest {
  const raw = search.get('page');
  const page = raw === null ? 1 : /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  return { page, tag: search.get('tag')?.trim() || null };
}

/** The key of one page of the list in the query cache (see BLOG_PAGE_KEY_PREFIX). */
export function blogPageKey({ page, tag }: BlogPageRequest): string {
  const params = new URLSearchParams({ page: page === null ? 'none' : String(page) });
  if (tag) params.set('tag', tag);
  return BLOG_PAGE_KEY_PREFIX + params.toString();
}

/** The request a key made by blogPageKey stands for; null for any other key. */
export function blogPageRequestOfKey(key: string): BlogPageRequest | null {
  if (!key.startsWith(BLOG_PAGE_KEY_PREFIX)) return null;
  return blogPageRequest(new URLSearchParams(key.slice(BLOG_PAGE_KEY_PREFIX.length)));
}

/** The blog is shown in pages once it has more posts than one page holds; below that, as one list. */
export function isPaginated(postCount: number): boolean {
  return postCount > BLOG_PAGE_SIZE;
}

/** The posts carrying a tag (a card's tags: a post without any shows the default ones). */
export function postsTagged(posts: readonly PostSummary[], tag: string | null): readonly PostSummary[] {
  if (!tag) return posts;
  const wanted = tag.toLowerCase();
  return posts.filter((post) => cardTags(post.tags).some((t) => t.toLowerCase() === wanted));
}

/**
 * One page of the list, newest first as the index gives it, narrowed to the tag first; `page` is
 * null when that page does not exist. An empty list still has its page 1 (which says no post is
 * tagged so).
 */
export function blogPageOf(posts: readonly PostSummary[], { page, tag }: BlogPageRequest): BlogPage {
  const shown = postsTagged(posts, tag);
  const pageCount = Math.max(1, Math.ceil(shown.length / BLOG_PAGE_SIZE));
  if (page === null || page > pageCount) return { posts: [], page: null, pageCount, total: shown.length };
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return { posts: shown.slice(start, start + BLOG_PAGE_SIZE), page, pageCount, total: shown.length };
}

/**
 * The canonical address of a page of a tag's list: tags match without regard to case, so
 * `?tag=Mapping` and `?tag=mapping` are one page, named in lower case (crawlers see one page).
 */
export function blogPageCanonical(page: number, tag: string | null): string {
  return blogPageHref(page, tag && tag.toLowerCase());
}

/** The address of a page of the list: page 1 is /blog itself; the tag is kept. */
export function blogPageHref(page: number, tag: string | null): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (tag) params.set('tag', tag);
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}
