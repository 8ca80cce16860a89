// The search index over public posts (issue 29, decision 062): one FlexSearch index per field —
// title, summary, tags and the text of the body — kept in step with the public list one post at
// a time: a hand edit removes and adds that post alone, a deleted or unpublished post is removed.
// The indexes store no field: a result is a slug, and the caller looks the post up in the public
// list, so a post that stopped being public can never be shown even if it were still indexed.
// Only a bounded prefix of a body's text is indexed, code blocks left out: the memory a post costs
// stays bounded however long it is (measured in docs/decisions/062).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Index } from 'flexsearch';
import type { Post } from '../../src/lib/content-types';

/** Characters of a body's text indexed: about 1,300 words, the whole of most posts people write. */
export const INDEXED_TEXT_CHARS = 8_000;
/** Terms longer than this are not indexed (hashes, long URLs, minified code): nobody types them. */
const MAX_TERM_LENGTH = 32;

/** One post found: its slug, its score, and the searched words as indexed (for the snippet). */
export interface PostMatch {
  slug: string;
  score: number;
  terms: string[];
}

/** What splits text into words, in the index, in a query and in a snippet alike. */
const WORD = /[\p{L}\p{N}]+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const NON_ASCII = /[^\x00-\x7f]/;
const VOWEL = /[aeiouy]/;

/**
 * A word as indexed and as searched: lower case, accents dropped, an English ending folded
 * (suffixStem), doubled letters made single (so 'adresses' finds 'addresses'); too short, too
 * long or too common a word is dropped (null).
 */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  // Only a word with a letter beyond ASCII can carry an accent (most words, spared the work).
  const plain = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
  if (plain.length < 2 || plain.length > MAX_TERM_LENGTH || STOP_WORDS.has(plain)) return null;
  return single(suffixStem(plain));
}

/** A word with each run of one letter made one letter ('address' → 'adres'). */
function single(word: string): string {
  let out = word[0]!;
  for (let i = 1; i < word.length; i += 1) if (word[i] !== word[i - 1]) out += word[i];
  return out;
}

/**
 * A crude English stem, the same at index and at query time so that any two forms it folds alike
 * find each other: deploy, deploys, deploying, deployed → deploy; cache, caches, caching → cach;
 * stories, storied → story. What is left must keep three letters and a vowel ('string' stays).
 * Not a linguist's stemmer: a few forms stay apart (use/used), which only costs a missed match.
 */
function suffixStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.length > 4 && (word.endsWith('ies') || word.endsWith('ied'))) return `${word.slice(0, -3)}y`;
  let stem = word;
  if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us') && !stem.endsWith('is')) stem = stem.slice(0, -1);
  const ending = stem.endsWith('ing') ? 3 : stem.endsWith('ed') ? 2 : 0;
  if (ending > 0 && kept(stem.slice(0, -ending))) stem = stem.slice(0, -ending);
  else if (stem.endsWith('e') && kept(stem.slice(0, -1))) stem = stem.slice(0, -1);
  return stem;
}

const kept = (stem: string) => stem.length >= 3 && VOWEL.test(stem);

/**
 * The indexed terms of a text: every word's searchTerm, each once. A body repeats most of its
 * words: folding each distinct word once, not each occurrence, halves the CPU a fill costs.
 */
