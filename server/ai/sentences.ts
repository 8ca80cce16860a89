// Sentences for the built-in analyzer: spacing tidied the way English is typeset, text split into
// sentences (not at "e.g." or an initial), and a long sentence shortened to a phrase that reads as
// one — cut at a clause, else at a word, never ending on "the", "of" or a comma. Scanners, not
// backtracking patterns, so a hostile run of dots or spaces costs linear time.

/** Whitespace collapsed; no space before , ; : . ! ? ) ] or after ( [; one space after , ; between words. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,;:.!?)\]…%])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/([,;])(?=\p{L})/gu, '$1 ')
    .trim();
}

const ENDS = '.!?…';
const CLOSERS = `"'”’)]»`;
const OPENERS = `"'“‘([«¿¡`;
/** Words a period follows without ending the sentence. */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'eg', 'ie', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'inc', 'ltd', 'jr', 'sr', 'no', 'fig', 'approx', 'cf', 'al', 'u.s', 'a.m', 'p.m']);

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);
// A lowercase start counts too ("…a lot. they pinch"): the summary capitalises it.
const startsSentence = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether the period at `at` closes an abbreviation or an initial ("J. Smith") rather than a sentence. */
function abbreviationAt(text: string, at: number): boolean {
  if (text[at] !== '.') return false;
  let start = at;
  while (start > 0 && at - start < 12 && !isSpace(text[start - 1]) && !OPENERS.includes(text[start - 1]!)) start -= 1;
  const word = text.slice(start, at);
  return ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word);
}

/** The sentences of one block of text, each trimmed, in order. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let at = 0;
  while (at < text.length) {
    if (!ENDS.includes(text[at]!)) {
      at += 1;
      continue;
    }
    let end = at;
    while (end < text.length && ENDS.includes(text[end]!)) end += 1;
    while (end < text.length && CLOSERS.includes(text[end]!)) end += 1;
    if (!isSpace(text[end])) {
      at = end;
      continue;
    }
    let next = end;
    while (isSpace(text[next])) next += 1;
    const first = OPENERS.includes(text[next] ?? '') ? text[next + 1] : text[next];
    if (startsSentence(first) && !abbreviationAt(text, end - 1 - countBack(text, end, CLOSERS))) {
      const sentence = text.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = next;
    }
    at = next;
  }
  const last = text.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}

function countBack(text: string, end: number, characters: string): number {
  let count = 0;
  while (end - count - 1 >= 0 && characters.includes(text[end - count - 1]!)) count += 1;
  return count;
}

/** Words a title or a cut sentence must not end on: it would read as cut off. */
const DANGLING = new Set(
  (
    'a an the and or but nor so yet of to in on at by for from with into onto over under about as than that which who whom whose ' +
    'when where while because if though although unless since via per is are was were be been being has have had do does did will ' +
    'would can could should may might must its their our your my his her this these those very more most such not no i we you they ' +
    'he she it also just how what why between against without within through after before during until'
  ).split(' '),
);

/**
 * Words that open a new phrase (prepositions, conjunctions, relatives): cutting just before one
 * ends the kept part where a phrase ends, not between a verb and its object.
 */
const PHRASE_STARTERS = new Set(
  (
    'when because which that while if where who whose whom so and but or nor since although though unless until as than of from ' +
    'to with for in on at by about into onto over under through after before without within across via per between against during'
  ).split(' '),
);

