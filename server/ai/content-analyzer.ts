// The built-in suggester: derives a title, slug, summary, SEO fields and tags from the text
// alone, with no service and no network, so 'Generate with AI' is useful out of the box. It reads
// the body's structure (HTML or Markdown: headings, paragraphs, list items; code and tables
// left out), takes the title from the first heading or the first sentence, the summary from
// whole sentences of the opening paragraphs, and tags from the most frequent meaningful words.
// It does not invent, and what it writes reads as written text: tidy spacing, no cut-off words.
import { slugify } from '../../src/lib/slug';
import type { PostSuggestion } from '../../src/lib/schemas/blog-post';
import { dropElements, readBlocks, type Block } from './content-blocks';
import { asSentence, capitaliseFirst, phrase, splitSentences, wholeSentences } from './sentences';

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
/** The summary's length: whole sentences up to this many characters, stopping once past SUMMARY_ENOUGH. */
const MAX_SUMMARY = 220;
const SUMMARY_ENOUGH = 120;
/** A single opening sentence this long is still taken whole rather than cut (the form allows 1,000). */
const MAX_SUMMARY_SENTENCE = 320;
const MIN_SUMMARY = 20;
const MAX_META_TITLE = 60;
const MAX_META_DESCRIPTION = 155;

/**
 * Plain text from HTML or Markdown-ish input: tags dropped, whitespace collapsed. Scanned by
 * index rather than with patterns like /<[^>]*>/, which restart at every `<` that has no `>`
 * after it and so take quadratic time (150,000 `<` held the event loop for ~20 s).
 */
export function plainText(content: string): string {
  return stripTags(dropElements(content, ['script', 'style']))
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
  const blocks = readBlocks(content);
  const text = blocks.map((block) => block.text).join(' ') || plainText(content);
  const ranked = topKeywords(text, 8);
  const keywords = ranked.map(({ word }) => word);
  // Tags are words the text keeps coming back to; a short text falls back on its top words.
  const repeated = ranked.filter(({ count }) => count >= 2).map(({ word }) => word);
  const tagWords = repeated.length >= 2 ? repeated : keywords;

  const title = makeTitle(blocks, keywords);
  const sentences = summarySentences(blocks);
  const summary = makeSummary(sentences, text);
  return {
    title,
    slug: truncateSlug(slugify(title)),
    summary,
    metaTitle: title.length <= MAX_META_TITLE ? title : (phrase(title, MAX_META_TITLE) ?? title.slice(0, MAX_META_TITLE)),
    metaDescription: sentences.length > 0 ? wholeSentences(sentences, MAX_META_DESCRIPTION) : wholeSentences([summary], MAX_META_DESCRIPTION),
    metaKeywords: keywords.slice(0, 6).join(', '),
    tags: tagWords.slice(0, 4).map(capitalise),
  };
}

/** Headings that name a part of a post, not the post: never its title. */
const GENERIC_HEADINGS = /^(introduction|intro|overview|summary|background|contents|table of contents|tl;? ?dr|abstract|preface|foreword|notes?)$/i;

/**
 * The post's heading when it opens with one (or has a level-1 heading anywhere), else its first
 * sentence, as a readable phrase; from the top keywords when the text has too few words.
 */
function makeTitle(blocks: Block[], keywords: string[]): string {
  const isTitle = (block: Block) => block.kind === 'heading' && !GENERIC_HEADINGS.test(block.text.replace(/[.:!?]+$/, ''));
  const heading = (blocks[0] && isTitle(blocks[0]) ? blocks[0] : undefined) ?? blocks.find((block) => isTitle(block) && block.level === 1);
  const opening = blocks.find((block) => block.kind !== 'heading') ?? blocks[0];
  const source = heading?.text ?? (opening ? splitSentences(opening.text)[0] : undefined);
  let title = source ? phrase(source, MAX_TITLE) : null;
  if (!title || title.length < 5) {
    const words = keywords.slice(0, 3).map((word, index) => (index === 0 ? capitalise(word) : word));
    title = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? 'Untitled post');
  }
  if (title.length < 5) title = `${title} notes`;
  return capitaliseFirst(title);
}

/**
 * The sentences a summary is made of: those of the paragraphs, in order (of the list items when
 * there are no paragraphs), each ending as a sentence does. A sentence that only introduces what
 * follows ("Three things matter:") ends the run unless it is the first.
 */
function summarySentences(blocks: Block[]): string[] {
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph');
  const source = paragraphs.length > 0 ? paragraphs : blocks.filter((block) => block.kind === 'item');
  const sentences: string[] = [];
  for (const block of source) {
    for (const sentence of splitSentences(block.text)) {
      if (sentence.trimEnd().endsWith(':') && sentences.length > 0) return sentences;
      const whole = asSentence(capitaliseFirst(sentence));
      if (whole) sentences.push(whole);
    }
  }
  return sentences;
}

/** Whole sentences from the opening paragraphs, within the summary's length. */
function makeSummary(sentences: string[], text: string): string {
  if (sentences.length === 0) return wholeSentences([asSentence(text)], MAX_SUMMARY);
  // A long opening sentence is kept whole when it is the only way to say something whole.
  const first = sentences[0]!;
  if (first.length > MAX_SUMMARY && first.length <= MAX_SUMMARY_SENTENCE) return first;
  const summary = wholeSentences(sentences, MAX_SUMMARY, SUMMARY_ENOUGH);
  // Too short for the form: add the next sentences, still whole.
  return summary.length >= MIN_SUMMARY ? summary : wholeSentences(sentences, MAX_SUMMARY_SENTENCE, MIN_SUMMARY);
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

function truncateSlug(slug: string): string {
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
