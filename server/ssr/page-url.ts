// The part of a requested URL that a page's HTML depends on: its path, and the query parameters
// its routes say they read (RouteHandle.searchParams), in a fixed order. The renderer renders
// from this URL and caches under it, so a `?cb=<random>` the page never reads, or the same
// parameters in another order, is served from the cache instead of costing a fresh render.
// Also how a request target becomes that URL: an address never shows another page than its own
// (issue 40), so a backslash stays a character of the path, and repeated slashes and dot
// segments are sent to the tidy address instead of being rendered there.
import type { RouteHandle } from '../../src/routes';
import { oneAddress } from './one-address';

/** The query parameters read by the matched routes, from each route's handle. */
export function readSearchParams(matches: readonly { route: { handle?: unknown } }[]): Set<string> {
  return new Set(matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.searchParams ?? []));
}

/**
 * `url` with only the parameters in `read`, sorted by name, each with its first value (what
 * URLSearchParams.get, and so useSearchParams().get, reads), and no fragment.
 */
export function pageUrl(url: URL, read: ReadonlySet<string>): URL {
  const kept = new URLSearchParams();
  for (const name of [...read].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const page = new URL(url.href);
  page.search = kept.toString();
  page.hash = '';
  return page;
}

/** The URL a request target (`req.url`, `req.originalUrl`) names on this site. */
export function requestedPageUrl(requestTarget: string, siteUrl: string): URL {
  const { path, query } = splitTarget(requestTarget);
  // A URL parser reads `\` as `/` (and `/\x/blog` as the host x): here it is a character of the
  // path, which no page has. Leading slashes are collapsed: '//host/x' must stay on this site.
  return new URL(path.replaceAll('\\', '%5C').replace(/^\/+/, '/') + query, siteUrl);
}

/** Repeated slashes, or a `.` or `..` segment (written `%2e` too), anywhere in a path. */
const UNTIDY_PATH = /\/\/|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * Where a request target with repeated slashes or dot segments (`//blog`, `/x/../blog`), or a
 * page's path in another case or with a trailing slash (`/Blog/`, one-address.ts), belongs: its
 * path tidied, the query kept; null when it is tidy. Its meaning is clear, so it answers a
 * redirect rather than the page at an address that is not the page's.
 */
export function tidyPageTarget(requestTarget: string): string | null {
  const { path, query } = splitTarget(requestTarget);
  // A target in absolute form (`http://host/blog`, from a proxy) names its path after the host.
  if (!path.startsWith('/')) return null;
  const tidy = oneAddress(UNTIDY_PATH.test(path) ? requestedPageUrl(path.replace(/\/{2,}/g, '/'), 'http://folio.invalid').pathname : path);
  return tidy === path ? null : tidy + query;
}

function splitTarget(requestTarget: string): { path: string; query: string } {
  const at = requestTarget.indexOf('?');
  return at === -1 ? { path: requestTarget, query: '' } : { path: requestTarget.slice(0, at), query: requestTarget.slice(at) };
}
