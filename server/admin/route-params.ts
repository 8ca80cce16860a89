// What the console's item routes read from the address: a post's or a place item's `:slug`, and a
// delete's `?version=`. One home for both, so a post and a project refuse the same bad values
// with the same answers.
import type { Request } from 'express';
import * as z from 'zod/mini';
import { isSlug } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';

export function slugParam(req: Request): string {
  const slug = String(req.params.slug ?? '');
  if (!isSlug(slug)) throw new ApiError(400, 'bad_slug', 'A slug has only lowercase letters, numbers and hyphens, with no hyphen at either end and none doubled.');
  return slug;
}

/** The version the editor opened: the SHA-256 of the file's text (post-source.ts, place-service.ts). */
const versionSchema = z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/)));

/**
 * A delete's `?version=`: absent deletes whatever the file is now (scripts); anything but one
 * version as the editor sent it (a list, an empty value, another shape) is a 400, never a delete
 * that skips the stale-edit check.
 */
export function deleteVersion(query: Request['query']): string | undefined {
  // The query parser keeps `version[]=x` under the key "version[]": that is a malformed version too.
  const bracketed = Object.keys(query).some((key) => key.startsWith('version['));
  const parsed = versionSchema.safeParse(query.version);
  if (bracketed || !parsed.success) {
    throw new ApiError(400, 'bad_version', 'The version must be given once, as the 64-character version the editor opened (?version=<sha-256>); leave it out to delete whatever the file is now.', { version: 'Give one version, as the editor opened it' });
  }
  return parsed.data;
}
