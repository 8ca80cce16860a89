// Reads a post file back into the editor's fields: the front matter as written (not the
// index's rendered view) and the body as the owner wrote it, plus a version (a hash of the
// whole text) so an edit can tell whether the file changed on disk since it was opened.
import { createHash } from 'node:crypto';
import { postFrontMatterSchema } from '../../src/lib/schemas/content-schemas';
import type { BodyFormat } from '../content/content-paths';
import { readFrontMatter } from '../content/front-matter';
import type { PostFileFields } from './post-file';

export interface PostSource {
  fields: PostFileFields & { id?: string | undefined };
  body: string;
  format: BodyFormat;
}

export function sourceVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** null when the file does not parse (the content problems list says why). */
export function readPostSource(text: string, format: BodyFormat): PostSource | null {
  const parsed = readFrontMatter(text);
  if (!parsed.ok) return null;
  const checked = postFrontMatterSchema.safeParse(parsed.data);
  if (!checked.success) return null;
  const fm = checked.data;
  return {
    fields: {
      id: fm.id,
      title: fm.title,
      summary: fm.summary,
      publishedAt: fm.publishedAt,
      image: fm.image ?? null,
      videoUrl: fm.videoUrl ?? null,
      tags: fm.tags,
      featured: fm.featured,
      authorName: fm.authorName ?? null,
      readTime: fm.readTime ?? null,
      metaTitle: fm.metaTitle ?? null,
      metaDescription: fm.metaDescription ?? null,
      metaKeywords: fm.metaKeywords ?? null,
    },
    body: parsed.body.trim(),
    format,
  };
}
