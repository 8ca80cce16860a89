// The console's endpoints, all under one mount (/api/admin) behind one guard (requireAdmin,
// attached once, at the top): a route added to any of the routers below cannot be reached
// without a valid session or the password, whichever folder it lives in (decision 047). Sign-in
// itself (session-routes.ts) is the one console call outside the guard, and is mounted apart.
//
// The product spec (§7) fixes four console calls under /api/blog; consoleAliases hands them to
// this same router, so they pass the same guard:
//   HEAD /api/blog, GET /api/blog with an Authorization header, POST /api/blog, POST /api/blog/generate
// GET /api/blog without the header is the public list (server/api/read-api.ts).
import { Router, type Handler } from 'express';
import { backupRouter } from '../backup/backup-router';
import { previewLinkRoutes } from '../previews/preview-routes';
import type { FolioServices } from '../services';
import { syncStatusRoutes } from '../sync/sync-router';
import { blogRoutes } from './blog-routes';
import { imageRoutes } from './image-routes';
import { leadRoutes } from './lead-routes';
import { postRoutes } from './post-routes';
import { requireAdmin } from './require-admin';

/** Where the console router is mounted. */
export const CONSOLE_MOUNT = '/api/admin';

/** Every console endpoint, its paths relative to CONSOLE_MOUNT; the guard answers first. */
export function consoleRouter(services: FolioServices): Router {
  const router = Router();
  router.use(requireAdmin(services.auth));
  router.use(blogRoutes(services));
  router.use(postRoutes(services));
  router.use(imageRoutes(services));
  router.use(previewLinkRoutes(services));
  router.use(leadRoutes(services.leads));
  router.use(syncStatusRoutes(services));
  router.use(backupRouter(services));
  return router;
}

/** The spec's console calls under /api (mounted there, before the read API), sent through `consoleApi`. */
export function consoleAliases(consoleApi: Router): Router {
  const aliases = Router();
  const throughConsole: Handler = (req, res, next) => consoleApi(req, res, next);
  aliases.head('/blog', throughConsole);
  aliases.get('/blog', (req, res, next) => (req.get('authorization') ? consoleApi(req, res, next) : next()));
  aliases.post('/blog', throughConsole);
  aliases.post('/blog/generate', throughConsole);
  return aliases;
}
