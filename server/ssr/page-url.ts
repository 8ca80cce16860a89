// The part of a requested URL that a page's HTML depends on: its path, and the query parameters
// its routes say they read (RouteHandle.searchParams), in a fixed order. The renderer renders
// from this URL and caches under it, so a `?cb=<random>` the page never reads, or the same
// parameters in another order, is served from the cache instead of costing a fresh render.
import type { RouteHandle } from '../../src/routes';

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
