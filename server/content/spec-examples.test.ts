// The CommonMark 0.31.2 spec's 652 examples and GFM 0.29's extension examples
// (tests/fixtures/spec-examples), each rendered as a body is when indexed — marked, the
// allowlist, highlighting, heading anchors — and compared as the spec's own runner compares HTML
// (tests/support/spec-html.ts, which also takes off what the site adds to every body on purpose).
// Every example passes but the deliberate exceptions listed below, each with its reason; an
// exception that starts passing fails this test too, so the list stays true. The pass rates, the
// project's and marked's alone, are printed (issue 42, finding 8; decision 099).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { normalizeHtml } from '../../tests/support/spec-html';
import { renderAllowlisted } from './allowlisted-markdown';
import { anchorHeadings } from './heading-anchors';
import { highlightCode } from './highlight-code';
import { markdownParser } from './markdown-renderer';
import { sanitizeBody } from './sanitize-body';

interface SpecExample {
  example: number;
  section: string;
  markdown: string;
  html: string;
  extension?: string;
}

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/spec-examples');
const read = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as SpecExample[];

/**
 * Raw HTML is allowlisted (sanitize-body.ts): tags, attributes (class, style, any on*) and
 * schemes outside the list are removed, comments and processing instructions dropped, unclosed
 * tags closed, text that only looks like a tag kept out. The price of serving files anyone with
 * the repository can edit.
 */
const RAW_HTML = [
  21, 31, 148, 150, 151, 152, 153, 154, 155, 156, 157, 158, 163, 164, 165, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183,
  184, 187, 201, 308, 309, 344, 476, 477, 491, 494, 524, 536, 613, 614, 615, 616, 617, 623, 625, 626, 627, 628, 629, 630, 631, 642, 643,
];
/** A link whose scheme is not one the allowlist knows (a+b+c:, made-up-scheme:, localhost:) is kept as its text. */
const UNKNOWN_SCHEMES = [598, 599, 601];
/** The site writes GFM, whose autolink extension links bare URLs and e-mail addresses; CommonMark does not. */
const GFM_AUTOLINKS = [602, 608, 611, 612];
/** marked's own: a URL's non-ASCII characters are written as they are, not percent-encoded (the same address to a browser). */
const MARKED_URLS = [32, 33, 503];
/** GFM's tag filter: the allowlist removes those tags (and more) instead of escaping them. */
const GFM_RAW_HTML = [653];

const EXCEPTIONS: Record<string, ReadonlySet<number>> = {
  'commonmark-0.31.2.json': new Set([...RAW_HTML, ...UNKNOWN_SCHEMES, ...GFM_AUTOLINKS, ...MARKED_URLS]),
  'gfm-0.29-extensions.json': new Set(GFM_RAW_HTML),
};

const parser = markdownParser();
const markedAlone = new Marked({ gfm: true, async: false });

/** A body as the index serves it (parse-content-file.ts: renderBody and build), by the sanitize path. */
function served(markdown: string): string {
  return anchorHeadings(highlightCode(sanitizeBody(parser.parse(markdown)).trim())).html;
}

describe.each(Object.keys(EXCEPTIONS))('the spec examples of %s', (file) => {
  const examples = read(file);
  const exceptions = EXCEPTIONS[file]!;

  it('render as the spec says, but for the deliberate exceptions', () => {
    const failing: number[] = [];
    let markedPasses = 0;
    for (const example of examples) {
      const expected = normalizeHtml(example.html);
      if (normalizeHtml(markedAlone.parse(example.markdown) as string) === expected) markedPasses += 1;
      if (normalizeHtml(served(example.markdown)) !== expected) failing.push(example.example);
    }
    const rate = (passes: number) => `${((100 * passes) / examples.length).toFixed(1)} %`;
    const passes = examples.length - failing.length;
    console.log(
      `${file}: ${passes} of ${examples.length} pass (${rate(passes)}); ${rate(passes + exceptions.size)} counting the ${exceptions.size} deliberate exceptions; marked alone: ${markedPasses} (${rate(markedPasses)})`,
    );
    expect(failing.filter((number) => !exceptions.has(number)), 'examples failing that are no listed exception').toEqual([]);
    expect([...exceptions].filter((number) => !failing.includes(number)), 'listed exceptions that now pass: take them off the list').toEqual([]);
  });

  it('come out the same by the direct path where it takes them (decision 057)', () => {
    for (const example of examples) {
      const direct = renderAllowlisted(example.markdown, (url) => url);
      if (direct !== null) expect(direct.trim(), `example ${example.example}`).toBe(sanitizeBody(parser.parse(example.markdown)).trim());
    }
  });
});
