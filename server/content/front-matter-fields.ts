// Front matter as people and other generators write it, turned into our fields before the
// schema checks them. Other generators' names map to ours (date → publishedAt, description →
// summary, categories → tags…), and obvious types are coerced (a number where text is meant,
// "a, b" for a list, "7 min" for a number, yes/no for a boolean). Each mapping and coercion is a
// note; a value that cannot be understood is an error; an unknown key is kept in the file and
// noted, never a reason to drop the post.
import type { CollectionKind } from './content-paths';
import { describeDate, readLooseDate } from './loose-date';
import { REDIRECT_FIELDS, type RedirectField } from './redirect-aliases';

export interface FieldProblem {
  level: 'error' | 'note';
  /** The key as written in the file (for its line). */
  key: string;
  field: string;
  message: string;
}

type Coerce = (value: unknown, key: string, field: string, say: (level: FieldProblem['level'], message: string) => void) => unknown;

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value));

const text: Coerce = (value, _key, _field, say) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') {
    say('note', `found ${show(value)}, read as the text "${value}"`);
    return String(value);
  }
  if (value instanceof Date) {
    const day = describeDate(value);
    say('note', `found a date, read as the text "${day}"`);
    return day;
  }
  if (value === null || value === undefined) return undefined;
  say('error', `found ${Array.isArray(value) ? 'a list' : 'a group of fields'} (${show(value).slice(0, 60)}), expected text: write it on one line, e.g. "My text"`);
  return undefined;
};

/**
 * Tags: a list, one word, or "a, b"; categories may be nested lists (Hexo), and Jekyll reads a
 * `categories` string with no comma as words separated by spaces; a leading # goes.
 */
const list: Coerce = (value, key, _field, say) => {
  if (value === null || value === undefined) return [];
  const items: unknown[] = Array.isArray(value) ? value.flat(3) : [value];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      const parts = item.includes(',') ? item.split(',') : key === 'categories' && !Array.isArray(value) ? item.split(/\s+/) : [item];
      if (!Array.isArray(value) && parts.length > 1) say('note', `found the text ${show(item)}, read as the list [${parts.map((p) => p.trim()).join(', ')}] (write [a, b])`);
      out.push(...parts);
    } else if (typeof item === 'number' || typeof item === 'boolean') out.push(String(item));
    else say('note', `an entry ${show(item).slice(0, 40)} is not text and was left out`);
  }
  return out.map((tag) => tag.trim().replace(/^#/, '').trim()).filter(Boolean);
};

const YES = new Set(['yes', 'y', 'true', 'on', '1']);
const NO = new Set(['no', 'n', 'false', 'off', '0']);
const bool: Coerce = (value, _key, _field, say) => {
  if (typeof value === 'boolean' || value === undefined) return value;
  const word = String(value).trim().toLowerCase();
  if (YES.has(word) || NO.has(word)) {
    if (typeof value === 'string' || typeof value === 'number') say('note', `found ${show(value)}, read as ${YES.has(word)} (write true or false)`);
    return YES.has(word);
  }
  if (value === null || word === '') return undefined;
  say('error', `found ${show(value)}, expected true or false`);
  return undefined;
};

const minutes: Coerce = (value, _key, _field, say) => {
  if (typeof value === 'number' || value === undefined || value === null) return value ?? undefined;
  // Whitespace folded first: the pattern then sees a few dozen characters at most.
  const match = /^(\d{1,4}) ?(m|min|mins|minutes?)?\.?( read)?$/i.exec(String(value).replace(/\s+/g, ' ').trim().slice(0, 40));
  if (match) {
    say('note', `found ${show(value)}, read as ${match[1]} minutes (write a number: ${match[1]})`);
    return Number(match[1]);
  }
  say('error', `found ${show(value)}, expected a number of minutes such as 7`);
  return undefined;
};

const date: Coerce = (value, _key, _field, say) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && /^(?:today|now|last-modified)$/i.test(value.trim())) {
    // Quarto's keywords for the day a page is rendered: the file's own dates stand in for it.
    say('note', `found "${value.trim()}", the day the page is built in Quarto: read as not set, so the file name's date or the file's first commit dates it (write a date such as 2025-03-05)`);
    return undefined;
  }
  const reading = readLooseDate(value);
  if (!reading.ok) {
    say('error', reading.message);
    return undefined;
  }
  if (reading.guessed) say('note', `found ${show(value)}, read as ${describeDate(reading.date)} (write ${describeDate(reading.date).replace(' ', 'T').replace(' UTC', ':00Z')})`);
  return reading.date;
};

