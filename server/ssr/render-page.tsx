// Server rendering (DESIGN.md "Page GET"): match the route, prefill a fresh QueryClient from
// the index through the read API's own resolver, render the whole document with React, and
// hand the browser the dehydrated state. Rendered HTML is cached per URL and content version.
import { Writable } from 'node:stream';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { serializeAppState, type AppState } from '../../src/app-state';
import { Document } from '../../src/document';
import { createQueryClient } from '../../src/lib/query-client';
import { SiteUrlContext } from '../../src/lib/site-context';
import { routes, type RouteHandle } from '../../src/routes';
import { resolveRead } from '../api/read-api';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { CompressedBody } from '../http/compressed-body';
import { pageAssets, type AssetManifest } from './asset-manifest';
import { criticalCss } from './critical-css';

export interface RenderedPage {
  status: number;
  html: string;
  /** The HTML, compressed once per encoding when first asked for. */
  body: CompressedBody;
  /** Set when the router answered with a redirect. */
  location?: string;
}

export interface PageRendererOptions {
  index: ContentIndex;
  manifest: AssetManifest;
  siteUrl: string;
}

const CACHE_LIMIT = 500;
const CRITICAL_CSS_PLACEHOLDER = '/*folio:critical-css*/';

export function createPageRenderer({ index, manifest, siteUrl }: PageRendererOptions) {
  const handler = createStaticHandler(routes);
  const cache = new VersionCache<string, RenderedPage>(index, CACHE_LIMIT);

  async function renderUncached(url: URL): Promise<RenderedPage> {
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const queryClient = createQueryClient();
    let status = 200;
    let drawnInBrowser = false;
    for (const { route, params } of matches) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.status) status = handle.status;
      if (handle?.drawnInBrowser) drawnInBrowser = true;
      for (const path of handle?.queries?.(params, url.searchParams) ?? []) {
        const result = resolveRead(index, path);
        if (!result) throw new Error(`route ${route.id} asks for ${path}, which is not a read endpoint`);
        if (result.status === 404) status = 404;
        queryClient.setQueryData([path], result.status === 200 ? result.body : null);
      }
    }

    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      return { status: context.status, html: '', body: new CompressedBody(''), location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const state: AppState = {
      assets: pageAssets(manifest, matches.map((match) => match.route.id ?? ''), drawnInBrowser),
      siteUrl,
      queries: dehydrate(queryClient),
    };
    const stateJson = serializeAppState(state);
    const rendered = await renderToHtml(
      <Document assets={state.assets} stateJson={stateJson} criticalCss={CRITICAL_CSS_PLACEHOLDER}>
        <SiteUrlContext value={siteUrl}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </SiteUrlContext>
      </Document>,
    );
    queryClient.clear();
    // The CSS a page needs is known once its HTML is: it takes the placeholder's place.
    const html = state.assets.criticalCss && manifest.stylesheet ? rendered.replace(CRITICAL_CSS_PLACEHOLDER, () => criticalCss(manifest.stylesheet!, rendered)) : rendered;
    return { status, html, body: new CompressedBody(html) };
  }

  async function renderPage(url: URL): Promise<RenderedPage> {
    const key = pageCacheKey(url);
    const cached = cache.get(key);
    if (cached) return cached;
    const builtAt = index.version;
    const page = await renderUncached(url);
    cache.set(key, page, builtAt);
    return page;
  }

  /** The page rendered for this URL in the current content version, if any (the short path's lookup). */
  function cachedPage(url: URL): RenderedPage | undefined {
    return cache.get(pageCacheKey(url));
  }

  return Object.assign(renderPage, { cached: cachedPage });
}

/** The URL a request's path names on this site. */
export function pageUrl(requestUrl: string, siteUrl: string): URL {
  // Collapse leading slashes: '//host/x' must stay a path on this site, not another origin.
  return new URL(requestUrl.replace(/^\/+/, '/'), siteUrl);
}

/** URLs parsed at most once per request path (the short path asks for the same few again and again). */
export function rememberedPageUrls(siteUrl: string, limit = 1000): (requestUrl: string) => URL {
  const parsed = new Map<string, URL>();
  return (requestUrl) => {
    let url = parsed.get(requestUrl);
    if (!url) {
      // Bounded: arbitrary request paths must not grow it without end.
      if (parsed.size >= limit) parsed.clear();
      parsed.set(requestUrl, (url = pageUrl(requestUrl, siteUrl)));
    }
    return url;
  };
}

/** The page cache's key: one rendered page per distinct key and content version. */
export function pageCacheKey(url: URL): string {
  return url.pathname + url.search;
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // The page is sent whole: no Suspense boundary may be cut out into a later chunk, whose
      // reveal would need an inline script (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}
