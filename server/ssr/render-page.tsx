// Server rendering of every page GET: match the route, prefill a fresh QueryClient from
// the index through the read API's own resolver, render the whole document with React, and
// hand the browser the dehydrated state. Rendered HTML is cached per content version and page
// URL: the path and the query parameters the route reads (page-url.ts), nothing else.
import { Writable } from 'node:stream';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteMatch } from 'react-router-dom';
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
import { pageUrl, readSearchParams } from './page-url';

export interface RenderedPage {
  status: number;
  /** The HTML, compressed once per encoding when first asked for. */
  body: CompressedBody;
  /** The HTML as text, decoded from `body` when asked for: the cache holds only the bytes. */
  readonly html: string;
  /** Set when the router answered with a redirect. */
  location?: string;
}

export interface PageRendererOptions {
  index: ContentIndex;
  manifest: AssetManifest;
  siteUrl: string;
}

const CACHE_LIMIT = 500;

export interface PageRenderer {
  (url: URL): Promise<RenderedPage>;
  /** How many pages were rendered rather than served from the cache, for tests and diagnostics. */
  stats(): { renders: number };
}

export function createPageRenderer({ index, manifest, siteUrl }: PageRendererOptions): PageRenderer {
  const handler = createStaticHandler(routes);
  const cache = new VersionCache<string, RenderedPage>(index, CACHE_LIMIT);
  // Requests for a page that is being rendered wait for that render instead of starting their
  // own: a burst right after a content change would otherwise render it once per request.
  const inFlight = new Map<string, Promise<RenderedPage>>();
  let renders = 0;

  async function renderUncached(url: URL, matches: RouteMatch[]): Promise<RenderedPage> {
    renders += 1;
    const queryClient = createQueryClient();
    let status = 200;
    for (const { route, params } of matches) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.status) status = handle.status;
      for (const path of handle?.queries?.(params, url.searchParams) ?? []) {
        const result = resolveRead(index, path);
        if (!result) throw new Error(`route ${route.id} asks for ${path}, which is not a read endpoint`);
        if (result.status === 404) status = 404;
        queryClient.setQueryData([path], result.status === 200 ? result.body : null);
      }
    }

    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      return renderedPage(context.status, '', context.headers.get('Location') ?? '/');
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const state: AppState = {
      assets: pageAssets(manifest, matches.map((match) => match.route.id ?? '')),
      siteUrl,
      queries: dehydrate(queryClient),
    };
    const stateJson = serializeAppState(state);
    const html = await renderToHtml(
      <Document assets={state.assets} stateJson={stateJson}>
        <SiteUrlContext value={siteUrl}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </SiteUrlContext>
      </Document>,
    );
    queryClient.clear();
    return renderedPage(status, html);
  }

  async function renderPage(requested: URL): Promise<RenderedPage> {
    const matches = matchRoutes(routes, requested.pathname) ?? [];
    const url = pageUrl(requested, readSearchParams(matches));
    const key = url.pathname + url.search;
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

  return Object.assign(renderPage, { stats: () => ({ renders }) });
}

function renderedPage(status: number, html: string, location?: string): RenderedPage {
  const body = new CompressedBody(html);
  return {
    status,
    body,
    get html() {
      return body.raw.toString('utf8');
    },
    ...(location !== undefined && { location }),
  };
}

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
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}