/** Punctuation a phrase does not end on; `?` and `!` are kept, they belong to it. */
const TRAILING = (character: string) => /[\s,;:.\-–—(/]/.test(character);

function trimEnd(value: string): string {
  let end = value.length;
  while (end > 0 && TRAILING(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}

/** Drops trailing words that leave a phrase hanging ("…moved the platform from"), keeping at least `keep` words. */
function withoutDanglingWords(phrase: string, keep = 2): string {
  const words = trimEnd(phrase).split(' ');
  while (words.length > keep && DANGLING.has(words[words.length - 1]!.toLowerCase().replace(/[^\p{L}']/gu, ''))) {
    words.pop();
    words[words.length - 1] = trimEnd(words[words.length - 1]!);
  }
  return trimEnd(words.join(' '));
}

/** Cuts an unclosed "(" or quote off the end of a shortened phrase. */
function balanced(phrase: string): string {
  const open = phrase.lastIndexOf('(');
  if (open > phrase.lastIndexOf(')')) return trimEnd(phrase.slice(0, open));
  return phrase;
}

/** The first letter upper-case, unless the word is written in mixed case on purpose (iPhone, eBay). */
export function capitaliseFirst(text: string): string {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A clause break: a semicolon, a dash, or a colon followed by a space. */
const CLAUSE_BREAK = /;|\s[–—-]\s|—|:\s/;

/**
 * A sentence as a title-like phrase of at most `max` characters, or null when nothing readable
 * remains. A sentence that fits is kept (its closing period dropped) unless it runs on past a
 * semicolon or a dash, where its first clause reads better; a longer one is cut at its first
 * clause, else at its last comma, else at a word — never ending on a dangling word or comma.
 */
export function phrase(sentence: string, max: number): string | null {
  // Only the opening can end up in the phrase: a very long sentence is read no further.
  const head = sentence.length > max * 3 ? sentence.slice(0, max * 3) : sentence;
  const text = trimEnd(tidy(head));
  const clause = CLAUSE_BREAK.exec(text);
  const firstClause = clause ? withoutDanglingWords(text.slice(0, clause.index)) : null;
  const usable = (candidate: string | null): candidate is string => candidate !== null && candidate.length >= 12 && candidate.length <= max && candidate.includes(' ');
  if (text.length <= max && head === sentence) {
    const runsOn = clause !== null && clause[0] !== ': ';
    return runsOn && usable(firstClause) ? firstClause : text || null;
  }
  if (usable(firstClause)) return firstClause;
  const window = text.slice(0, max + 1);
  const comma = window.lastIndexOf(', ');
  if (comma >= 20) {
    const cut = withoutDanglingWords(window.slice(0, comma));
    if (cut.length >= 12) return balanced(cut);
  }
  return balanced(cutAtPhrase(text, max)) || null;
}

/**
 * At most `max` characters cut at a word: where the next word starts a phrase when that keeps at
 * least half, else at the last word that fits, without dangling words.
 */
function cutAtPhrase(text: string, max: number): string {
  const words = text.split(' ');
  let length = -1;
  let fits = 0;
  let boundary = 0;
  for (const [index, word] of words.entries()) {
    if (length + 1 + word.length > max) break;
    length += 1 + word.length;
    fits = index + 1;
    const next = words[index + 1]?.toLowerCase().replace(/[^\p{L}]/gu, '');
    if (next && PHRASE_STARTERS.has(next) && length >= max / 2 && fits >= 3) boundary = fits;
  }
  if (fits === 0) return text.slice(0, max);
  return withoutDanglingWords(words.slice(0, boundary || fits).join(' '));
}

/**
 * Whole sentences, in order, while they fit in `max` characters (at least one). A first sentence
 * longer than `max` is cut like a phrase and marked with an ellipsis, as nothing whole fits.
 */
export function wholeSentences(sentences: readonly string[], max: number, enough = max): string {
  let text = '';
  for (const sentence of sentences) {
    if (text === '') {
      if (sentence.length > max) return `${phrase(sentence, max - 1) ?? sentence.slice(0, max - 1)}…`;
      text = sentence;
    } else {
      if (text.length + 1 + sentence.length > max) break;
      text = `${text} ${sentence}`;
    }
    if (text.length >= enough) break;
  }
  return text;
}

/** A sentence as it ends a summary: with its own closing punctuation, else a period. */
export function asSentence(text: string): string {
  const trimmed = trimEnd(text.replace(/\s+$/, ''));
  if (/[.!?…]["'”’)\]»]*$/.test(text.trim())) return text.trim();
  return trimmed ? `${trimmed}.` : '';
}
