// Preview links of drafts and scheduled posts. The console's calls (previewLinkRoutes:
// listPreviewLinks, createPreviewLink, revokePreviewLink in the endpoint table,
// src/lib/api/console-endpoints.ts) are mounted by the console router behind its guard. The
// visitor's read has the token as its only key:
//   GET    /api/preview/:token              → {post, state, expiresAt} | 404, never cached, noindex
// The page /preview/:token is in the route table and reads the same answer (previewRead).
import { Router, type Request, type Response } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { DEFAULT_PREVIEW_TTL_SECONDS, PREVIEW_PATH_PREFIX, type PreviewedPost } from '../../src/lib/api/preview-links';
import { postState } from '../../src/lib/content-types';
import { isSlug } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import type { ReadResult } from '../api/read-api';
import { objectInput } from '../api/request-input';
import { consoleRoute, parseBody } from '../admin/console-route';
import type { ContentIndex } from '../content/content-index';
import type { FolioServices } from '../services';
import { grantPreviewMedia } from '../images/unpublished-media';
import { currentIdentity } from './post-identity';
import type { PreviewLinkStore } from './preview-link-store';

/** The one answer for a token that opens nothing: unknown, expired, revoked, or its post is gone. */
export const PREVIEW_GONE_MESSAGE = 'This preview link does not work: it has expired or was revoked. Ask the site owner for a new link.';

const PREVIEW_API = /^\/api\/preview\/([^/]+)$/;

/** Headers of every preview answer: for the one visitor who has the link, never a cache or a search engine. */
export function privateAnswer(res: Response): void {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
}

/** The token of a preview read's path (/api/preview/<token>); '' when unreadable. */
function previewToken(pathname: string): string | null {
  const match = PREVIEW_API.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    // An unreadable token opens nothing, like any other.
    return '';
  }
}

/**
 * After a preview answered 200: the visitor's browser gets the link's token as a cookie for
 * /media and /images, so the post's unpublished images load (decision 037). `pathname` is the
 * read the answer was made from (/api/preview/<token>): the page's renderer says which it made
 * (RenderedPage.privateReads), so every address the page renders at grants the same.
 */
export function grantPreviewOf(req: Request, res: Response, previews: PreviewLinkStore, pathname: string): void {
  const token = previewToken(pathname);
  const link = token ? previews.resolve(token) : null;
  if (link && token) grantPreviewMedia(req, res, link, token);
}

/** The preview read for the page renderer and the API; null when the path is not a preview path. */
export function previewRead(index: ContentIndex, previews: PreviewLinkStore, pathname: string): ReadResult | null {
  if (!PREVIEW_API.test(pathname)) return null;
  const token = previewToken(pathname) ?? '';
  const link = previews.resolve(token);
  // The post the link was made for, still in the file it was made for (decision 038).
  const post = link && index.postFile(link.slug) === link.file ? index.findPost(link.slug) : undefined;
  if (!link || !post) return { status: 404, body: { success: false, code: 'not_found', message: PREVIEW_GONE_MESSAGE } };
  return { status: 200, body: { post, state: postState(post), expiresAt: link.expiresAt } satisfies PreviewedPost };
}

export function previewRoutes({ index, previews }: Pick<FolioServices, 'index' | 'previews'>): Router {
  const router = Router();

  // Not a `:token` route: Express would answer a badly encoded token 400, unlike any other token.
  router.use('/preview', (req, res, next) => {
    const result = req.method === 'GET' || req.method === 'HEAD' ? previewRead(index, previews, `/api/preview${req.path}`) : null;
    if (!result) return next();
    privateAnswer(res);
    if (result.status === 200) grantPreviewOf(req, res, previews, `/api/preview${req.path}`);
    res.status(result.status).json(result.body);
  });

  return router;
}

/** The console's preview links, mounted by the console router behind its guard. */
export function previewLinkRoutes({ index, previews, config }: Pick<FolioServices, 'index' | 'previews' | 'config'>): Router {
  const router = Router();

  consoleRoute(router, consoleEndpoints.listPreviewLinks, (req, res) => {
    const slug = typeof req.query.slug === 'string' ? req.query.slug : undefined;
    res.json(previews.list(slug));
  });

  consoleRoute(router, consoleEndpoints.createPreviewLink, async (req, res) => {
    const input = parseBody(consoleEndpoints.createPreviewLink, objectInput(req.body, INPUT_ERRORS), INPUT_ERRORS);
    const post = isSlug(input.slug) ? index.findPost(input.slug) : undefined;
    if (!post) throw new ApiError(404, 'not_found', `There is no post with the slug "${input.slug}".`);
    if (postState(post) === 'published') {
      throw new ApiError(409, 'already_public', `This post is public already: share ${config.siteUrl}/blog/${post.slug} instead. Preview links are for drafts and scheduled posts.`);
    }
    const identity = await currentIdentity(config.contentDir, index, post.slug);
    if (!identity) throw new ApiError(404, 'not_found', `There is no post with the slug "${input.slug}".`);
    const { link, token } = await previews.create(post.slug, input.expiresInSeconds ?? DEFAULT_PREVIEW_TTL_SECONDS, identity);
    const path = `${PREVIEW_PATH_PREFIX}${token}`;
    res.status(201).json({ ...link, path, url: `${config.siteUrl}${path}` });
  });

  consoleRoute(router, consoleEndpoints.revokePreviewLink, async (req, res) => {
    if (!(await previews.revoke(req.params.id))) throw new ApiError(404, 'not_found', 'That preview link does not exist any more (it expired or was revoked).');
    res.status(204).end();
  });

  return router;
}

const INPUT_ERRORS = {
  notAnObject: { code: 'bad_request', message: 'Send a JSON object with Content-Type: application/json.' },
  invalid: { code: 'invalid_preview_link', message: (fields: Record<string, string>) => `Fix these fields: ${Object.entries(fields).map(([name, message]) => `${name}: ${message}`).join('; ')}` },
};
