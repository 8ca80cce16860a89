// The console's editing endpoints (open, save, delete, history, restore, problems), mounted by the
// console router under /api/admin, behind its guard:
//   GET    /api/admin/posts/:slug                  → the post's source for the editor, with its version
//   PUT    /api/admin/posts/:slug  {…post, version} → the updated post | 409 stale_edit
//   DELETE /api/admin/posts/:slug?version=…         → 204 | 409 stale_edit
//   GET    /api/admin/posts/:slug/history          → commits that touched the file, newest first
//   GET    /api/admin/posts/:slug/history/:commit  → {diff} the change that commit made
//   POST   /api/admin/posts/:slug/restore {commit} → the restored post (a new commit)
//   GET    /api/admin/deleted-posts                → posts deleted from the repo (history and restore work for them)
//   GET    /api/admin/problems                     → content files that fail to parse or validate
//   POST   /api/admin/preview {content, format?, slug?} → {html, problems, notes}: the body as the site would serve it
import { Router, type Request } from 'express';
import * as z from 'zod/mini';
import type { OpenedPost } from '../../src/lib/api/admin-posts';
import { isSlug } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import type { FolioServices } from '../services';
import { objectBody, parsePostInput, parsePreviewInput } from './parse-post-input';

export function postRoutes({ posts, history, index, sync, previews }: Pick<FolioServices, 'posts' | 'history' | 'index' | 'sync' | 'previews'>): Router {
  const router = Router();
  router.get('/posts/:slug', async (req, res) => {
    const opened = await posts.open(slugParam(req));
    const { fields, body, format } = opened.source;
    res.json({ slug: opened.slug, file: opened.file, format, version: opened.version, post: { ...fields, slug: opened.slug, content: body } } satisfies OpenedPost);
  });

  router.put('/posts/:slug', async (req, res) => {
    const slug = slugParam(req);
    const { version, ...fields } = objectBody(req.body);
    if (typeof version !== 'string') throw new ApiError(400, 'missing_version', 'Send the version the editor opened, so a change made meanwhile is not overwritten.');
    const input = parsePostInput(fields);
    if (input.slug !== slug) throw new ApiError(400, 'slug_change', "The slug cannot be changed while editing (it is the post's address).", { slug: 'The slug cannot be changed while editing' });
    res.json(await posts.update(slug, input, version));
  });

  router.delete('/posts/:slug', async (req, res) => {
    const slug = slugParam(req);
    await posts.remove(slug, deleteVersion(req.query));
    // Its preview links go with it: a later post of the same slug is another post (decision 038).
    await previews.revokePost(slug);
    res.status(204).end();
  });

  router.get('/posts/:slug/history', async (req, res) => {
    res.json(await history.list(slugParam(req)));
  });

  router.get('/posts/:slug/history/:commit', async (req, res) => {
    res.json({ diff: await history.change(slugParam(req), String(req.params.commit)) });
  });

  router.post('/posts/:slug/restore', async (req, res) => {
    const commit = (req.body as { commit?: unknown } | undefined)?.commit;
    if (typeof commit !== 'string') throw new ApiError(400, 'bad_commit', 'Name the version to restore: {"commit": "<hash>"}.');
    const slug = slugParam(req);
    res.json(await posts.restore(slug, commit));
  });

  router.get('/deleted-posts', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await history.deleted());
  });
  router.get('/problems', (_req, res) => {
    res.json(index.problems());
  });

  // Through the site's own pipeline (renderer, sanitizer, image paths), so the preview is what the site would serve.
  router.post('/preview', async (req, res) => {
    const { content, format, slug } = parsePreviewInput(objectBody(req.body));
    res.set('Cache-Control', 'no-store').json(await posts.preview(content, format ?? 'html', slug));
  });

  return router;
}

function slugParam(req: Request): string {
  const slug = String(req.params.slug ?? '');
  if (!isSlug(slug)) throw new ApiError(400, 'bad_slug', 'A slug has only lowercase letters, numbers and hyphens.');
  return slug;
}

/** The version the editor opened: the SHA-256 of the file's text (post-source.ts). */
const versionSchema = z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/)));

/**
 * A delete's `?version=`: absent deletes whatever the file is now (scripts); anything but one
 * version as the editor sent it (a list, an empty value, another shape) is a 400, never a delete
 * that skips the stale-edit check.
 */
function deleteVersion(query: Request['query']): string | undefined {
  // The query parser keeps `version[]=x` under the key "version[]": that is a malformed version too.
  const bracketed = Object.keys(query).some((key) => key.startsWith('version['));
  const parsed = versionSchema.safeParse(query.version);
  if (bracketed || !parsed.success) {
    throw new ApiError(400, 'bad_version', 'The version must be given once, as the 64-character version the editor opened (?version=<sha-256>); leave it out to delete whatever the file is now.', { version: 'Give one version, as the editor opened it' });
  }
  return parsed.data;
}
