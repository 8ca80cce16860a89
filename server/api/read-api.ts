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

/** The read endpoints' answers, serialized and compressed once per content version. */
export class ReadAnswers {
  private readonly answers: VersionCache<string, CompressedBody>;

  constructor(private readonly index: ContentIndex) {
    this.answers = new VersionCache(index, ANSWER_CACHE_LIMIT);
  }

  /** The cached answer for a path, if one was made in this content version. */
  cached(pathname: string): CompressedBody | undefined {
    return this.answers.get(pathname);
  }

  /** The answer for a read path (made and cached now if need be); null when it is no read endpoint. */
  answer(pathname: string): CompressedBody | Extract<ReadResult, { status: 404 }> | null {
    const cached = this.answers.get(pathname);
    if (cached) return cached;
    const result = resolveRead(this.index, pathname);
    if (!result || result.status === 404) return result;
    const body = new CompressedBody(JSON.stringify(result.body));
    this.answers.set(pathname, body);
    return body;
  }
}

export function readRouter(answers: ReadAnswers): Router {
  const router = Router();
  router.get('/{*path}', (req, res, next) => {
    const answer = answers.answer(req.baseUrl + req.path);
    if (!answer) return next();
    if (!(answer instanceof CompressedBody)) return next(new ApiError(404, 'not_found', answer.body.message));
    res.set('Cache-Control', READ_CACHE_CONTROL);
    sendCompressed(req, res, answer, 200, JSON_TYPE);
  });
  return router;
}

/** Answers change with the content: browsers and CDNs revalidate them by ETag. */
export const READ_CACHE_CONTROL = 'no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';
