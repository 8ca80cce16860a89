// The bodies of the console's smaller calls, beside the post schemas (blog-post.ts): sign-in,
// restore, a preview link and a conflict's resolution. The endpoint table
// (src/lib/api/console-endpoints.ts) names them; the server parses each body with its schema.
import * as z from 'zod/mini';
import { MAX_PREVIEW_TTL_SECONDS } from '../api/preview-links';

/** POST /api/admin/session. */
export const signInSchema = z.object({ password: z.string('Enter the console password.').check(z.minLength(1, 'Enter the console password.')) });

/** POST /api/admin/posts/:slug/restore: the version to bring back. */
export const restoreRequestSchema = z.object({ commit: z.string('Name the version to restore: {"commit": "<hash>"}.') });

/** POST /api/admin/preview-links. */
export const previewLinkInputSchema = z.object({
  slug: z.string('Name the post: {"slug": "<slug>"}'),
  expiresInSeconds: z.optional(
    z
      .int('expiresInSeconds must be a whole number of seconds')
      .check(z.minimum(1, 'expiresInSeconds must be at least 1'), z.maximum(MAX_PREVIEW_TTL_SECONDS, `expiresInSeconds must be at most ${MAX_PREVIEW_TTL_SECONDS} (90 days)`)),
  ),
});

/** POST /api/admin/sync/conflict: "Keep this one". */
export const conflictResolutionSchema = z.object({
  copy: z.string().check(z.maxLength(1000, 'copy is a path under conflicts/')),
  keep: z.enum(['served', 'copy'], 'keep is "served" or "copy"'),
});
