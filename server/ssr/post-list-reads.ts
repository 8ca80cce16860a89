// What the server puts in a page's query cache for the lists of posts it shows (decision 058).
// /blog: a blog of at most one page gets the whole list under the API's own key, as it always
// has, so its page is unchanged to the byte; a longer one gets only the page shown, under a key
// of its own, so a page of 10,000 posts carries 50 of them to the browser instead of all. (The
// home page and a post's page ask the read API for the few they show: /api/blog?limit=, 059.)
import { blogPageOf, blogPageRequestOfKey, isPaginated } from '../../src/lib/blog-pages';
import type { ContentIndex } from '../content/content-index';

export interface PageRead {
  /** The query key the data goes under (not always the key the route named). */
  key: string;
  status: 200 | 404;
  data: unknown;
}

/** The read for a key made by blogPageKey; null for any other key. */
export function resolvePostListRead(index: ContentIndex, key: string): PageRead | null {
  const request = blogPageRequestOfKey(key);
  if (!request) return null;
  const posts = index.listPosts();
  const page = blogPageOf(posts, request);
  // A page that does not exist, or a tag no post has (`?tag=<any text>`), is no page of the site.
  const status = page.page === null || (request.tag !== null && page.total === 0) ? 404 : 200;
  if (!isPaginated(posts.length)) return { key: '/api/blog', status, data: posts };
  return { key, status, data: page };
}