function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const word of new Set(text.toLowerCase().split(NON_WORD))) {
    const term = word && searchTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/**
 * English words too common to tell posts apart: each would cost an entry in nearly every post's
 * postings (a fifth of the index), and a search for them alone finds nothing useful anyway.
 */
const STOP_WORDS = new Set(
  'an and are as at be but by for from had has have he her his if in into is it its me my no not of on or our she so than that the their them then there these they this to too us was we were what when which who will with you your'.split(' '),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Links the parser adds around a post's words, which are not its words: a heading's "#"
 * (heading-anchors.ts), a footnote's number and its "↩", the hidden "Footnotes" heading.
 */
const APPARATUS = /<a class="heading-link"[^>]*>[^<]*<\/a>|<sup><a [^>]*href="#user-content-footnote-[^>]*>[^<]*<\/a><\/sup>|<a href="#user-content-footnote-ref-[^>]*>[^<]*<\/a>|<h2 id="user-content-footnote-label"[^>]*>[^<]*<\/h2>/g;

/**
 * The readable text of a post's sanitized HTML: code blocks out (they would fill the index with
 * identifiers), the parser's links out, tags out, entities decoded. `limit` bounds the work,
 * not only the result.
 */
export function bodyText(html: string, limit = Infinity): string {
  const text = html
    .slice(0, limit === Infinity ? undefined : limit * 4)
    .replace(/<pre[\s>][\s\S]*?<\/pre>/gi, ' ')
    .replace(APPARATUS, '')
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

/**
 * The fields indexed, with what a query word found in each adds to a post's score: a word in
 * the title says more about what a post is about than the same word somewhere in its body.
 * Indexing runs as the lists are filed, so a field missing from a partial item must not throw.
 */
const FIELDS = [
  { weight: 3, of: (post: Partial<Post>) => post.title ?? '' },
  { weight: 2, of: (post: Partial<Post>) => (post.tags ?? []).join(' ') },
  { weight: 1.5, of: (post: Partial<Post>) => post.summary ?? '' },
  { weight: 1, of: (post: Partial<Post>) => bodyText(post.content ?? '', INDEXED_TEXT_CHARS) },
] as const;

/**
 * Posts filed by one `setAll` past this many are indexed in the background (fill): at 10,000
 * posts indexing takes seconds of CPU, which must neither hold up the start nor block requests
 * for long (decision 034).
 */
const FILL_CHUNK = 250;
/**
 * Milliseconds the background fill indexes before it lets the event loop run again. A hand edit
 * takes several turns (the watcher's event, the parser's answer, the request): each waits at most
 * this long behind the fill, not behind a chunk of 250 posts, whose cost grows with their length
 * (250 ms of long posts made a hand edit at 10,000 posts ten times slower; decision 070).
 */
const FILL_SLICE_MS = 1;
/**
 * How the fill makes way for hand edits once they are filed. Edits come in runs (a save and
 * another, a file written and then deleted, an editor's several files), and each edit of a run
 * that landed between fill slices waited behind them and behind the garbage they make: 58 ms at
 * 10,000 posts during the first fill against 35 at 100 in the scale bench, 34–41 with no fill.
 * So the fill goes on only once no edit has been filed for `afterEditMs`; but it never waits that
 * way for longer than `longestMs` in a row, so that a folder that never stops changing cannot
 * keep the search partial (decision 070).
 */
export interface FillQuiet {
  afterEditMs: number;
  longestMs: number;
}
const FILL_QUIET: FillQuiet = { afterEditMs: 500, longestMs: 5000 };
/**
 * A `setAll` that changes or removes more than one indexed post in this many indexes them all
 * afresh: a removal costs about as much as indexing 15 posts (3.7 ms against 0.22 ms at 10,000
 * realistic posts), so beyond 1 in 16 a new index is the cheaper way (decision 062).
 */
const REBUILD_RATIO = 16;

export class PostSearch {
  private indexes = FIELDS.map(newIndex);
  /** The post each slug was indexed from: the same object filed again costs nothing. */
  private readonly indexed = new Map<string, Post>();
  /** Changes not indexed yet (a large `setAll`), indexed FILL_SLICE_MS at a time. */
  private readonly queue = new Map<string, Post | null>();
  private filling: Promise<void> | null = null;
  /** What a large fill waits for before its first turn (holdFillsUntil). */
  private held: Promise<void> = Promise.resolve();
  /** Foreground work the fill waits behind (pauseFill), and how it hears that the last one ended. */
  private pauses = 0;
  private unpaused: (() => void) | null = null;
  /** When the last pause ended (FillQuiet). */
  private lastResumedAt = -Infinity;
  /** Since when the fill has waited out quiet whiles without one ending (FillQuiet's `longestMs`). */
  private quietSince: number | null = null;

  /** `onCaughtUp` hears when a large `setAll` is fully indexed (answers made before were partial). */
  constructor(
    private readonly onCaughtUp: () => void = () => {},
    private readonly quiet: FillQuiet = FILL_QUIET,
  ) {}

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

  /**
   * Large fills start once `until` settles: the server's start passes its own end, so that the
   * seconds of CPU a first fill of 10,000 posts costs come after the site answers, not before
   * (decision 062). A small change is indexed at once all the same.
   */
  holdFillsUntil(until: Promise<unknown>): void {
    this.held = until.then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Holds the background fill until the returned function is called, and then for a quiet while
   * (FillQuiet): a hand edit holds it from its first file event until it is filed, so that none
   * of its steps waits for a fill slice (content-watcher.ts, decision 070). The fill only waits:
   * whatever it has queued is indexed once nothing holds it.
   */
  pauseFill(): () => void {
    this.pauses += 1;
    let resumed = false;
    return () => {
      if (resumed) return;
      resumed = true;
      this.pauses -= 1;
      this.lastResumedAt = performance.now();
      if (this.pauses === 0) this.unpaused?.();
    };
  }

  /** A slug's post as it is public now, or null when it is not public (a draft, scheduled, gone). */
  set(slug: string, post: Post | null): void {
    this.queue.delete(slug);
    const old = this.indexed.get(slug);
    if (old === (post ?? undefined)) return;
    FIELDS.forEach((field, i) => {
      const index = this.indexes[i]!;
      if (old) index.remove(slug);
      if (post) index.add(slug, field.of(post));
    });
    if (post) this.indexed.set(slug, post);
    else this.indexed.delete(slug);
  }

  /**
   * Every public post at once (the first build, a big pull): only the posts that changed are
   * indexed again, at once when they are few, else in slices of FILL_SLICE_MS between turns of the
   * event loop.
   */
  setAll(posts: Iterable<Post>): void {
    const current = new Map<string, Post>();
    for (const post of posts) current.set(post.slug, post);
    let changes = new Map<string, Post | null>();
    for (const slug of this.indexed.keys()) if (!current.has(slug)) changes.set(slug, null);
    for (const [slug, post] of current) if (this.indexed.get(slug) !== post) changes.set(slug, post);
    for (const slug of this.queue.keys()) if (!changes.has(slug)) changes.set(slug, current.get(slug) ?? null);
    this.queue.clear();
    let stale = 0;
    for (const slug of changes.keys()) if (this.indexed.has(slug)) stale += 1;
    if (stale > FILL_CHUNK && stale * REBUILD_RATIO > this.indexed.size) {
      // Removing a post walks every word of the index (newIndex): past a point, indexing every
      // post afresh costs less than removing the many that changed.
      this.indexes = FIELDS.map(newIndex);
      this.indexed.clear();
      changes = current;
    }
    if (changes.size <= FILL_CHUNK) {
      for (const [slug, post] of changes) this.set(slug, post);
      return;
    }
    for (const [slug, post] of changes) this.queue.set(slug, post);
    this.filling ??= this.fill();
  }

  private async fill(): Promise<void> {
    await this.held;
    while (this.queue.size > 0) {
      await nextTurn();
      await this.editsDone();
      const sliceEnd = performance.now() + FILL_SLICE_MS;
      for (const [slug, post] of this.queue) {
        this.set(slug, post);
        if (performance.now() >= sliceEnd) break;
      }
    }
    this.filling = null;
    this.onCaughtUp();
  }

  /**
   * Resolves once no hand edit holds the fill and none has for the quiet while; or, once the
   * fill has waited out quiet whiles for `longestMs` in a row, as soon as no edit holds it, until
   * the edits stop for a quiet while (FillQuiet).
   */
  private async editsDone(): Promise<void> {
    for (;;) {
      if (this.pauses > 0) {
        await new Promise<void>((resolve) => (this.unpaused = resolve));
        this.unpaused = null;
        continue;
      }
      const now = performance.now();
      const quietAt = this.lastResumedAt + this.quiet.afterEditMs;
      if (quietAt <= now) {
        this.quietSince = null;
        return;
      }
      this.quietSince ??= now;
      const wait = Math.min(quietAt, this.quietSince + this.quiet.longestMs) - now;
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * The posts holding every word of `query` (in any of their fields, as searchTerm folds it),
   * best first: a post scores each field's weight for each word found there. Words match whole
   * (after folding): a prefix or a typo is not matched, see decision 062 for why.
   */
  search(query: string): PostMatch[] {
    const words = new Map<string, string>();
    for (const word of query.split(NON_WORD)) {
      const term = word && searchTerm(word);
      if (term && !words.has(term)) words.set(term, word);
    }
    if (words.size === 0 || this.indexed.size === 0) return [];
    let scores: Map<string, number> | null = null;
    for (const word of words.values()) {
      const found = new Map<string, number>();
      FIELDS.forEach((field, i) => {
        for (const id of this.indexes[i]!.search(word, { limit: this.indexed.size }) as string[]) {
          // Every word must be found: a post the words before did not find is passed over.
          if (scores && !scores.has(id)) continue;
          found.set(id, (found.get(id) ?? scores?.get(id) ?? 0) + field.weight);
        }
      });
      scores = found;
      if (scores.size === 0) return [];
    }
    const terms = [...words.keys()];
    return [...scores!].sort((a, b) => b[1] - a[1]).map(([slug, score]) => ({ slug, score, terms }));
  }
}

function newIndex(): Index {
  // Whole words (strict), one rank for all (resolution 1: the score is ours), no register of
  // where each post's words sit (fastupdate off): a removal walks the field's words instead,
  // which costs a few milliseconds per edit and no memory (decision 062).
  return new Index({ tokenize: 'strict', resolution: 1, encode: termsOf, cache: false });
}

/** Characters a snippet shows around the word it was found by. */
const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 160;

/**
 * A line of plain text to show under a result: the body around its first word whose searchTerm
 * is one of `terms` (a match's terms), cut at spaces; else the start of `fallback`.
 */
export function snippetOf(html: string, terms: readonly string[], fallback: string): string {
  const text = bodyText(html, INDEXED_TEXT_CHARS);
  const wanted = new Set(terms);
  let at = -1;
  if (wanted.size > 0)
    for (const word of text.matchAll(WORD))
      if (wanted.has(searchTerm(word[0])!)) {
        at = word.index;
        break;
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
