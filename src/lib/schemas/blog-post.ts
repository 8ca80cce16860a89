// The blog post as the console edits it, written with zod/mini so the browser
// bundle stays small. The browser validates the form with `postFormSchema`; the server
// re-validates the submitted JSON with `postInputSchema`, which applies the same rules, and
// checks an AI provider's answer with `postSuggestionSchema`. The fields are the post's own
// (postFrontMatterSchema, post-fields.ts), held to the console's stricter rules: a hand-written
// file may have a 3-letter title, a post the console writes may not. Each rule is written once
// here and used by the form (text, '' for none) and the input (null or left out for none).
import * as z from 'zod/mini';
import type { PostState } from '../content-types';
import { POST_FORMAT_INPUTS, POST_FORMAT_MESSAGE, POST_FORMATS, formatFor, type PostFormat } from '../post-format';
import { SEO_FIELDS, type SeoField } from './post-fields';
import { MAX_SLUG_LENGTH, SLUG_CHARACTERS, SLUG_HYPHENS_MESSAGE, SLUG_PATTERN } from '../slug';
import { PUBLISHED_AT_MESSAGE, publishFormFields } from './publish-fields';
import { isHttpUrl, isImageRef } from '../url-rules';
import { oneLine } from '../one-line';

/** The form's minimum lengths. */
export const POST_MINIMUMS = { title: 5, slug: 3, summary: 20, content: 50 } as const;

/** The form's messages, word for word as the owner sees them. */
export const POST_MESSAGES = {
  title: 'Title must be at least 5 characters',
  slugLength: 'Slug must be at least 3 characters',
  slugPattern: 'Slug can only contain lowercase letters, numbers, and hyphens',
  /** Beside the spec's rule: the hyphens a file name could not keep (src/lib/slug.ts). */
  slugHyphens: SLUG_HYPHENS_MESSAGE,
  summary: 'Summary must be at least 20 characters',
  content: 'Content must be at least 50 characters',
} as const;

/** The fields a submission cannot do without, in the order the message names them. */
export const REQUIRED_POST_FIELDS = ['title', 'slug', 'summary', 'content', 'tags'] as const;

/** 'Missing required fields: ' followed by the names; null when none is missing. */
export function missingFieldsMessage(values: Record<string, unknown>): string | null {
  const missing = REQUIRED_POST_FIELDS.filter((name) => {
    const value = values[name];
    if (Array.isArray(value)) return value.length === 0;
    return typeof value !== 'string' || value.trim() === '';
  });
  return missing.length > 0 ? `Missing required fields: ${missing.join(', ')}` : null;
}

const IMAGE_MESSAGE = 'Image URL must start with / or http(s)://';
const VIDEO_MESSAGE = 'Video embed URL must start with http(s)://';

