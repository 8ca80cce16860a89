// The search index over public posts (issue 29, decision 062): MiniSearch over each post's title,
// summary, tags and the text of its body, kept in step with the public list one post at a time —
// a hand edit discards and adds that post alone, a deleted or unpublished post is discarded.
// MiniSearch stores no field: a result is a slug, and the caller looks the post up in the public
// list, so a post that stopped being public can never be shown even if it were still indexed.
// Only a bounded prefix of a body's text is indexed, code blocks left out: the memory a post costs
// stays bounded however long it is (measured in docs/decisions/062).
import { setImmediate as nextTurn } from 'node:timers/promises';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Post } from '../../src/lib/content-types';

/** Characters of a body's text indexed: about 1,300 words, the whole of most posts people write. */
export const INDEXED_TEXT_CHARS = 8_000;
/** Terms longer than this are not indexed (hashes, long URLs, minified code): nobody types them. */
const MAX_TERM_LENGTH = 32;

interface SearchDocument {
  slug: string;
  title: string;
  summary: string;
  tags: string;
  text: string;
}

/** One post found: its slug, its score, and the body words that matched (for the snippet). */
export interface PostMatch {
  slug: string;
  score: number;
  terms: string[];
}

/** A word as indexed and as searched: lower case, accents dropped, too short or too long dropped. */
export function searchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // Only a word with a letter beyond ASCII can carry an accent (most words, spared the work).
  const plain = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
  return plain.length < 2 || plain.length > MAX_TERM_LENGTH || STOP_WORDS.has(plain) ? null : plain;
}

/**
 * English words too common to tell posts apart: each would cost an entry in nearly every post's
 * postings (a fifth of the index), and a search for them alone finds nothing useful anyway.
 */
const STOP_WORDS = new Set(
  'an and are as at be but by for from had has have he her his if in into is it its me my no not of on or our she so than that the their them then there these they this to too us was we were what when which who will with you your'.split(' '),
);

const NON_ASCII = /[^\x00-\x7f]/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of a post's sanitized HTML: code blocks out (they would fill the index with
 * identifiers), tags out, entities decoded. `limit` bounds the work, not only the result.
 */
export function bodyText(html: string, limit = Infinity): string {
  const text = html
    .slice(0, limit === Infinity ? undefined : limit * 4)
    .replace(/<pre[\s>][\s\S]*?<\/pre>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return limit === Infinity ? text : text.slice(0, limit);
}

/** What MiniSearch reads of a post. Indexing runs as the lists are filed, so a field missing from a partial item must not throw. */
function documentOf(post: Partial<Post> & { slug: string }): SearchDocument {
  return { slug: post.slug, title: post.title ?? '', summary: post.summary ?? '', tags: (post.tags ?? []).join(' '), text: bodyText(post.content ?? '', INDEXED_TEXT_CHARS) };
}

/**
 * Posts filed by one `setAll` past this many are indexed this many per turn of the event loop:
 * at 10,000 posts indexing takes seconds of CPU, which must neither hold up the start nor block
 * requests for long (decision 034).
 */
const FILL_CHUNK = 250;

export class PostSearch {
  private readonly index = newIndex();
  /** The post each slug was indexed from: the same object filed again costs nothing. */
  private readonly indexed = new Map<string, Post>();
  /** Changes not indexed yet (a large `setAll`), indexed FILL_CHUNK a turn. */
  private readonly queue = new Map<string, Post | null>();
  private filling: Promise<void> | null = null;

  /** `onCaughtUp` hears when a large `setAll` is fully indexed (answers made before were partial). */
  constructor(private readonly onCaughtUp: () => void = () => {}) {}

  get size(): number {
    return this.indexed.size;
  }

  /** Whether every change filed so far is in the index (false while a large `setAll` is indexed). */
  get complete(): boolean {
    return this.queue.size === 0;
  }

  /** Resolves once every change filed so far is indexed. */
  caughtUp(): Promise<void> {
    return this.filling ?? Promise.resolve();
  }

  /** A slug's post as it is public now, or null when it is not public (a draft, scheduled, gone). */
  set(slug: string, post: Post | null): void {
    this.queue.delete(slug);
    const old = this.indexed.get(slug);
    if (old === (post ?? undefined)) return;
    // discard, unlike remove, needs not the document as it was indexed (which is not kept).
    if (old) this.index.discard(slug);
    if (post) {
      this.index.add(documentOf(post));
      this.indexed.set(slug, post);
    } else this.indexed.delete(slug);
  }

  /**
   * Every public post at once (the first build, a big pull): only the posts that changed are
   * indexed again, at once when they are few, else FILL_CHUNK per turn of the event loop.
   */
  setAll(posts: Iterable<Post>): void {
    const current = new Map<string, Post>();
    for (const post of posts) current.set(post.slug, post);
    const changes = new Map<string, Post | null>();
    for (const slug of this.indexed.keys()) if (!current.has(slug)) changes.set(slug, null);
    for (const [slug, post] of current) if (this.indexed.get(slug) !== post) changes.set(slug, post);
    for (const slug of this.queue.keys()) if (!changes.has(slug)) changes.set(slug, current.get(slug) ?? null);
    this.queue.clear();
    if (changes.size <= FILL_CHUNK) {
      for (const [slug, post] of changes) this.set(slug, post);
      return;
    }
    for (const [slug, post] of changes) this.queue.set(slug, post);
    this.filling ??= this.fill();
  }

  private async fill(): Promise<void> {
    while (this.queue.size > 0) {
      await nextTurn();
      let done = 0;
      for (const [slug, post] of this.queue) {
        this.set(slug, post);
        if (++done === FILL_CHUNK) break;
      }
    }
    this.filling = null;
    this.onCaughtUp();
  }

  /**
   * The posts matching every word of `query` (from three letters on, a word also matches as the
   * start of a longer one), best first. Only when that finds nothing is one letter wrong forgiven
   * in words of five letters or more: a fuzzy search walks much more of the index, and costs the
   * most on the common words that find many posts anyway.
   */
  search(query: string): PostMatch[] {
    let results = this.index.search(query, { fuzzy: false });
    if (results.length === 0) results = this.index.search(query);
    return results.map((result: SearchResult) => ({ slug: String(result.id), score: result.score, terms: result.terms }));
  }
}

function newIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    idField: 'slug',
    fields: ['title', 'summary', 'tags', 'text'],
    storeFields: [],
    processTerm: searchTerm,
    searchOptions: {
      combineWith: 'AND',
      boost: { title: 3, tags: 2, summary: 1.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      maxFuzzy: 1,
    },
  });
}

/** Characters a snippet shows around the word it was found by. */
const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 160;

/**
 * A line of plain text to show under a result: the body around the first of `terms` (the
 * indexed words a search matched) that it holds, cut at spaces; else the start of `fallback`.
 */
export function snippetOf(html: string, terms: readonly string[], fallback: string): string {
  const text = bodyText(html, INDEXED_TEXT_CHARS);
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const found = lower.indexOf(term);
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (at === -1) return cut(fallback || text, 0);
  return cut(text, at);
}

function cut(text: string, at: number): string {
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, at + SNIPPET_AFTER);
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
