// The console's endpoints, all under one mount (CONSOLE_MOUNT) behind one guard (requireAdmin,
// attached once, at the top): a route added to any of the routers below cannot be reached
// without a valid session or the password, whichever folder it lives in (decision 047). Every
// route is a row of the endpoint table (src/lib/api/console-endpoints.ts), registered through
// consoleRoute (decision 049). Sign-in and sign-out (session-routes.ts) are mounted apart, before
// the guard.
//
// The product spec (§7) fixes four console calls outside the mount, under /api/blog: the table's
// session rows whose path is not under CONSOLE_MOUNT. consoleAliases hands them to this same
// router, so they pass the same guard. The list without an Authorization header is the public
// one (server/api/read-api.ts).
import { Router, type Handler } from 'express';
import { CONSOLE_MOUNT, consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { backupRouter } from '../backup/backup-router';
import { previewLinkRoutes } from '../previews/preview-routes';
import type { FolioServices } from '../services';
import { syncStatusRoutes } from '../sync/sync-router';
import { blogRoutes } from './blog-routes';
import { consoleRoute, underConsoleMount } from './console-route';
import { imageRoutes } from './image-routes';
import { leadRoutes } from './lead-routes';
import { passkeyRoutes } from './passkey-routes';
import { placeRoutes } from './place-routes';
import { postRoutes } from './post-routes';
import { requireAdmin } from './require-admin';

/** Where the console router is mounted (app.ts); the table's value. */
export { CONSOLE_MOUNT };

/** Where app.ts mounts consoleAliases. */
const ALIASES_MOUNTED_AT = '/api';

/** Every console endpoint, its paths relative to CONSOLE_MOUNT; the guard answers first. */
export function consoleRouter(services: FolioServices): Router {
  const router = Router();
  router.use(requireAdmin(services.auth));
  router.use(blogRoutes(services));
  router.use(postRoutes(services));
  router.use(placeRoutes(services));
  router.use(imageRoutes(services));
  router.use(previewLinkRoutes(services));
  router.use(leadRoutes(services.leads));
  router.use(syncStatusRoutes(services));
  router.use(backupRouter(services));
  router.use(passkeyRoutes(services.passkeys));
  return router;
}

/** The spec's console calls outside the mount (mounted at /api, before the read API), sent through `consoleApi`. */
export function consoleAliases(consoleApi: Router): Router {
  const aliases = Router();
  const throughConsole: Handler = (req, res, next) => consoleApi(req, res, next);
  // The list is also the public list: only a caller that sends a bearer asks for the console's.
  const withBearerThroughConsole: Handler = (req, res, next) => (req.get('authorization') ? consoleApi(req, res, next) : next());
  for (const endpoint of Object.values(consoleEndpoints)) {
    if (endpoint.access !== 'session' || underConsoleMount(endpoint)) continue;
    consoleRoute(aliases, endpoint, endpoint === consoleEndpoints.listPosts ? withBearerThroughConsole : throughConsole, ALIASES_MOUNTED_AT);
  }
  return aliases;
}
