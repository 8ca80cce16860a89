// The read endpoints, answered from the content index. The same resolver serves the
// JSON API and the server renderer's prefill, so a page's first HTML and a later client fetch
// see identical data.
import { Router } from 'express';
import { SEARCH_API_PATH, searchApiPath } from '../../src/lib/search';
import { isSlug } from '../../src/lib/slug';
import type { ContentIndex } from '../content/content-index';
import { VersionCache } from '../content/version-cache';
import { CompressedBody, sendCompressed } from '../http/compressed-body';
import { ApiError } from './api-error';
import { searchAnswer, searchQueryOf } from './search-read';

export type ReadResult =
  | { status: 200; body: unknown }
  | { status: 404; body: { success: false; code: 'not_found'; message: string } }
  | { status: 400; body: { success: false; code: 'bad_request'; message: string } };

/**
 * The most posts `/api/blog?limit=` answers: pages that show a few of the newest posts (the home
 * page, a post's recent posts) ask for that few, not for every post (at 10,000 posts the whole
 * list is 4 MB). Without `limit`, /api/blog answers every post, as the spec's table says.
 */
export const MAX_POST_LIMIT = 50;

/**
 * What a read target asks for: its path, and the one parameter a read takes (`limit` on
 * /api/blog, `q` on /api/search), as the key its answer is cached under. Any other parameter is
 * not read (a `?cb=random` costs nothing); a `limit` that is not 1–50, or a missing, empty or
 * too long `q`, is a 400 that says so.
 */
export function readKey(target: string): { pathname: string; key: string; limit?: number; search?: string } | { error: string } {
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  if (pathname === SEARCH_API_PATH) {
    // /api/search reads `q` alone (search-read.ts); answers are cached by the query as searched.
    const asked = searchQueryOf(new URLSearchParams(query === -1 ? '' : target.slice(query + 1)));
    return 'error' in asked ? asked : { pathname, key: searchApiPath(asked.query), search: asked.query };
  }
  if (query === -1 || pathname !== '/api/blog') return { pathname, key: pathname };
  const written = new URLSearchParams(target.slice(query + 1)).get('limit');
  if (written === null) return { pathname, key: pathname };
  const limit = /^[1-9]\d{0,2}$/.test(written) ? Number(written) : NaN;
  if (!(limit <= MAX_POST_LIMIT)) return { error: `limit must be a whole number from 1 to ${MAX_POST_LIMIT} (the newest posts to answer); leave it out for every post` };
  return { pathname, key: `${pathname}?limit=${limit}`, limit };
}

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

/** Answers a read target (a path, `limit` on /api/blog) from the index; null when it is not a read endpoint. */
export function resolveRead(index: ContentIndex, target: string): ReadResult | null {
  const asked = readKey(target);
  if ('error' in asked) return { status: 400, body: { success: false, code: 'bad_request', message: asked.error } };
  const { pathname, limit, search } = asked;
  if (limit !== undefined) return { status: 200, body: index.listPosts().slice(0, limit) };
  if (search !== undefined) return { status: 200, body: searchAnswer(index, search) };
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

/** The read endpoints' answers, serialized and compressed once per content version. */
export class ReadAnswers {
  private readonly answers: VersionCache<string, CompressedBody>;

  constructor(private readonly index: ContentIndex) {
    this.answers = new VersionCache(index, ANSWER_CACHE_LIMIT);
  }

  /** The cached answer for a read target (path and query), if one was made in this content version. */
  cached(target: string): CompressedBody | undefined {
    const asked = readKey(target);
    return 'error' in asked ? undefined : this.answers.get(asked.key);
  }

  /** The answer for a read target (made and cached now if need be); null when it is no read endpoint. */
  answer(target: string): CompressedBody | Exclude<ReadResult, { status: 200 }> | null {
    const asked = readKey(target);
    const cached = 'error' in asked ? undefined : this.answers.get(asked.key);
    if (cached) return cached;
    const result = resolveRead(this.index, target);
    if (!result || result.status !== 200 || 'error' in asked) return result as Exclude<ReadResult, { status: 200 }> | null;
    const body = new CompressedBody(JSON.stringify(result.body));
    this.answers.set(asked.key, body);
    return body;
  }
}

export function readRouter(answers: ReadAnswers): Router {
  const router = Router();
  router.get('/{*path}', (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    const answer = answers.answer(req.baseUrl + req.path + (query === -1 ? '' : req.originalUrl.slice(query)));
    if (!answer) return next();
    if (!(answer instanceof CompressedBody)) return next(new ApiError(answer.status, answer.body.code, answer.body.message));
    res.set('Cache-Control', READ_CACHE_CONTROL);
    sendCompressed(req, res, answer, 200, JSON_TYPE);
  });
  return router;
}

/** Answers change with the content: browsers and CDNs revalidate them by ETag. */
export const READ_CACHE_CONTROL = 'no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';
