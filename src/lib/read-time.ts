// Read time. The spec's rule (the default): content length / 1000, rounded up, in minutes. A site
// may count words instead (site.yaml `readTime: {countBy: words, wordsPerMinute: 238}`): the
// words a reader reads (tags, entities and Markdown marks are not words; code is read, so its
// words count), divided by the pace, rounded up like the spec's rule. Decision 091.

/** How a post's read time is counted when its file gives none (site.yaml `readTime:`). */
export interface ReadTimeRule {
  countBy: 'characters' | 'words';
  /** Only for `words`: a reader's pace. 238 is the average for non-fiction measured by Brysbaert (2019). */
  wordsPerMinute: number;
}

export const DEFAULT_WORDS_PER_MINUTE = 238;
export const SPEC_READ_TIME_RULE: ReadTimeRule = { countBy: 'characters', wordsPerMinute: DEFAULT_WORDS_PER_MINUTE };

/** What a body is counted as: its length (the spec's "content length") and its words. */
export interface ReadCounts {
  characters: number;
  words: number;
}

/** The spec's rule: content length / 1000, rounded up, at least one minute. */
export function computeReadTime(content: string): number {
  return Math.max(1, Math.ceil(content.length / 1000));
}

/** Minutes by the site's rule, at least one. */
export function readTimeFor(counts: ReadCounts, rule: ReadTimeRule = SPEC_READ_TIME_RULE): number {
  const minutes = rule.countBy === 'words' ? counts.words / rule.wordsPerMinute : counts.characters / 1000;
  return Math.max(1, Math.ceil(minutes));
}

// A word: a run of non-space characters with at least one letter or digit, so `—`, `|`, `-` or
// `**` alone are not words and `don't`, `v2.1` and `**bold**` are one each.
const WORD = /[^\s]*[\p{L}\p{N}][^\s]*/gu;

/** The words of plain text. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

// Entities that are spaces split words; any other (`&amp;`, `&#39;`) is a mark inside or beside one.
const SPACE_ENTITY = /&(?:nbsp|ensp|emsp|thinsp|#160|#x[aA]0);/g;

/** The text a reader reads in HTML: tags, comments and entities are not words. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(SPACE_ENTITY, ' ')
    .replace(/&#?\w+;/g, '');
}

/** The text a reader reads in Markdown source: fence lines, link targets, images' addresses and HTML tags are not words. */
export function markdownText(markdown: string): string {
  return htmlText(
    markdown
      .replace(/^[ \t]*(```|~~~).*$/gm, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      .replace(/^[ \t]*\[[^\]]+\]:\s*\S+.*$/gm, (line) => (/^[ \t]*\[\^/.test(line) ? line : ' ')),
  );
}

/** A body's counts: HTML as served, or the console's Markdown source. */
export function readCounts(body: string, format: 'html' | 'markdown' = 'html'): ReadCounts {
  return { characters: body.length, words: countWords(format === 'markdown' ? markdownText(body) : htmlText(body)) };
}
