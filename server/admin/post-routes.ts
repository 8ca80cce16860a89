// The console's editing calls (open, save, delete, history, restore, deleted posts, problems,
// preview): their rows in the endpoint table (src/lib/api/console-endpoints.ts; docs/console-api.md)
// give the paths. Mounted by the console router behind its guard.
import { Router } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { ApiError } from '../api/api-error';
import type { FolioServices } from '../services';
import { consoleRoute, parseBody } from './console-route';
import { deleteVersion, slugParam } from './route-params';
import { objectBody, parsePreviewInput, parseSaveInput } from './parse-post-input';

export function postRoutes({ posts, history, index, sync, previews, drafts }: Pick<FolioServices, 'posts' | 'history' | 'index' | 'sync' | 'previews' | 'drafts'>): Router {
  const router = Router();
  consoleRoute(router, consoleEndpoints.openPost, async (req, res) => {
    const opened = await posts.open(slugParam(req));
    const { fields, body, format } = opened.source;
    res.json({ slug: opened.slug, file: opened.file, format, version: opened.version, post: { ...fields, slug: opened.slug, content: body } });
  });

  consoleRoute(router, consoleEndpoints.updatePost, async (req, res) => {
    const slug = slugParam(req);
    const { version, ...fields } = objectBody(req.body);
    if (typeof version !== 'string') throw new ApiError(400, 'missing_version', 'Send the version the editor opened, so a change made meanwhile is not overwritten.');
    // A new slug moves the post; its old address keeps answering, with a 301 (decision 065).
    const { input, commitMessage } = parseSaveInput(fields);
    const saved = await posts.update(slug, input, version, commitMessage);
    if (saved.slug !== slug) await previews.revokePost(slug);
    // Saved: the unsaved form kept on the server is what was just saved, or older.
    await drafts.remove(slug);
    res.json(saved);
  });

  consoleRoute(router, consoleEndpoints.deletePost, async (req, res) => {
    const slug = slugParam(req);
    await posts.remove(slug, deleteVersion(req.query));
    // Its preview links go with it: a later post of the same slug is another post (decision 038).
    await previews.revokePost(slug);
    await drafts.remove(slug);
    res.status(204).end();
  });

  // The editor's unsaved form for an existing post, kept in DATA_DIR (draft-revisions.ts).
  consoleRoute(router, consoleEndpoints.getDraftRevision, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ revision: await drafts.get(slugParam(req)) });
  });
  consoleRoute(router, consoleEndpoints.putDraftRevision, async (req, res) => {
    const slug = slugParam(req);
    const input = parseBody(consoleEndpoints.putDraftRevision, objectBody(req.body), DRAFT_ERRORS);
    if (index.postFile(slug) === undefined) throw new ApiError(404, 'not_found', `There is no post "${slug}" to keep a draft revision of; a new post is kept in the browser until its first save.`);
    res.json(await drafts.put(slug, input));
  });
  consoleRoute(router, consoleEndpoints.deleteDraftRevision, async (req, res) => {
    await drafts.remove(slugParam(req));
    res.status(204).end();
  });

  consoleRoute(router, consoleEndpoints.postHistory, async (req, res) => {
    res.json(await history.list(slugParam(req)));
  });

  consoleRoute(router, consoleEndpoints.postChange, async (req, res) => {
    res.json({ diff: await history.change(slugParam(req), req.params.commit) });
  });

  consoleRoute(router, consoleEndpoints.restorePost, async (req, res) => {
    const commit = (req.body as { commit?: unknown } | undefined)?.commit;
    if (typeof commit !== 'string') throw new ApiError(400, 'bad_commit', 'Name the version to restore: {"commit": "<hash>"}.');
    const slug = slugParam(req);
    const restored = await posts.restore(slug, commit);
    await drafts.remove(slug);
    res.json(restored);
  });

  consoleRoute(router, consoleEndpoints.deletedPosts, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await history.deleted());
  });
  consoleRoute(router, consoleEndpoints.contentProblems, (_req, res) => {
    res.json(index.problems());
  });

  // Through the site's own pipeline (renderer, sanitizer, image paths), so the preview is what the site would serve.
  consoleRoute(router, consoleEndpoints.previewBody, async (req, res) => {
    const { content, format, slug } = parsePreviewInput(objectBody(req.body));
    res.set('Cache-Control', 'no-store').json(await posts.preview(content, format ?? 'html', slug));
  });

  return router;
}

const DRAFT_ERRORS = { invalid: { code: 'bad_draft', message: (fields: Record<string, string>) => `The draft revision was not kept: ${Object.entries(fields).map(([field, message]) => `${field}: ${message}`).join('; ')}` } };
