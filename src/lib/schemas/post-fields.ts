// A post's own fields are declared once, by the front matter schema (postFrontMatterSchema in
// content-schemas.ts); every other shape of them is derived here: the post as the site serves it
// (content-types.ts `Post`), and as the console reads and writes its file (`PostFileFields`, which
// the editor opens as `OpenedPost['post']`). Types and name lists only, no zod: the browser
// imports this module, and zod's classic build stays out of its bundles.
import type { PostFrontMatter } from './content-schemas';

/** A field a file may leave out may also be null: none, and not written. */
type Nullable<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/** Every field a file may leave out is there, as null when it does: how the site serves a post. */
export type Filled<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/**
 * A post's own fields as the site serves them (the post is these with its id, slug, body and read
 * time; see content-types.ts): every field the file leaves out or leaves blank is null.
 */
export type ServedPostFields = Filled<Omit<PostFrontMatter, 'id' | 'readTime'>>;

/** The fields whose text the owner writes for search engines and sharing; list answers leave them out. */
export const SEO_FIELDS = ['metaTitle', 'metaDescription', 'metaKeywords'] as const satisfies readonly (keyof PostFrontMatter)[];
export type SeoField = (typeof SEO_FIELDS)[number];

/**
 * A post's fields as the console reads them from its file and writes them back: the front matter
 * less `updatedAt` (the file's own, kept as written), where a field left out may also be null.
 * `id` is kept when a hand-written file set one (console posts use the slug); `draft` absent
 * leaves the field out (a file's own `draft: false` stays).
 */
export interface PostFileFields extends Pick<PostFrontMatter, 'id'>, Nullable<Omit<PostFrontMatter, 'id' | 'updatedAt' | 'draft'>> {
  draft?: boolean | undefined;
}

/** The order the console writes a post's front matter in; also the fields an edit may touch. */
export const POST_FILE_FIELDS = [
  'id',
  'title',
  'summary',
  'publishedAt',
  'draft',
  'image',
  'videoUrl',
  'tags',
  'featured',
  'authorName',
  'readTime',
  ...SEO_FIELDS,
] as const satisfies readonly (keyof PostFileFields)[];

/**
 * A post's fields with every one left blank ('' or absent) as null, the way the site serves them
 * and the console writes them. `keys` names every field of T, those the object leaves out too.
 */
export function blankAsNull<T extends object>(fields: T, keys: readonly (keyof T)[]): Filled<T> {
  const filled: Partial<Record<keyof T, unknown>> = {};
  for (const key of keys) {
    const value = fields[key];
    filled[key] = value === undefined || value === '' ? null : value;
  }
  return filled as Filled<T>;
}
