// Server rendering of every page GET: match the route, prefill a fresh QueryClient from
// the index through the read API's own resolver, render the whole document with React, then
// each island on it as a root of its own (decision 102). The browser gets HTML, never the
// query cache: it hydrates only the islands, from their props. Rendered HTML is cached per content version and page
// URL: the path and the query parameters the route reads (page-url.ts), nothing else. The short
// path for cached answers (server/http/cached-answers.ts) looks pages up with `cached`.
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static.edge';
import { matchRoutes, StaticRouter, type RouteMatch } from 'react-router-dom';
import { Document } from '../../src/document';
import { IslandSlotsContext } from '../../src/islands/define-island';
import { createQueryClient } from '../../src/lib/query-client';
import { SiteUrlContext } from '../../src/lib/site-context';
import { SocialImageTagsContext } from '../../src/lib/social-image';
import { THEME_SCRIPT } from '../../src/lib/theme-script';
import { AppRoutes, routes, type RouteHandle } from '../../src/routes';
import { resolveRead, type ReadResult } from '../api/read-api';
import type { ContentIndex } from '../content/content-index';
import type { Logger } from '../logger';
import { VersionCache } from '../content/version-cache';
import { CompressedBody } from '../http/compressed-body';
import { SocialImageTags } from '../social-images/social-image-tags';
import type { AssetManifest } from './asset-manifest';
import { styledPage } from './critical-css';
import { createIslandCollector } from './islands';
import { resolvePostListRead, type PageRead } from './post-list-reads';
import { pageUrl, readSearchParams, requestedPageUrl, tidyPageTarget } from './page-url';

export interface RenderedPage {
  status: number;
  /** The HTML, compressed once per encoding when first asked for. */
  body: CompressedBody;
  /** The HTML as text, decoded from `body` when asked for: the cache holds only the bytes. */
  readonly html: string;
  /** A page for one visitor (a preview link): never cached, and answered as private and noindex. */
  private?: boolean;
  /**
   * The private reads the page was rendered from (`/api/preview/<token>`), whatever the case or
   * trailing slash of the path it was asked at: what the answer grants (the preview's media).
   */
  privateReads?: string[];
}

export interface PageRendererOptions {
  index: ContentIndex;
  manifest: AssetManifest;
  siteUrl: string;
  /** Reads beyond the public read API that private routes ask for (a preview link's post). */
  privateReads?: (pathname: string) => ReadResult | null;
  /** Told when a page's critical CSS is over its limit (the page then links the stylesheet). */
  logger?: Pick<Logger, 'warn'>;
}

const CACHE_LIMIT = 500;
/** Request targets whose cache key is remembered for the short path (bounded: targets are arbitrary). */
const KEY_MEMO_LIMIT = 1000;

export interface PageRenderer {
  (url: URL): Promise<RenderedPage>;
  /** How many pages were rendered rather than served from the cache, for tests and diagnostics. */
  stats(): { renders: number };
  /**
   * The page already rendered in this content version for a request target (`req.url`: path
   * and query), if any. It never renders; the target's cache key is worked out once and kept.
   */
  cached(requestTarget: string): RenderedPage | undefined;
}

interface PageRequest {
  /** The URL the page is rendered from: the path and the parameters its routes read. */
  url: URL;
  /** The cache key: one rendered page per key and content version. */
  key: string;
  matches: RouteMatch[];
  /** A route of the page is private (handle.private): rendered per request, never cached. */
  private: boolean;
}

