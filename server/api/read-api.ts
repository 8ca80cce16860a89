// The read endpoints, answered from the content index. The same resolver serves the
// JSON API and the server renderer's prefill, so a page's first HTML and a later client fetch
// see identical data.
import { Router } from 'express';
import { isSlug } from '../../src/lib/slug';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { CompressedBody, sendCompressed } from '../http/compressed-body';
import { ApiError } from './api-error';

export type ReadResult = { status: 200; body: unknown } | { status: 404; body: { success: false; code: 'not_found'; message: string } };

interface ReadEndpoint {
  pattern: RegExp;
  read: (index: ContentIndex, slug: string) => unknown;
  /** What a missing slug is called in the 404 message. */
  what?: string;
}

const ENDPOINTS: ReadEndpoint[] = [
  { pattern: /^\/api\/projects$/, read: (index) => index.listProjects() },
  { pattern: /^\/api\/projects\/([^/]+)$/, read: (index, slug) => index.getProject(slug), what: 'Project' },
  { pattern: /^\/api\/blog$/, read: (index) => index.listPosts() },
  { pattern: /^\/api\/blog\/([^/]+)$/, read: (index, slug) => index.getPost(slug), what: 'Blog post' },
  { pattern: /^\/api\/templates$/, read: (index) => index.listTemplates() },
  { pattern: /^\/api\/templates\/([^/]+)$/, read: (index, slug) => index.getTemplate(slug), what: 'Template' },
  { pattern: /^\/api\/content\/about\.txt$/, read: (index) => index.getAbout() },
  { pattern: /^\/api\/site$/, read: (index) => index.getSettings() },
];

/** Answers a read path from the index; null when the path is not a read endpoint. */
export function resolveRead(index: ContentIndex, pathname: string): ReadResult | null {
  for (const endpoint of ENDPOINTS) {
    const match = endpoint.pattern.exec(pathname);
    if (!match) continue;
    const hasSlug = match[1] !== undefined;
    const slug = hasSlug ? safeDecode(match[1]!) : '';
    // A slug that is not [a-z0-9-]+ is never looked up, let alone turned into a path.
    const body = !hasSlug || isSlug(slug) ? endpoint.read(index, slug) : undefined;
    if (body === undefined) {
      const message = `${endpoint.what ?? 'Item'} not found`;
      return { status: 404, body: { success: false, code: 'not_found', message } };
    }
    return { status: 200, body };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** Serialized answers are kept per content version; this many paths at most. */
const ANSWER_CACHE_LIMIT = 2000;

export function readRouter(index: ContentIndex): Router {
  const router = Router();
  const answers = new VersionCache<string, CompressedBody>(index, ANSWER_CACHE_LIMIT);

  router.get('/{*path}', (req, res, next) => {
    const pathname = req.baseUrl + req.path;
    let body = answers.get(pathname);
    if (!body) {
      const result = resolveRead(index, pathname);
      if (!result) return next();
      if (result.status === 404) return next(new ApiError(404, 'not_found', result.body.message));
      body = new CompressedBody(JSON.stringify(result.body));
      answers.set(pathname, body);
    }
    res.set('Cache-Control', 'no-cache');
    sendCompressed(req, res, body, 200, 'application/json; charset=utf-8');
  });
  return router;
}
