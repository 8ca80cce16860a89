// The console's blog endpoints, the public contract the console and scripts share. Mounted by the
// console router under /api/admin, behind its guard; the spec's paths under /api/blog reach the
// same handlers through that guard (console-router.ts). GET /api/blog without an Authorization
// header is the public list (server/api/read-api.ts); with one it is the console's list.
//   HEAD /api/blog            → 200 with a valid bearer, else 401
//   GET  /api/blog (bearer)   → [{id, title, slug, publishedAt, state}] newest first
//   POST /api/blog            → 201 the created post | 400 | 401 | 409; `content` is HTML, or Markdown
//                               with `format: 'markdown'` (then written as posts/<slug>.md);
//                               optional `draft` and `publishedAt` (default: published now)
//   POST /api/blog/generate   {content: plain text, source?: the body as written, format?}
//                             → the suggestion fields (with source: 'built-in' when no AI provider
//                               is configured and the built-in analyzer answered) | 400 | 401 | 502
// Each is also answered under /api/admin/blog, the console's own mount.
import { Router } from 'express';
import { generateRequestSchema, type AdminPostListItem } from '../../src/lib/schemas/blog-post';
import { parseInput } from '../api/request-input';
import { ApiError } from '../api/api-error';
import { plainText } from '../ai/content-analyzer';
import { SuggestionError } from '../ai/post-suggester';
import type { FolioServices } from '../services';
import { objectBody, parsePostInput } from './parse-post-input';

export const EMPTY_CONTENT_MESSAGE = 'Please provide content to generate suggestions.';

export function blogRoutes({ posts, suggester, sync, index }: Pick<FolioServices, 'posts' | 'suggester' | 'sync' | 'index'>): Router {
  const router = Router();

  // The guard in front has answered 401 already: a valid bearer is all HEAD asks about.
  router.head('/blog', (_req, res) => {
    res.status(200).end();
  });

  router.get('/blog', (_req, res) => {
    const list: AdminPostListItem[] = posts.list();
    res.json(list);
  });

  router.post('/blog', async (req, res) => {
    const input = parsePostInput(objectBody(req.body));
    const saved = await posts.create(input);
    res.status(201).location(`/blog/${saved.slug}`).json(saved);
  });

  router.post('/blog/generate', async (req, res) => {
    const body = objectBody(req.body);
    if (typeof body.content !== 'string' || plainText(body.content) === '') throw new ApiError(400, 'empty_content', EMPTY_CONTENT_MESSAGE);
    const { content, source } = parseInput(generateRequestSchema, body, {
      invalid: { code: 'bad_request', message: (fields) => `Send {"content": "<the post's plain text>"}, optionally with "source" (the body as written) and "format" ("html" or "markdown"): ${Object.values(fields).join('; ')}.` },
    });
    try {
      const suggestion = await suggester.suggest({ content, source: source?.trim() ? source : undefined });
      // The built-in analyzer says what it is, so the console never passes its guesses off as an AI's.
      res.json(suggester.source === 'built-in' ? { ...suggestion, source: 'built-in' } : suggestion);
    } catch (error) {
      if (!(error instanceof SuggestionError)) throw error;
      throw new ApiError(502, 'ai_failed', `The AI provider gave no usable answer (${error.message}). Try again, or check OPENAI_API_KEY, OPENAI_BASE_URL and AI_MODEL.`);
    }
  });

  return router;
}