export function createPageRenderer({ index, manifest, siteUrl, privateReads, logger }: PageRendererOptions): PageRenderer {
  const cache = new VersionCache<string, RenderedPage>(index, CACHE_LIMIT);
  // Requests for a page that is being rendered wait for that render instead of starting their
  // own: a burst right after a content change would otherwise render it once per request.
  const inFlight = new Map<string, Promise<RenderedPage>>();
  let renders = 0;

  /** A query a route names: an API path, a private read, or a list of posts cut for the page. */
  function pageRead(path: string): (PageRead & { private?: boolean }) | null {
    const list = resolvePostListRead(index, path);
    if (list) return list;
    const publicResult = resolveRead(index, path);
    const result = publicResult ?? privateReads?.(path) ?? null;
    // Routes name their reads from constants: a malformed one is this code's mistake, not a visitor's.
    if (result?.status === 400) throw new Error(`a route asks for ${path}: ${result.body.message}`);
    return result && { key: path, status: result.status, data: result.status === 200 ? result.body : null, ...(!publicResult && { private: true }) };
  }

  async function renderUncached(url: URL, matches: RouteMatch[]): Promise<RenderedPage> {
    renders += 1;
    const queryClient = createQueryClient();
    let status = 200;
    let drawnInBrowser = false;
    const privateReadPaths: string[] = [];
    for (const { route, params } of matches) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.status) status = handle.status;
      if (handle?.drawnInBrowser) drawnInBrowser = true;
      for (const path of handle?.queries?.(params, url.searchParams) ?? []) {
        const read = pageRead(path);
        if (!read) throw new Error(`route ${route.id} asks for ${path}, which is not a read endpoint`);
        if (read.status === 404) status = 404;
        if (read.private) privateReadPaths.push(path);
        queryClient.setQueryData([read.key], read.data);
      }
    }

    const islands = createIslandCollector();
    const html = await renderToHtml(
      <Document assets={manifest} themeScript={THEME_SCRIPT}>
        <SiteUrlContext value={siteUrl}>
          <SocialImageTagsContext value={SocialImageTags}>
            <IslandSlotsContext value={islands}>
              <QueryClientProvider client={queryClient}>
                <StaticRouter location={url.pathname + url.search}>
                  <AppRoutes />
                </StaticRouter>
              </QueryClientProvider>
            </IslandSlotsContext>
          </SocialImageTagsContext>
        </SiteUrlContext>
      </Document>,
    );
    queryClient.clear();
    // The page's critical CSS at the end of its head, after the tags link previews read; a page
    // whose first view an island draws cannot tell which it needs, and links the stylesheet there.
    const styled = styledPage(islands.fill(html, manifest.islands), pageStyle(url, drawnInBrowser)).html;
    const page = renderedPage(status, styled);
    return privateReadPaths.length > 0 ? Object.assign(page, { privateReads: privateReadPaths }) : page;
  }

  const pageStyle = (url: URL, drawnInBrowser: boolean) => ({
    rules: drawnInBrowser ? undefined : manifest.cssRules,
    href: manifest.css[0]!,
    onOverLimit: (bytes: number) => logger?.warn('page: its top needs more critical CSS than the limit; the stylesheet is linked in the head instead', { page: url.pathname, bytes }),
  });

  function pageRequest(requested: URL): PageRequest {
    const matches = matchRoutes(routes, requested.pathname) ?? [];
    const url = pageUrl(requested, readSearchParams(matches));
    const isPrivate = matches.some((match) => (match.route.handle as RouteHandle | undefined)?.private);
    return { url, key: url.pathname + url.search, matches, private: isPrivate };
  }

  async function renderPage(requested: URL): Promise<RenderedPage> {
    const { url, key, matches, private: isPrivate } = pageRequest(requested);
    if (isPrivate) return Object.assign(await renderUncached(url, matches), { private: true });
    const cached = cache.get(key);
    if (cached) return cached;
    const builtAt = index.version;
    const renderKey = `${builtAt} ${key}`;
    let rendering = inFlight.get(renderKey);
    if (!rendering) {
      rendering = renderUncached(url, matches)
        .then((page) => {
          cache.set(key, page, builtAt);
          return page;
        })
        .finally(() => inFlight.delete(renderKey));
      inFlight.set(renderKey, rendering);
    }
    return rendering;
  }

  // The routes never change while the server runs, so a request target's key holds for good.
  // A private page's target is remembered as null: it is never answered from the cache.
  const keys = new Map<string, string | null>();
  function cachedPage(requestTarget: string): RenderedPage | undefined {
    let key = keys.get(requestTarget);
    if (key === undefined) {
      try {
        const request = pageRequest(requestedPageUrl(requestTarget, siteUrl));
        // An untidy target is redirected by the ordinary way, never answered with its tidy page.
        key = request.private || tidyPageTarget(requestTarget) !== null ? null : request.key;
      } catch {
        return undefined; // an unreadable target takes the ordinary way, which answers it
      }
      if (keys.size >= KEY_MEMO_LIMIT) keys.clear();
      keys.set(requestTarget, key);
    }
    return key === null ? undefined : cache.get(key);
  }

  return Object.assign(renderPage, { stats: () => ({ renders }), cached: cachedPage });
}

function renderedPage(status: number, html: string): RenderedPage {
  const body = new CompressedBody(html);
  return {
    status,
    body,
    get html() {
      return body.raw.toString('utf8');
    },
  };
}

/**
 * The document as one string, once everything in it has rendered. The edge build's `prerender`
 * runs without Node's AsyncLocalStorage: the Node build's stream wraps each render in one, which
 * in Node 20 turns async hooks on for the whole process for good, a cost every later request
 * paid, cached answers included (decision 107). No Suspense boundary is cut out into a later
 * chunk, whose reveal would need an inline script (the CSP allows none).
 */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure !== undefined) throw failure;
  return new Response(prelude).text();
}
