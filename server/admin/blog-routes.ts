// The console's blog calls, the four the product spec fixes (§7): checkSession, listPosts,
// createPost and generateSuggestions in the endpoint table (src/lib/api/console-endpoints.ts;
// docs/console-api.md). Mounted by the console router behind its guard; consoleAliases hands the
// spec's own paths to it. Without an Authorization header, the list is the public one
// (server/api/read-api.ts).
import { Router } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { ApiError } from '../api/api-error';
import { plainText } from '../ai/content-analyzer';
import { SuggestionError } from '../ai/post-suggester';
import type { FolioServices } from '../services';
import { consoleRoute, parseBody } from './console-route';
import { objectBody, parseSaveInput } from './parse-post-input';

export const EMPTY_CONTENT_MESSAGE = 'Please provide content to generate suggestions.';

export function blogRoutes({ posts, suggester, sync, index }: Pick<FolioServices, 'posts' | 'suggester' | 'sync' | 'index'>): Router {
  const router = Router();

  // The guard in front has answered 401 already: a valid bearer is all HEAD asks about.
  consoleRoute(router, consoleEndpoints.checkSession, (_req, res) => {
    res.status(200).end();
  });

  consoleRoute(router, consoleEndpoints.listPosts, (_req, res) => {
    res.json(posts.list());
  });

  consoleRoute(router, consoleEndpoints.createPost, async (req, res) => {
    const { input, commitMessage } = parseSaveInput(objectBody(req.body));
    const saved = await posts.create(input, commitMessage);
    res.status(201).location(`/blog/${saved.slug}`).json(saved);
  });

  consoleRoute(router, consoleEndpoints.generateSuggestions, async (req, res) => {
    const body = objectBody(req.body);
    if (typeof body.content !== 'string' || plainText(body.content) === '') throw new ApiError(400, 'empty_content', EMPTY_CONTENT_MESSAGE);
    const { content, source } = parseBody(consoleEndpoints.generateSuggestions, body, {
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
