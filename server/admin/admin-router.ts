// Every console endpoint under /api. Mounted before the read API so that GET and HEAD
// /api/blog with a bearer reach the console's handlers first.
import { Router } from 'express';
import type { LeadServices } from '../leads/lead-services';
import type { AdminServices } from './admin-services';
import { leadRoutes } from './lead-routes';
import { blogRoutes } from './blog-routes';
import { postRoutes } from './post-routes';
import { sessionRoutes } from './session-routes';

/** Without `leads` (an app built without the lead stores) the leads endpoints are absent. */
export function adminRouter(services: AdminServices, leads?: LeadServices): Router {
  const router = Router();
  router.use(sessionRoutes(services.auth));
  router.use(blogRoutes(services));
  router.use(postRoutes(services));
  if (leads) router.use(leadRoutes(services.auth, leads));
  return router;
}
