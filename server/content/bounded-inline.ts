// A bound on what marked's inline lexer may cost a body, checked before it starts (decision
// 075). marked reads the inline text of a paragraph, a heading or a table cell in turns
// that each look ahead over the rest of the text: at every emphasis mark, and at every stop of
// its text scanner inside a run with no space (an e-mail address is looked for to its end).
// Where marks are dense, that is quadratic: 200 KB of `*a*a…` on one line took ~10 s of CPU,
// of `_a_a…` ~40 s. Each inline text is weighed before it is read — its marks times its length,
// one pass of a regular expression — and a text that weighs too much, alone or after the body's
// others, is kept as plain text (escaped like any text), and said in a note.
import { Lexer, type MarkedOptions, type Token } from 'marked';

/**
 * What stops marked's inline scanner, each a place where a look ahead may start: emphasis,
 * strike-through and code marks, `!`, `[`, `<`, `\`, and the starts of the addresses it links
 * by itself (http, www., ftp://, mailto:, xmpp:). `!` and "http" are in the list because a
 * long word made of them measured as slow as emphasis (1.1 s for 50,000 characters).
 */
const MARKS = /[*_~`!\\<[]|http|www\.|ftp:\/\/|mailto:|xmpp:/gi;

/**
 * The most one inline text may weigh (marks × characters): ~50 ms of marked's worst shape
 * measured, a paragraph of ~7,000 characters made only of `_a`. A real paragraph of 10,000
 * characters with 200 marks weighs 2,000,000.
 */
export const MAX_INLINE_WEIGHT = 25_000_000;
/**
 * The most a body's inline texts may weigh together; past it, the rest are plain. Two texts at
 * the limit (~100 ms); a long real post weighs some 4,000,000 (50 paragraphs of 2,000
 * characters with 40 marks each).
 */
export const MAX_BODY_INLINE_WEIGHT = 50_000_000;

/** One inline text kept plain: its length, its marks, and where it starts (for the note's line). */
export interface PlainInline {
  chars: number;
  marks: number;
  start: string;
}

/** What a body's lexing kept plain; collected by whoever renders the body. */
export interface InlineReport {
  plain: PlainInline[];
}

const countMarks = (text: string): number => {
  MARKS.lastIndex = 0;
  let count = 0;
  while (MARKS.exec(text) !== null) count += 1;
  return count;
};

/**
 * marked's Lexer, weighing each inline text as a block tokenizer hands it over (`inline`), before
 * it is read: within budget, it is queued as marked does; over it, its tokens are one text token.
 * Counting marks costs ~5 ns a character, 5 % of a realistic post's parse, so a short text is not
 * counted while its most possible weight (its length squared: every character a mark) still fits:
 * a post of a few kilobytes is never counted at all. The texts taken so are counted only if a
 * later text would not fit beside their most possible weight.
 */
export class BoundedLexer extends Lexer {
  /** The weight of the texts counted. */
  private weight = 0;
  /** Texts not counted, and their most possible weight. */
  private uncounted: string[] = [];
  private uncountedBound = 0;

  constructor(
    options: MarkedOptions,
    private readonly report: InlineReport | null = null,
  ) {
    super(options);
  }

  override inline(src: string, tokens: Token[] = []): Token[] {
    const bound = src.length * src.length;
    if (bound <= MAX_INLINE_WEIGHT && this.weight + this.uncountedBound + bound <= MAX_BODY_INLINE_WEIGHT) {
      this.uncounted.push(src);
      this.uncountedBound += bound;
      return super.inline(src, tokens);
    }
    this.countUncounted();
    const marks = countMarks(src);
    const weight = marks * src.length;
    if (weight <= MAX_INLINE_WEIGHT && this.weight + weight <= MAX_BODY_INLINE_WEIGHT) {
      this.weight += weight;
      return super.inline(src, tokens);
    }
    tokens.push({ type: 'text', raw: src, text: src });
    this.report?.plain.push({ chars: src.length, marks, start: src.slice(0, 80) });
    return tokens;
  }

  private countUncounted(): void {
    for (const text of this.uncounted) this.weight += countMarks(text) * text.length;
    this.uncounted = [];
    this.uncountedBound = 0;
  }
}

/** The note for a body's plain inline texts, or null; `lineOf` finds the line a text starts on. */
export function plainInlineNote(report: InlineReport, lineOf: (start: string) => number | undefined): { message: string; line?: number } | null {
  const [first] = report.plain;
  if (!first) return null;
  const line = lineOf(first.start);
  const count = report.plain.length;
  const what = count === 1 ? `a paragraph of ${first.chars.toLocaleString('en-US')} characters with ${first.marks.toLocaleString('en-US')} marks (*, _, ~, \`, [, !, links)` : `${count} paragraphs with many marks (*, _, ~, \`, [, !, links), the first of ${first.chars.toLocaleString('en-US')} characters`;
  return {
    line,
    message: `${what} ${count === 1 ? 'is' : 'are'} shown as plain text, marks and all: reading that many marks would take too long; split ${count === 1 ? 'it' : 'them'} into shorter paragraphs (a blank line between them), or write fewer marks`,
  };
}