/** An image as a path, or as Astro's and Next's `{ src }` / `{ url }`, PaperMod's `{ image }`, or Hugo's list of images. */
const image: Coerce = (value, key, field, say) => {
  if (Array.isArray(value)) {
    if (value.length > 1) say('note', `found ${value.length} images, the first is used`);
    return image(value[0], key, field, say);
  }
  if (value && typeof value === 'object') {
    const group = value as Record<string, unknown>;
    // Chirpy's { path, alt }, Astro's and Next's { src } / { url }, PaperMod's { image }.
    const src = group.src ?? group.url ?? group.image ?? group.path ?? group.file;
    if (typeof src === 'string') return src;
    // A missing piece, not a reason to refuse the post: it is shown without an image.
    say('note', `found ${show(value).slice(0, 60)}, with no src, url or path in it: no image is shown (write image: images/<file>)`);
    return undefined;
  }
  return text(value, key, field, say);
};

/** author: "A", { name: A }, or authors: [A, B] / [{ name }] (Docusaurus, Next starters). */
const author: Coerce = (value, key, field, say) => {
  const names = (Array.isArray(value) ? value : [value]).map((entry) => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>).name : entry)).filter((name) => name !== undefined && name !== null);
  if (names.length === 0) return undefined;
  if (names.length > 1 || Array.isArray(value)) say('note', `found ${show(value).slice(0, 60)}, read as the author "${names.join(', ')}"`);
  return text(names.length > 1 ? names.join(', ') : names[0], key, field, say);
};

/** metaKeywords as written, or a list joined with commas. */
const keywords: Coerce = (value, key, field, say) => (Array.isArray(value) ? (list(value, key, field, say) as string[]).join(', ') : text(value, key, field, say));

const COMMON: Record<string, Coerce> = { id: text, title: text, tags: list, featured: bool };
const FIELDS: Record<CollectionKind | 'about', Record<string, Coerce>> = {
  post: {
    ...COMMON,
    slug: text,
    summary: text,
    image,
    videoUrl: text,
    publishedAt: date,
    updatedAt: date,
    metaTitle: text,
    metaDescription: text,
    metaKeywords: keywords,
    authorName: author,
    readTime: minutes,
    draft: bool,
  },
  project: { ...COMMON, description: text, image, completionDate: (value) => value, timeframe: (value) => value, category: text },
  template: { ...COMMON, description: text, image, componentPath: text, publishedAt: date },
  about: { title: text },
};

/**
 * Fields a file is served without when their value cannot be understood: a note, not an error.
 * Not among them: the title, summary and date a page needs, and `draft` (a wrong guess would
 * publish a draft).
 */
export const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['id', 'featured', 'readTime', 'videoUrl', 'metaTitle', 'metaDescription', 'metaKeywords', 'authorName', 'updatedAt', 'image', 'tags', 'timeframe', 'category']);

/**
 * The fields to leave out when every refusal of a schema (given by its path) is on an optional
 * field, so the rest is read without them; null when one is not (the file cannot be read as meant).
 */
export function extrasToLeaveOut(paths: readonly (readonly PropertyKey[])[]): string[] | null {
  const fields = paths.map((steps) => String(steps[0] ?? ''));
  return fields.length > 0 && fields.every((field) => OPTIONAL_FIELDS.has(field)) ? [...new Set(fields)] : null;
}

/** Other generators' names for an item's picture. */
const IMAGE_ALIASES: Record<string, string> = {
  cover: 'image',
  coverImage: 'image',
  cover_image: 'image',
  heroImage: 'image',
  featured_image: 'image',
  featuredImage: 'image',
  thumbnail: 'image',
  images: 'image',
  ogImage: 'image',
};

