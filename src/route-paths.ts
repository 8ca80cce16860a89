// The site's pages as crawlers see them, read from the one route table: the fixed paths the
// sitemap lists, and the path prefixes robots.txt keeps crawlers out of. A page added to the
// table is in the sitemap with no second list to update.
import type { RouteObject } from 'react-router-dom';
import { routes } from './routes';

/** Path prefixes crawlers are kept out of: the console and the JSON API. */
export const CRAWLER_DISALLOWED: readonly string[] = ['/admin', '/api/'];

const isDisallowed = (path: string) => CRAWLER_DISALLOWED.some((prefix) => path.startsWith(prefix));

/**
 * Fixed pages that are no content of their own: search results (noindex, decision 062). Crawlers
 * may fetch them, to read the noindex, but the sitemap does not offer them.
 */
const NOT_IN_SITEMAP: readonly string[] = ['/search'];

/**
 * Every page of the table at a fixed path, in table order: routes with a :param or the catch-all
 * `*` are left out (their pages come from content), and so are the disallowed ones and search.
 */
export function staticPagePaths(table: readonly RouteObject[] = routes): string[] {
  const paths: string[] = [];
  const walk = (list: readonly RouteObject[], base: string) => {
    for (const route of list) {
      const own = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
      if (route.children) walk(route.children, own);
      else if (route.index || route.path !== undefined) paths.push(own || '/');
    }
  };
  walk(table, '');
  return paths.filter((path) => !/[:*]/.test(path) && !isDisallowed(path) && !NOT_IN_SITEMAP.includes(path));
}
