// The old addresses an item answers from: Hugo's `aliases:` and Jekyll's `redirect_from:` (a
// path, or a list of them), read as the person meant and turned into one key per address, so a
// request for /old, /old/, /old.html or /Old finds the same item (decision 065). Each guess is a
// note; what can never redirect (the site's own /api and /admin paths) is left out with a note.
// Runs in the parse workers: text in, plain data out.

/** One old address of an item, as the index keeps it. */
export interface RedirectAlias {
  /** The path as it will be shown in messages: absolute, as the person wrote it once read. */
  path: string;
  /** The form requests are matched by (`aliasKey`). */
  key: string;
  /** The front matter key it came from. */
  field: RedirectField;
  /** The line it is written on, when found. */
  line?: number;
}

export type RedirectField = 'aliases' | 'redirect_from';
export const REDIRECT_FIELDS: readonly RedirectField[] = ['aliases', 'redirect_from'];

/** Paths that belong to the site itself: never an alias, whatever the content says. */
const RESERVED = /^\/(?:api|admin|assets)(?:\/|$)|^\/healthz$/;

/** Old addresses per item past this are not read: no one moved a page this many times. */
const MAX_ALIASES = 100;

export interface AliasReading {
  aliases: RedirectAlias[];
  /** Notes on what was guessed or left out, by field. */
  notes: { field: RedirectField; message: string; line?: number }[];
}

/**
 * The key a path is matched by: decoded, Unicode-normalised, lower case, with no trailing slash,
 * no `index.html` and no `.html`/`.htm` ending; repeated slashes become one. A request's path and
 * an alias meet here, so both sides are read the same way.
 */
export function aliasKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A stray % stays as written: the path is still a path.
  }
  let key = decoded.normalize('NFC').toLowerCase().replace(/\/{2,}/g, '/');
  key = key.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '');
  key = key.replace(/\/+$/, '');
  return key.startsWith('/') ? key || '/' : `/${key}`;
}

/**
 * Reads the values of `aliases:` and `redirect_from:` for an item whose section is `section`
 * (/blog, /works, /templates). `lineOf` finds the line a text is written on.
 */
export function readRedirectAliases(values: Partial<Record<RedirectField, unknown>>, section: string, lineOf: (field: RedirectField, text: string) => number | undefined): AliasReading {
  const reading: AliasReading = { aliases: [], notes: [] };
  const seen = new Set<string>();
  for (const field of REDIRECT_FIELDS) {
    const value = values[field];
    if (value === undefined || value === null || value === '') continue;
    const entries: unknown[] = Array.isArray(value) ? value.flat(2) : [value];
    for (const entry of entries) {
      const text = typeof entry === 'number' ? String(entry) : entry;
      if (typeof text !== 'string') {
        reading.notes.push({ field, message: `an entry ${JSON.stringify(entry)?.slice(0, 40)} is not a path and was left out (write each old address as a path, e.g. /blog/old-name)` });
        continue;
      }
      const line = lineOf(field, text.trim());
      const read = readOne(text, field, section);
      if ('reason' in read) {
        reading.notes.push({ field, line, message: read.reason });
        continue;
      }
      if (read.guess) reading.notes.push({ field, line, message: read.guess });
      if (seen.has(read.key)) continue;
      if (reading.aliases.length >= MAX_ALIASES) {
        reading.notes.push({ field, message: `more than ${MAX_ALIASES} old addresses: the rest are left out` });
        return reading;
      }
      seen.add(read.key);
      reading.aliases.push({ path: read.path, key: read.key, field, ...(line !== undefined && { line }) });
    }
  }
  return reading;
}

type OneReading = { path: string; key: string; guess?: string } | { reason: string };

/** One old address: a path, a path relative to the section (Hugo) or to the site (Jekyll), or a full URL. */
function readOne(raw: string, field: RedirectField, section: string): OneReading {
  const written = raw.trim();
  if (written === '') return { reason: 'an empty entry was left out' };
  // Obsidian's aliases are other names for a note ("MVT primer"), not addresses.
  if (field === 'aliases' && /\s/.test(written) && !written.includes('/')) return { reason: `${JSON.stringify(shorten(written))} reads as another name for the post (as Obsidian's aliases are), not an old address: no redirect (write an address as /blog/old-name)` };
  const guesses: string[] = [];
  let path = written;
  const absolute = /^(?:https?:)?\/\/[^/?#]+(.*)$/i.exec(written);
  if (absolute) {
    // Requests reach this server by path alone: the host says only which site it was.
    path = absolute[1] || '/';
    guesses.push(`read ${JSON.stringify(shorten(written))} as the path ${shorten(pathOnly(path))} (its host is not compared; write the path alone)`);
  } else if (!path.startsWith('/')) {
    // Hugo reads a relative alias inside the page's section; jekyll-redirect-from from the site's top.
    const base = field === 'aliases' ? `${section}/` : '/';
    path = `${base}${path.replace(/^\.\//, '')}`;
    guesses.push(`${JSON.stringify(shorten(written))} has no leading /, read as ${shorten(pathOnly(path))} (${field === 'aliases' ? "inside the item's section, as Hugo reads it" : "from the site's top, as Jekyll reads it"}; write it with a leading /)`);
  }
  const bare = pathOnly(path);
  if (bare !== path) guesses.push(`the query or #fragment of ${JSON.stringify(shorten(written))} is not part of an address and was left out`);
  let resolved: string;
  try {
    resolved = decodePath(new URL(bare, 'http://folio.invalid').pathname);
  } catch {
    return { reason: `${JSON.stringify(shorten(written))} is not a path and was left out (write it as /blog/old-name)` };
  }
  const key = aliasKey(resolved);
  if (key === '/') return { reason: `${JSON.stringify(shorten(written))} is the home page, which is always served: left out (remove it)` };
  if (RESERVED.test(key)) return { reason: `${JSON.stringify(shorten(written))} is one of the site's own addresses (/api, /admin, /assets), which never redirect: left out (remove it)` };
  return { path: resolved, key, ...(guesses.length > 0 && { guess: guesses.join('; ') }) };
}

const pathOnly = (path: string) => path.replace(/[?#].*$/, '') || '/';
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A resolved pathname shown as people write it (percent-escapes decoded where they can be). */
function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
