// Reads a post file back into the editor's fields: the front matter as written (not the
// index's rendered view) and the body as the owner wrote it, plus a version (a hash of the
// whole text) so an edit can tell whether the file changed on disk since it was opened.
import { createHash } from 'node:crypto';
import type { Post } from '../../src/lib/content-types';
import type { PostExtension } from '../../src/lib/post-format';
import { postFrontMatterSchema } from '../../src/lib/schemas/content-schemas';
import { POST_FILE_FIELDS, type PostFileFields } from '../../src/lib/schemas/post-fields';
import { readFrontMatter } from '../content/front-matter';
import { extrasToLeaveOut, normalizeFrontMatter } from '../content/front-matter-fields';

export interface PostSource {
  fields: PostFileFields;
  body: string;
  format: PostExtension;
}

export function sourceVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * null when the file does not parse (the content problems list says why). Front matter written
 * for another generator reads as the index reads it (date → publishedAt…); what the index took
 * from the body or the file's history (a title from the first heading) comes from `served`.
 */
export function readPostSource(text: string, format: PostExtension, served?: Pick<Post, 'title' | 'summary' | 'publishedAt' | 'image'>): PostSource | null {
  const parsed = readFrontMatter(text);
  if (!parsed.ok) return null;
  const { fields } = normalizeFrontMatter('post', parsed.data);
  const { slug: _slug, updatedAt: _updated, ...known } = fields;
  // What the index derived or resolved wins over what the file leaves empty or writes relative
  // (summary: "", image: images/x.jpg), so the console opens every post the site serves.
  for (const key of ['title', 'summary'] as const) if (typeof known[key] === 'string' && known[key].trim() === '') delete known[key];
  // A missing image keeps the path written (when it is a site path) so a save does not drop it.
  if (served?.image) known.image = served.image;
  let checked = postFrontMatterSchema.safeParse({ title: served?.title, summary: served?.summary, publishedAt: served?.publishedAt, ...known });
  if (!checked.success) {
    // As the index does: an extra it could not understand is left out (front-matter-fields.ts).
    const extras = extrasToLeaveOut(checked.error.issues.map((issue) => issue.path));
    if (!extras) return null;
    for (const field of extras) delete known[field];
    checked = postFrontMatterSchema.safeParse({ title: served?.title, summary: served?.summary, publishedAt: served?.publishedAt, ...known });
  }
  if (!checked.success) return null;
  const fm = checked.data;
  // Every field the editor shows is there: one the file leaves out is null (the id stays absent: the slug stands in).
  const written: Record<string, unknown> = {};
  for (const key of POST_FILE_FIELDS) written[key] = key === 'id' ? fm.id : (fm[key] ?? null);
  return {
    fields: written as unknown as PostFileFields,
    body: parsed.body.trim(),
    format,
  };
}
