// A console post as a content file: `posts/<slug>.html`, YAML front matter that the content
// index's post schema accepts (src/lib/schemas/content-schemas.ts), then the HTML body as the
// owner wrote it (the index sanitizes bodies when it reads them, hand-written or not).
import { isMap, isSeq, parseDocument, stringify } from 'yaml';
import { oneLine } from '../../src/lib/one-line';
import type { PostExtension } from '../../src/lib/post-format';
import { POST_FILE_FIELDS, type PostFileFields } from '../../src/lib/schemas/post-fields';
import { collectionFilePath } from '../content/content-paths';

/** The one place a console post's slug becomes a path (isSlug is checked again there). */
export function postFilePath(slug: string, extension: PostExtension = 'html'): string {
  return collectionFilePath('post', slug, extension);
}

/** Front matter in a fixed, readable order; empty optional fields are left out. */
export function serializePost(fields: PostFileFields, body: string): string {
  const yaml = stringify(frontMatterValues(fields), { ...YAML_OPTIONS, schema: 'yaml-1.1' });
  return `---\n${yaml}---\n\n${body.trim()}\n`;
}

/**
 * An edit of an existing file: only the fields whose values changed are rewritten, so the
 * owner's field order, comments, quoting and list style survive and the commit's diff shows
 * just the edit. A file whose front matter cannot be read this way is written afresh.
 */
export function rewritePost(original: string, fields: PostFileFields, body: string): string {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/.exec(original);
  const doc = match ? parseDocument(match[1] ?? '', { version: '1.1' }) : null;
  if (!doc || doc.errors.length > 0 || !isMap(doc.contents)) return serializePost(fields, body);
  const values = frontMatterValues(fields);
  const before = doc.toJS() as Record<string, unknown>;
  for (const key of POST_FILE_FIELDS) {
    const next = values[key];
    if (next === undefined) {
      // A file that says `draft: false` by hand keeps saying so.
      if (key === 'draft' && before.draft === false) continue;
      doc.delete(key);
      continue;
    }
    if (sameValue(key, before[key], next)) continue;
    const node = doc.createNode(next);
    // A list written inline ([a, b]) stays inline.
    const previous = doc.get(key, true);
    if (isSeq(node) && isSeq(previous) && previous.flow) node.flow = true;
    doc.set(key, node);
  }
  const yaml = doc.toString(YAML_OPTIONS);
  // Blank lines between the front matter and the body stay as the owner left them.
  const gap = /^(\r?\n)*/.exec(original.slice(match![0].length))![0];
  return `---\n${yaml}---\n${gap}${body.trim()}\n`;
}

// Written with YAML 1.1 rules, which quote every string a YAML 1.1 reader (our front matter
// reader's timestamps, other tools reading the repo) could take for a date, number or boolean,
// so a title such as "2025-03-05" stays text.
const YAML_OPTIONS = { lineWidth: 0, defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN', flowCollectionPadding: false } as const;

function sameValue(key: string, current: unknown, next: unknown): boolean {
  if (key === 'publishedAt' && current !== undefined) {
    const time = current instanceof Date ? current.getTime() : Date.parse(String(current));
    return time === Date.parse(String(next));
  }
  return JSON.stringify(current) === JSON.stringify(next);
}

/** Written as given, not folded onto one line: an id, a date, an address. */
const AS_GIVEN: ReadonlySet<string> = new Set(['id', 'publishedAt', 'image', 'videoUrl']);

/** The fields in the order they are written; a field left empty (absent, null or '') is left out. */
function frontMatterValues(fields: PostFileFields): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of POST_FILE_FIELDS) {
    const value = fields[key];
    if (value === undefined || value === null || value === '') continue;
    ordered[key] = typeof value === 'string' && !AS_GIVEN.has(key) ? oneLine(value) : value;
  }
  return ordered;
}
