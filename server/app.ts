// The Express application: health check, static files, the JSON API and server-rendered pages,
// in the order a request meets them. Every service is built once by startFolio (server/start.ts)
// and handed in.
import compression from 'compression';
import express, { type Express } from 'express';
import path from 'node:path';
import { adminRouter } from './admin/admin-router';
import { apiErrorHandler, apiNotFoundHandler } from './api/api-error';
import { backupRouter } from './backup/backup-router';
import { lastBackupCheck } from './backup/content-backup-check';
import { readRouter } from './api/read-api';
import { sendCompressed } from './http/compressed-body';
import { securityHeaders } from './http/security-headers';
import { requestLog } from './http/request-log';
import { hashedAssets } from './http/static-assets';
import { contentMedia } from './images/content-media-route';
import { imageResizer } from './images/image-resizer';
import { imageSources } from './images/image-sources';
import { leadsRouter } from './leads/leads-router';
import { seoRouter } from './seo/seo-router';
import { createPageRenderer } from './ssr/render-page';
import type { FolioServices } from './start';
import { syncRouter } from './sync/sync-router';
import { templateRouter } from './templates/template-router';

export function createApp(services: FolioServices): Express {
  const { config, index, manifest, logger, auth, leads, sync } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Which proxy hops may name the visitor's address (req.ip), which the lead rate limits key on.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(logger));
  app.use(securityHeaders(index));

  app.get('/healthz', async (_req, res) => {
    const { filesWithErrors, filesWithNotes } = index.problemCounts();
    const check = await lastBackupCheck(config.dataDir);
    const backup = check && { checkedAt: check.checkedAt, ok: check.ok, differences: check.differences.length, error: check.error };
    res.set('Cache-Control', 'no-store').json({ status: 'ok', contentVersion: index.version, contentProblems: filesWithErrors, contentNotes: filesWithNotes, sync: sync ? sync.health() : 'off', backup });
  });

  // Pages and JSON are compressed on the fly; hashed assets were compressed at build time.
  app.use(compression());
  app.use('/assets', hashedAssets(path.join(config.clientDir, 'assets')));
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  app.use(imageResizer({ sources: imageSources(config.contentDir, config.publicDir), cacheDir: path.join(config.dataDir, 'image-cache'), logger }));
  app.use(contentMedia(config.contentDir));
  // Site images change rarely and keep their names; a month of caching is what a visitor expects.
  app.use(express.static(config.publicDir, { index: false, maxAge: '30d', redirect: false }));

  // Before the JSON parser: the webhook's signature covers the raw body.
  app.use('/api', syncRouter({ sync, webhookSecret: config.sync?.webhookSecret, auth, repo: services.repo, logger }));
  app.use('/api', express.json({ limit: '1mb' }));
  app.use('/api', adminRouter(services));
  app.use('/api', backupRouter(services));
  app.use('/api', templateRouter({ index, templatesDir: config.templatesDir, logger }));
  app.use('/api', readRouter(index));
  app.use('/api', leadsRouter({ ...leads, rateLimit: config.leadsRateLimit, index, logger }));
  app.use('/api', apiNotFoundHandler);
  app.use('/api', apiErrorHandler(logger));

  app.use(seoRouter(index, config.siteUrl));

  const renderPage = createPageRenderer({ index, manifest, siteUrl: config.siteUrl });
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      // Collapse leading slashes: '//host/x' must stay a path on this site, not another origin.
      const page = await renderPage(new URL(req.originalUrl.replace(/^\/+/, '/'), config.siteUrl));
      if (page.location) return res.redirect(page.status, page.location);
      res.set('Cache-Control', 'no-cache');
      sendCompressed(req, res, page.body, page.status, 'text/html; charset=utf-8');
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

  return app;
}
