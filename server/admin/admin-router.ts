// Every console endpoint under /api. Mounted before the read API so that GET and HEAD
// /api/blog with a bearer reach the console's handlers first.
import { Router } from 'express';
import type { FolioServices } from '../start';
import { blogRoutes } from './blog-routes';
import { imageRoutes } from './image-routes';
import { leadRoutes } from './lead-routes';
import { postRoutes } from './post-routes';
import { sessionRoutes } from './session-routes';

export function adminRouter(services: FolioServices): Router {
  const router = Router();
  router.use(sessionRoutes(services.auth));
  router.use(blogRoutes(services));
  router.use(postRoutes(services));
  router.use(imageRoutes(services));
  router.use(leadRoutes(services.auth, services.leads));
  return router;
}
