// The Express application: health check, static files, the JSON API and server-rendered pages,
// in the order a request meets them, behind the short path that answers cached pages and API
// answers without it (decision 022). Every request is logged first, whichever way it goes.
// Every service is built once by startFolio (server/start.ts) and handed in.
import compression from 'compression';
import express, { type Express } from 'express';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONSOLE_MOUNT, consoleAliases, consoleRouter } from './admin/console-router';
import { sessionRoutes } from './admin/session-routes';
import { apiErrorHandler, apiNotFoundHandler } from './api/api-error';
import { lastBackupCheck } from './backup/content-backup-check';
import { JSON_TYPE, READ_CACHE_CONTROL, ReadAnswers, readRouter } from './api/read-api';
import { cachedAnswers } from './http/cached-answers';
import { sendCompressed } from './http/compressed-body';
import { securityHeaders } from './http/security-headers';
import { cachedAnswerLog, requestLog } from './http/request-log';
import { SPECULATION_RULES_HEADERS, SPECULATION_RULES_PATH, speculationRules } from './http/speculation-rules';
import { hashedAssets } from './http/static-assets';
import { contentMedia } from './images/content-media-route';
import { imageResizer } from './images/image-resizer';
import { imageSources, type ImageSource } from './images/image-sources';
import { postMediaTest } from './images/media-cache-policy';
import { mediaVisibility } from './images/media-visibility';
import { renditionWarmUp, warmedPages } from './images/rendition-warm-up';
import { unpublishedMedia } from './images/unpublished-media';
import { unsavedMedia } from './images/unsaved-media-route';
import { thumbnailCopies, thumbnailCopyRoute, thumbnailFetch } from './images/thumbnail-copies';
import { THUMBNAIL_COPY_PREFIX } from '../src/lib/thumbnail-copy';
import { leadsRouter } from './leads/leads-router';
import { grantPreviewOf, previewRead, previewRoutes, privateAnswer } from './previews/preview-routes';
import { seoRouter } from './seo/seo-router';
import { socialImageRoute } from './social-images/social-image-route';
import { requestedPageUrl, tidyPageTarget } from './ssr/page-url';
import { createPageRenderer } from './ssr/render-page';
import type { FolioServices } from './services';
import { syncRouter } from './sync/sync-router';
import { templateRouter } from './templates/template-router';

/** The site's request listener: cached answers by the short path, everything else by Express. */
export type SiteRequestListener = RequestListener & { express: Express };

