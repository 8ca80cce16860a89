// A post's old addresses as the console keeps them in its file (decision 065): a change of slug
// adds the old address to the front matter's `aliases:` (or to `redirect_from:` when the file
// uses that one), so the old address answers 301; and a save never loses the aliases a file had,
// even when its front matter is written afresh (TOML or JSON front matter becomes YAML).
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { readFrontMatter } from '../content/front-matter';
import { normalizeFrontMatter } from '../content/front-matter-fields';
import { aliasKey, REDIRECT_FIELDS } from '../content/redirect-aliases';

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/;
const YAML_OPTIONS = { lineWidth: 0, defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN', flowCollectionPadding: false } as const;

export interface SlugChange {
  /** The address the post had (added as an alias). */
  from: string;
  /** The address it moves to (dropped from the aliases, if a rename back made it one). */
  to: string;
  /** Written as `slug:` when the file's name does not give the new slug (a bundle, a dated name). */
  slugField?: string;
}

/**
 * `next` (the text a save is about to write, YAML front matter) with the aliases `original` had
 * when the save lost them, and with `change`'s old address added. Unchanged when there is nothing to do.
 */
export function withOldAddresses(original: string, next: string, change?: SlugChange): string {
  const match = FRONT_MATTER.exec(next);
  if (!match) return next;
  const doc = parseDocument(match[1] ?? '', { version: '1.1' });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return next;
  let changed = restoreLost(doc, original);
  if (change) {
    if (change.slugField !== undefined) doc.set('slug', change.slugField);
    addAlias(doc, change.from, change.to);
    changed = true;
  }
  if (!changed) return next;
  return `---\n${doc.toString(YAML_OPTIONS)}---\n${next.slice(match[0].length)}`;
}

/** Puts back the aliases fields of `original` that `doc` no longer has (a rewrite from scratch). */
function restoreLost(doc: Document, original: string): boolean {
  if (REDIRECT_FIELDS.some((field) => doc.has(field))) return false;
  const read = readFrontMatter(original);
  if (!read.ok) return false;
  const { redirects } = normalizeFrontMatter('post', read.data);
  let restored = false;
  for (const field of REDIRECT_FIELDS) {
    if (redirects[field] === undefined || redirects[field] === null) continue;
    doc.set(field, redirects[field]);
    restored = true;
  }
  return restored;
}

/** Adds `from` to the list the file already uses (aliases:, else redirect_from:, else a new aliases:), once; drops `to`. */
function addAlias(doc: Document, from: string, to: string): void {
  const field = REDIRECT_FIELDS.find((name) => doc.has(name)) ?? 'aliases';
  const entries = REDIRECT_FIELDS.flatMap((name) => listOf(doc.get(name, true)));
  for (const name of REDIRECT_FIELDS) {
    const node = doc.get(name, true);
    if (!isSeq(node)) {
      if (isScalar(node) && typeof node.value === 'string' && aliasKey(node.value) === aliasKey(to)) doc.delete(name);
      continue;
    }
    node.items = node.items.filter((item) => !(isScalar(item) && typeof item.value === 'string' && aliasKey(item.value) === aliasKey(to)));
  }
  if (entries.some((entry) => aliasKey(entry) === aliasKey(from))) return;
  const current = doc.get(field, true);
  if (isSeq(current)) current.add(doc.createNode(from));
  else if (isScalar(current) && typeof current.value === 'string' && current.value.trim() !== '') doc.set(field, doc.createNode([current.value, from]));
  else doc.set(field, doc.createNode([from]));
}

function listOf(node: unknown): string[] {
  if (isSeq(node)) return node.items.flatMap((item) => (isScalar(item) && typeof item.value === 'string' ? [item.value] : []));
  if (isScalar(node) && typeof node.value === 'string') return [node.value];
  return [];
}
