// The built-in suggester: derives a title, slug, summary, SEO fields and tags from the text
// alone, with no service and no network, so 'Generate with AI' is useful out of the box.
// It picks the opening sentences and the most frequent meaningful words; it does not invent.
import { slugify } from '../../src/lib/slug';
import type { PostSuggestion } from '../../src/lib/schemas/blog-post';

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing down during each even every few for from further get gets got had has have having he her here hers him his ' +
    'how however i if in into is it its itself just like make makes many may me might more most much must my no nor not now of off on ' +
    'once one only or other our ours out over own per quite rather really same she should so some such than that the their theirs them ' +
    'then there these they this those through to too under until up upon us use used uses using very via was way we well were what when ' +
    'where whether which while who whom why will with within without would yet you your yours new first two three need needs want based ' +
    "keep keeps kept take takes took show shows shown give gives gave put puts go goes going see sees seen know " +
    "don't doesn't isn't it's i'm you're we're they're that's there's can't won't let's"
  ).split(/\s+/),
);

const MAX_TITLE = 70;
const MAX_SUMMARY = 220;
const MAX_META_TITLE = 60;
const MAX_META_DESCRIPTION = 155;

/**
 * Plain text from HTML or Markdown-ish input: tags dropped, whitespace collapsed. Scanned by
 * index rather than with patterns like /<[^>]*>/, which restart at every `<` that has no `>`
 * after it and so take quadratic time (150,000 `<` held the event loop for ~20 s).
 */
export function plainText(content: string): string {
  return stripTags(dropScriptsAndStyles(content))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[#*_`>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `<script…>…</script>` and `<style…>…</style>` become a space; an unclosed one is left to stripTags. */
function dropScriptsAndStyles(html: string): string {
  const open = /<(script|style)/gi;
  // A closing tag missing after one opening is missing after every later one too: look once.
  const unclosed = new Set<string>();
  let out = '';
  let copied = 0;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const name = match[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const close = new RegExp(`</${name}>`, 'gi');
    close.lastIndex = match.index + match[0].length;
    const end = close.exec(html);
    if (!end) {
      unclosed.add(name);
      continue;
    }
    out += `${html.slice(copied, match.index)} `;
    copied = end.index + end[0].length;
    open.lastIndex = copied;
  }
  return out + html.slice(copied);
}

/** Every `<…>` becomes a space; a `<` with no `>` after it stays, as does everything after it. */
function stripTags(html: string): string {
  let out = '';
  let copied = 0;
  for (let start = html.indexOf('<'); start !== -1; start = html.indexOf('<', copied)) {
    const end = html.indexOf('>', start + 1);
    if (end === -1) break;
    out += `${html.slice(copied, start)} `;
    copied = end + 1;
  }
  return out + html.slice(copied);
}

export function analyzeContent(content: string): PostSuggestion {
  const text = plainText(content);
  const sentences = splitSentences(text);
  const ranked = topKeywords(text, 8);
  const keywords = ranked.map(({ word }) => word);
  // Tags are words the text keeps coming back to; a short text falls back on its top words.
  const repeated = ranked.filter(({ count }) => count >= 2).map(({ word }) => word);
  const tagWords = repeated.length >= 2 ? repeated : keywords;

  const title = makeTitle(sentences[0] ?? text, keywords);
  const summary = makeSummary(sentences, text);
  return {
    title,
    slug: truncateSlug(slugify(title)),
    summary,
    metaTitle: truncate(title, MAX_META_TITLE),
    metaDescription: truncate(summary, MAX_META_DESCRIPTION),
    metaKeywords: keywords.slice(0, 6).join(', '),
    tags: tagWords.slice(0, 4).map(capitalise),
  };
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Words by frequency (ties: first appearance), stop words and short words left out. */
function topKeywords(text: string, count: number): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu)) {
    const word = match[0].replace(/’/g, "'").replace(/'s$/, '');
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word, times]) => ({ word, count: times }));
}

/**
 * The opening sentence when it reads like a title. Stripped HTML loses the break after a
 * heading ("Clustering pins for big maps Clustering keeps…"), so a long opening is cut where a
 * lowercase word meets a capitalised one, which is usually where the heading ended.
 */
function makeTitle(firstSentence: string, keywords: string[]): string {
  let sentence = trimEndWhile(firstSentence, (character) => '.!?:;,'.includes(character)).trim();
  if (sentence.length > MAX_TITLE) {
    const boundary = /[\p{Ll}\p{N}] (?=\p{Lu})/gu;
    for (const match of sentence.matchAll(boundary)) {
      if (match.index >= 4 && match.index < MAX_TITLE) {
        sentence = sentence.slice(0, match.index + 1);
        break;
      }
    }
  }
  let title = truncate(sentence, MAX_TITLE);
  if (title.length < 5) title = keywords.slice(0, 3).map(capitalise).join(', ') || 'Untitled Post';
  if (title.length < 5) title = `${title} Notes`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The opening sentences up to a length, at least 20 characters when the text has them. */
function makeSummary(sentences: string[], text: string): string {
  let summary = '';
  for (const sentence of sentences) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (next.length > MAX_SUMMARY && summary.length >= 20) break;
    summary = next;
    if (summary.length >= 120) break;
  }
  summary = truncate(summary || text, MAX_SUMMARY);
  return summary;
}

/** Cuts at a word boundary; adds an ellipsis only when something was cut. */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${trimEndWhile(boundary > max / 2 ? cut.slice(0, boundary) : cut, (character) => /[\s,;:.-]/.test(character))}…`;
}

function truncateSlug(slug: string): string {
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/**
 * The value without the characters at its end that `drop` picks. An unanchored /[…]+$/ retries
 * from every position of a long run that does not reach the end, which is quadratic; this walks
 * back once.
 */
function trimEndWhile(value: string, drop: (character: string) => boolean): string {
  let end = value.length;
  while (end > 0 && drop(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