export function createApp(services: FolioServices): SiteRequestListener {
  const { config, index, manifest, logger, auth, leads, sync, syncRefusal } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Which proxy hops may name the visitor's address (req.ip), which the lead rate limits key on.
  app.set('trust proxy', config.trustProxy);

  // The request log runs before Express and in the short path (below), not in Express.
  const security = securityHeaders(index);
  app.use(security.middleware);

  app.get('/healthz', async (_req, res) => {
    const { filesWithErrors, filesWithNotes } = index.problemCounts();
    const check = await lastBackupCheck(config.dataDir);
    const backup = check && { checkedAt: check.checkedAt, ok: check.ok, differences: check.differences.length, error: check.error };
    // `refused`: CONTENT_GIT_REMOTE is set, but sync would push a larger repository (server/sync/sync-refusal.ts).
    const syncState = sync ? { sync: sync.health() } : syncRefusal ? { sync: 'refused', syncRefused: syncRefusal.publicMessage } : { sync: 'off' };
    // contentWaiting: files set aside as slow at start or since, served once they are read.
    res.set('Cache-Control', 'no-store').json({ status: 'ok', contentVersion: index.version, contentProblems: filesWithErrors, contentNotes: filesWithNotes, contentWaiting: index.waitingFiles(), ...syncState, backup });
  });

  // Pages and JSON are compressed on the fly; hashed assets were compressed at build time.
  app.use(compression());
  app.use('/assets', hashedAssets(path.join(config.clientDir, 'assets')));
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.png'));
  const sources = imageSources(config.contentDir, config.publicDir);
  const fetchUrl = thumbnailFetch(config.contentFetchTestOrigins);
  const thumbnails = thumbnailCopies({ index, cacheDir: path.join(config.dataDir, 'thumbnail-copies'), sources, logger, fetchUrl });
  void thumbnails.refresh();
  const allSources: ImageSource = (urlPath) => (urlPath.startsWith(THUMBNAIL_COPY_PREFIX) ? thumbnails.source(urlPath) : sources(urlPath));
  // The media handlers, behind the rule that keeps unpublished posts' media private (decision 037).
  const media = express.Router();
  media.use(unsavedMedia({ unsaved: services.unsaved, auth }));
  const visibility = mediaVisibility(index);
  media.use(unpublishedMedia({ visibility, auth, previews: services.previews, index, placing: services.unsaved.placing }));
  // A post's own media is cached briefly, so it leaves shared caches soon after its post goes back to draft (decision 085-a-posts-media-is-cached-briefly).
  const isPostMedia = postMediaTest(visibility);
  const resizer = imageResizer({ sources: allSources, cacheDir: path.join(config.dataDir, 'image-cache'), logger, isPostMedia });
  media.use(resizer);
  media.use(thumbnailCopyRoute(thumbnails));
  media.use(contentMedia(config.contentDir, isPostMedia));
  app.use(media);
  // Each post's, project's and template's own share image (decision 064).
  app.use(socialImageRoute({ index, sources, cacheDir: path.join(config.dataDir, 'social-images'), logger }));
  // Site images change rarely and keep their names; a month of caching is what a visitor expects.
  app.use(express.static(config.publicDir, { index: false, maxAge: '30d', redirect: false }));

  // Before the JSON parser: the webhook's signature covers the raw body.
  app.use('/api', syncRouter({ sync, syncRefusal, webhookSecret: config.sync?.webhookSecret, logger }));
  app.use('/api', express.json({ limit: '1mb' }));
  // Sign-in, then every console endpoint behind its one guard, then the spec's console calls
  // under /api/blog (before the read API, so GET /api/blog with a bearer is the console's list).
  app.use('/api', sessionRoutes(auth, services.passkeys));
  const consoleApi = consoleRouter(services);
  app.use(CONSOLE_MOUNT, consoleApi);
  app.use('/api', consoleAliases(consoleApi));
  app.use('/api', previewRoutes(services));
  app.use('/api', templateRouter({ index, templatesDir: config.templatesDir, logger }));
  const readAnswers = new ReadAnswers(index);
  app.use('/api', readRouter(readAnswers));
  app.use('/api', leadsRouter({ ...leads, rateLimit: config.leadsRateLimit, index, logger }));
  app.use('/api', apiNotFoundHandler);
  app.use('/api', apiErrorHandler(logger));

  app.use(seoRouter(index, config.siteUrl));
  app.get(SPECULATION_RULES_PATH, speculationRules);
  // The console is /admin/blog (spec §2); /admin is where a new owner types first.
  app.get(['/admin', '/admin/'], (_req, res) => res.redirect(302, '/admin/blog'));

  const renderPage = createPageRenderer({ index, manifest, siteUrl: config.siteUrl, privateReads: (pathname) => previewRead(index, services.previews, pathname), logger });
  if (config.imageWarmUp) {
    // The main pages' resized images, made after the start and after each change (decision 073).
    const pageHtml = async (pagePath: string) => {
      const page = await renderPage(requestedPageUrl(pagePath, config.siteUrl));
      return page.status === 200 ? page.html : null;
    };
    const warmUp = renditionWarmUp({ pages: () => warmedPages(index), pageHtml, warm: resizer.warm, logger });
    index.onChange(() => warmUp.soon());
    warmUp.soon();
  }
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      // `//blog`, `/x/../blog`: the page's own address, not the page at another.
      const tidy = tidyPageTarget(req.originalUrl);
      if (tidy !== null) return res.set('Cache-Control', PAGE_CACHE_CONTROL).redirect(301, tidy);
      const page = await renderPage(requestedPageUrl(req.originalUrl, config.siteUrl));
      // An old address of an item (aliases:, redirect_from:) answers where a page would be missing (decision 065).
      const moved = page.status === 404 ? redirectTarget(index, req.path, req.originalUrl) : undefined;
      if (moved) return res.set('Cache-Control', PAGE_CACHE_CONTROL).redirect(301, moved);
      if (page.private) privateAnswer(res);
      else res.set('Cache-Control', PAGE_CACHE_CONTROL);
      res.set(SPECULATION_RULES_HEADERS);
      // The preview's holder may see its post's unpublished images (decision 037), at whichever
      // address the page was rendered (/PREVIEW/<token>, /preview/<token>/): by the read it made.
      if (page.private && page.status === 200) for (const read of page.privateReads ?? []) grantPreviewOf(req, res, services.previews, read);
      sendCompressed(req, res, page.body, page.status, HTML_TYPE);
    } catch (error) {
      next(error);
    }
  });

  app.use(((error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).type('text/plain').send('The address could not be read. Check the link and try again.');
      return;
    }
    logger.error(`page: ${req.method} ${req.path} failed`, error);
    res.status(500).type('text/plain').send('Something went wrong on our side. Please try again in a moment.');
  }) as express.ErrorRequestHandler);

  const fromCache = cachedAnswers({
    sources: { page: (requestTarget) => renderPage.cached(requestTarget), api: (requestTarget) => readAnswers.cached(requestTarget) },
    securityHeaders: security.values,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    page: { cacheControl: PAGE_CACHE_CONTROL, contentType: HTML_TYPE, headers: SPECULATION_RULES_HEADERS },
    api: { cacheControl: READ_CACHE_CONTROL, contentType: JSON_TYPE },
    // Every request has its log line, whichever path answers it.
    onAnswer: cachedAnswerLog(logger),
  });
  const logRequest = requestLog(logger);
  return Object.assign(
    (req: IncomingMessage, res: ServerResponse) => {
      if (fromCache(req, res)) return;
      logRequest(req, res);
      void app(req, res);
    },
    { express: app },
  );
}

/**
 * Where an item's old address leads, its query string kept; never for the console's paths (/api
 * never reaches the pages).
 */
function redirectTarget(index: FolioServices['index'], pathname: string, requestTarget: string): string | undefined {
  if (/^\/admin(?:\/|$)/i.test(pathname)) return undefined;
  const target = index.redirectFor(pathname);
  if (!target) return undefined;
  const query = requestTarget.indexOf('?');
  return query === -1 ? target : target + requestTarget.slice(query);
}

/** Pages change with the content: browsers and CDNs revalidate them by ETag. */
const PAGE_CACHE_CONTROL = 'no-cache';
const HTML_TYPE = 'text/html; charset=utf-8';