/** Other generators' names for our post fields, in the order they are tried. */
const POST_ALIASES: Record<string, string> = {
  date: 'publishedAt',
  pubDate: 'publishedAt',
  pubDatetime: 'publishedAt',
  publishDate: 'publishedAt',
  published_at: 'publishedAt',
  created: 'publishedAt',
  description: 'summary',
  excerpt: 'summary',
  ...IMAGE_ALIASES,
  author: 'authorName',
  authors: 'authorName',
  lastmod: 'updatedAt',
  modified: 'updatedAt',
  updated: 'updatedAt',
  modDatetime: 'updatedAt',
  updatedDate: 'updatedAt',
  last_modified_at: 'updatedAt',
  keywords: 'metaKeywords',
  readingTime: 'readTime',
  reading_time: 'readTime',
  video: 'videoUrl',
};

/** A project's or template's: its description is what a post calls its summary. */
const PROJECT_ALIASES: Record<string, string> = { summary: 'description', excerpt: 'description', ...IMAGE_ALIASES };
const TEMPLATE_ALIASES: Record<string, string> = { ...PROJECT_ALIASES, date: 'publishedAt', pubDate: 'publishedAt', publishDate: 'publishedAt' };
const ALIASES: Record<CollectionKind | 'about', Record<string, string>> = { post: POST_ALIASES, project: PROJECT_ALIASES, template: TEMPLATE_ALIASES, about: {} };

export interface NormalizedFrontMatter {
  fields: Record<string, unknown>;
  problems: FieldProblem[];
  /** The old addresses as written (aliases:, redirect_from:), read by redirect-aliases.ts. */
  redirects: Partial<Record<RedirectField, unknown>>;
}

export function normalizeFrontMatter(kind: CollectionKind | 'about', data: Record<string, unknown>): NormalizedFrontMatter {
  const spec = FIELDS[kind];
  const fields: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  const sayFor = (key: string, field: string) => (level: FieldProblem['level'], message: string) => problems.push({ level, key, field, message });
  const aliases = ALIASES[kind];
  const extraTags: string[] = [];
  const redirects: NormalizedFrontMatter['redirects'] = {};

  data = withGroupsLifted(data, problems);
  // Our own names first, so that an alias never overrides what is written under our name.
  const keys = Object.keys(data).sort((a, b) => Number(a in aliases) - Number(b in aliases));
  for (const key of keys) {
    const value = data[key];
    if (kind !== 'about' && (REDIRECT_FIELDS as readonly string[]).includes(key)) {
      redirects[key as RedirectField] = value;
      continue;
    }
    if ((key === 'categories' || key === 'category') && !spec[key] && 'tags' in spec) {
      extraTags.push(...(list(value, key, 'tags', sayFor(key, 'tags')) as string[]));
      if (value !== undefined && value !== null) problems.push({ level: 'note', key, field: 'tags', message: `${key} are added to the tags` });
      continue;
    }
    if (kind === 'post' && key === 'published' && publishedDate(value) !== null) {
      // Fuwari (an Astro theme): `published: 2024-04-01` is the day it was published; `draft:` says whether it is.
      if (fields.publishedAt === undefined) {
        fields.publishedAt = date(value, key, 'publishedAt', sayFor(key, 'publishedAt'));
        problems.push({ level: 'note', key, field: 'publishedAt', message: 'a date, read as publishedAt (the day the post was published)' });
      } else problems.push({ level: 'note', key, field: 'publishedAt', message: 'not used: publishedAt is already set' });
      continue;
    }
    if (kind === 'post' && key === 'status' && typeof value === 'string' && STATUS_DRAFT[value.trim().toLowerCase()] !== undefined) {
      // Pelican's and WordPress's status: draft, hidden, private and pending are not public.
      const draft = STATUS_DRAFT[value.trim().toLowerCase()]!;
      if (fields.draft === undefined) fields.draft = draft;
      problems.push({ level: 'note', key, field: 'draft', message: `status: ${value.trim()}, read as draft: ${draft}` });
      continue;
    }
    if (kind === 'post' && key === 'published' && typeof value !== 'string') {
      // dev.to: published: false is a draft.
      const published = bool(value, key, 'draft', sayFor(key, 'draft'));
      if (typeof published === 'boolean' && fields.draft === undefined) fields.draft = !published;
      if (published === false) problems.push({ level: 'note', key, field: 'draft', message: 'published: false, read as draft: true' });
      continue;
    }
    const field = spec[key] ? key : aliases[key] ?? caseless(key, data, spec, aliases);
    if (!field) {
      problems.push({ level: 'note', key, field: key, message: `is not a Folio field; it stays in the file and is not used` });
      continue;
    }
    if (field !== key && fields[field] !== undefined) {
      // Hugo writes both summary and description: the second goes to the page's meta description.
      if (field === 'summary' && fields.metaDescription === undefined && key === 'description') {
        fields.metaDescription = text(value, key, 'metaDescription', sayFor(key, 'metaDescription'));
        problems.push({ level: 'note', key, field: 'metaDescription', message: 'read as metaDescription (summary is set)' });
      } else problems.push({ level: 'note', key, field, message: `not used: ${field} is already set` });
      continue;
    }
    const coerced = spec[field]!(value, key, field, sayFor(key, field));
    if (coerced === undefined) continue;
    if (field !== key) problems.push({ level: 'note', key, field, message: spec[key] || aliases[key] ? `read as ${field}` : `read as ${field} (write the key in lower case: ${key.toLowerCase()})` });
    fields[field] = coerced;
  }
  if (extraTags.length > 0) {
    const merged = [...((fields.tags as string[] | undefined) ?? []), ...extraTags];
    const seen = new Set<string>();
    fields.tags = merged.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  }
  return { fields, problems, redirects };
}