const text = (max: number, name: string) => z.string().check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`));
const title = z.string().check(z.trim(), z.minLength(POST_MINIMUMS.title, POST_MESSAGES.title), z.maxLength(200, 'Title must be at most 200 characters'));
const slug = z
  .string()
  .check(
    z.trim(),
    z.minLength(POST_MINIMUMS.slug, POST_MESSAGES.slugLength),
    z.maxLength(MAX_SLUG_LENGTH, `Slug must be at most ${MAX_SLUG_LENGTH} characters`),
    z.regex(SLUG_CHARACTERS, POST_MESSAGES.slugPattern),
    z.regex(SLUG_PATTERN, POST_MESSAGES.slugHyphens),
  );
const summary = z.string().check(z.trim(), z.minLength(POST_MINIMUMS.summary, POST_MESSAGES.summary), z.maxLength(1000, 'Summary must be at most 1000 characters'));
const content = z.string().check(z.trim(), z.minLength(POST_MINIMUMS.content, POST_MESSAGES.content), z.maxLength(500_000, 'Content must be at most 500,000 characters'));
const authorName = text(100, 'Author name');
const image = z.string().check(z.trim(), z.refine((value) => value === '' || isImageRef(value), IMAGE_MESSAGE));
const videoUrl = z.string().check(z.trim(), z.refine((value) => value === '' || isHttpUrl(value), VIDEO_MESSAGE));
/** The texts for search engines and sharing. */
const seoTexts = {
  metaTitle: text(200, 'Meta title'),
  metaDescription: text(500, 'Meta description'),
  metaKeywords: text(500, 'Meta keywords'),
} satisfies Record<SeoField, z.ZodMiniType>;

/** A field the form sends as '' when empty; the API also takes it left out or null. */
const orNone = <T extends z.ZodMiniType>(rule: T) => z.optional(z.nullable(rule));
const seoInputs = Object.fromEntries(SEO_FIELDS.map((field) => [field, orNone(seoTexts[field])])) as { [K in SeoField]: ReturnType<typeof orNone<(typeof seoTexts)[K]>> };

/** The form as typed: every field a string except the switch and the media type. */
export const postFormSchema = z.object({
  title,
  slug,
  summary,
  tags: text(500, 'Tags'),
  authorName,
  featured: z.boolean(),
  mediaType: z.enum(['image', 'video']),
  image,
  videoUrl,
  ...seoTexts,
  format: z.enum(POST_FORMATS),
  content,
  ...publishFormFields,
});
export type PostFormValues = z.infer<typeof postFormSchema>;

/** 'md' (the format GET /api/admin/posts/:slug names) is read as 'markdown'. */
const format = z.optional(z.pipe(z.enum(POST_FORMAT_INPUTS, POST_FORMAT_MESSAGE), z.transform((value): PostFormat => formatFor(value))));

/**
 * A blog post as the console submits it: what POST /api/blog accepts. `content` is HTML, or
 * Markdown with `format: 'markdown'`; without `format` a new post is HTML and an edited post
 * keeps the format of its file.
 */
export const postInputSchema = z.object({
  title,
  slug,
  summary,
  content,
  format,
  tags: z.array(z.string().check(z.trim(), z.minLength(1, 'Tags cannot be empty'), z.maxLength(60, 'A tag must be at most 60 characters'))).check(
    z.minLength(1, 'Add at least one tag'),
    z.maxLength(30, 'Use at most 30 tags'),
  ),
  image: orNone(image),
  videoUrl: orNone(videoUrl),
  ...seoInputs,
  featured: z.optional(z.boolean()),
  authorName: orNone(authorName),
  publishedAt: z.optional(z.iso.datetime({ offset: true, message: PUBLISHED_AT_MESSAGE })),
  draft: z.optional(z.boolean('draft must be true or false')),
  readTime: z.optional(z.nullable(z.int('readTime must be a whole number of minutes').check(z.positive('readTime must be positive')))),
});
export type PostInput = z.infer<typeof postInputSchema>;

/** The longest commit message the console takes: a subject line, not an essay. */
export const MAX_COMMIT_MESSAGE_LENGTH = 150;

/**
 * A save's own commit message, sent beside the post's fields (never one of them: it is not written
 * into the file). Whitespace runs become one space, so it stays one line; empty or left out keeps
 * the default ("Update post "…"").
 */
export const commitMessageSchema = z.optional(
  z.nullable(
    z.pipe(
      z.string('Commit message must be text'),
      z.transform((value) => oneLine(value)),
    ).check(z.maxLength(MAX_COMMIT_MESSAGE_LENGTH, `Commit message must be at most ${MAX_COMMIT_MESSAGE_LENGTH} characters`)),
  ),
);

/** POST /api/blog: the post, and optionally the save's commit message. */
export const postCreateSchema = z.extend(postInputSchema, { commitMessage: commitMessageSchema });

/** PUT /api/admin/posts/:slug: the post as for POST /api/blog, with the version the editor opened. */
export const postUpdateSchema = z.extend(postInputSchema, {
  version: z.string('Send the version the editor opened, so a change made meanwhile is not overwritten.'),
  commitMessage: commitMessageSchema,
});

/**
 * POST /api/admin/preview: a body to render as the site would, and for which post (its slug
 * places relative image paths; a new post's file would be posts/<slug>.<format>).
 */
export const postPreviewSchema = z.object({
  content: z.string().check(z.maxLength(500_000, 'Content must be at most 500,000 characters')),
  format,
  slug: z.optional(z.union([z.literal(''), slug])),
});

/** What the preview endpoint answers: the body's HTML as the site would serve it, and why the site would refuse it, if it would. */
export interface PostPreview {
  html: string;
  /** The errors that would keep the post from being saved (a date that is not one…); empty when none. */
  problems: string[];
  /** What the site will leave out or guess (an image not in the content repository yet); the post is still saved. */
  notes: string[];
}

/**
 * What POST /api/blog/generate accepts: `content`, the body's plain text (spec §7), alone or with
 * `source`, the body as written, in `format` (default HTML), from which the built-in analyzer
 * reads headings and paragraphs. At most a megabyte each, the JSON parser's own limit.
 */
export const generateRequestSchema = z.object({
  content: z.string('content must be the post body as plain text'),
  source: z.optional(z.string('source must be the post body as written (text)')),
  format,
});
export type GenerateRequestInput = z.infer<typeof generateRequestSchema>;

const suggested = z.optional(z.string());

/** What an AI suggestion may hold: every field optional, so a partial answer still helps; its rules are the form's, checked when the owner saves. */
export const postSuggestionSchema = z.object({
  title: suggested,
  slug: suggested,
  summary: suggested,
  ...(Object.fromEntries(SEO_FIELDS.map((field) => [field, suggested])) as Record<SeoField, typeof suggested>),
  tags: z.optional(z.array(z.string())),
  authorName: suggested,
});
export type PostSuggestion = z.infer<typeof postSuggestionSchema>;

/** What POST /api/blog/generate answers: the suggestion, with `source: 'built-in'` when no AI provider is configured and the built-in analyzer answered. */
export type GeneratedSuggestion = PostSuggestion & { source?: 'built-in' };

/** What GET /api/blog answers to the console. */
export interface AdminPostListItem {
  id: string;
  title: string;
  slug: string;
  publishedAt: string;
  /** Drafts and posts scheduled for later are not public yet. */
  state: PostState;
}