/** Pelican's and WordPress's `status:` words, as draft or not. */
const STATUS_DRAFT: Record<string, boolean> = { draft: true, hidden: true, private: true, pending: true, future: false, publish: false, published: false };

/** A `published:` value that is a date rather than yes/no (Fuwari), or null. */
function publishedDate(value: unknown): Date | string | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' && /^\d{4}[-/]\d{1,2}[-/]\d{1,2}/.test(value.trim()) ? value : null;
}

/**
 * A key written in another case (`Title`, `Date`, `TAGS`: Pelican, hand-written files) as the
 * field its lower-case spelling names, when nothing in the file is written that way already.
 */
function caseless(key: string, data: Record<string, unknown>, spec: Record<string, Coerce>, aliases: Record<string, string>): string | undefined {
  const lower = key.toLowerCase();
  if (lower === key || Object.hasOwn(data, lower)) return undefined;
  const field = Object.keys(spec).find((name) => name.toLowerCase() === lower) ?? aliases[lower];
  return field && !Object.keys(data).some((other) => other !== key && other.toLowerCase() === lower) ? field : undefined;
}

/** Groups whose keys other generators mean as top-level fields: Zola's [taxonomies] and [extra], Hugo's [params]. */
const LIFTED_GROUPS = ['taxonomies', 'extra', 'params'];

/** `data` with the keys of those groups moved to the top, where the top does not set them already. */
function withGroupsLifted(data: Record<string, unknown>, problems: FieldProblem[]): Record<string, unknown> {
  if (!LIFTED_GROUPS.some((group) => isGroup(data[group]))) return data;
  const lifted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!LIFTED_GROUPS.includes(key) || !isGroup(value)) lifted[key] = value;
  for (const group of LIFTED_GROUPS) {
    const value = data[group];
    if (!isGroup(value)) continue;
    const taken = Object.keys(value).filter((key) => !(key in lifted));
    for (const key of taken) lifted[key] = value[key];
    problems.push({ level: 'note', key: group, field: group, message: taken.length ? `read ${taken.join(', ')} from the [${group}] group as top-level fields` : `[${group}] holds nothing that is not set already` });
  }
  return lifted;
}

const isGroup = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
