import { describe, expect, it } from 'vitest';
import { isSlug } from '../../src/lib/slug';
import { createRng } from '../../tests/support/seeded-random';
import { analyzeContent, plainText } from './content-analyzer';

const ARTICLE = `<h1>Clustering map pins for large listing sites</h1>
<p>Clustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins at low zoom,
and the clusters split as the user zooms in.</p><p>Server-side clustering with vector tiles moves the work off the phone.
Clustering on the server also keeps the map smooth on slow devices.</p>`;

describe('analyzeContent', () => {
  it('derives every suggestion field from the text', () => {
    const suggestion = analyzeContent(ARTICLE);
    // The heading's end is recovered although stripping the tags removed it.
    expect(suggestion.title).toBe('Clustering map pins for large listing sites');
    expect(suggestion.slug).toBe('clustering-map-pins-for-large-listing-sites');
    expect(suggestion.summary!.length).toBeGreaterThanOrEqual(20);
    expect(suggestion.metaTitle!.length).toBeLessThanOrEqual(60);
    expect(suggestion.metaDescription!.length).toBeLessThanOrEqual(155);
    expect(suggestion.metaKeywords!.split(', ')[0]).toBe('clustering');
    expect(suggestion.tags).toEqual(['Clustering', 'Map', 'Pins']);
  });

  it('takes a short opening sentence as the title', () => {
    const suggestion = analyzeContent('Vector tiles explained. They cut a map into small squares that the browser draws itself, quickly.');
    expect(suggestion.title).toBe('Vector tiles explained');
    expect(suggestion.slug).toBe('vector-tiles-explained');
    expect(suggestion.summary).toMatch(/^Vector tiles explained\. They cut/);
  });

  it('still answers a valid title and slug for very short text', () => {
    const suggestion = analyzeContent('Hi');
    expect(suggestion.title!.length).toBeGreaterThanOrEqual(5);
    expect(isSlug(suggestion.slug!)).toBe(true);
  });
});

describe('plainText', () => {
  it('drops tags and scripts and collapses whitespace', () => {
    expect(plainText('<p>One&nbsp;<b>two</b></p>\n\n<script>x()</script>  three')).toBe('One two three');
  });
});

describe('on hostile input', () => {
  // Each of these took seconds with the old patterns (150,000 `<` held the event loop ~20 s);
  // a linear pass over them takes milliseconds, so a second is a generous bound.
  const HOSTILE: Record<string, string> = {
    '150,000 <': '<'.repeat(150_000),
    '150,000 ‹': '‹'.repeat(150_000),
    '50,000 <a': '<a'.repeat(50_000),
    '20,000 unclosed <script': '<script'.repeat(20_000),
    '20,000 unclosed <style>': '<style>x'.repeat(20_000),
    '50,000 _a': '_a'.repeat(50_000),
    '100,000 spaces': `a.${' '.repeat(100_000)}b`,
    '100,000 ; inside a sentence': `x${';'.repeat(100_000)}x`,
    "50,000 a'": "a'".repeat(50_000),
    '50,000 a-': 'a-'.repeat(50_000),
    // Shapes the structure reader meets: Markdown marks, tables, fences, headings, dots, entities.
    '100,000 .': '.'.repeat(100_000),
    '50,000 ". A"': '. A'.repeat(50_000),
    '100,000 [': '['.repeat(100_000),
    '50,000 ![': '!['.repeat(50_000),
    '50,000 [x](': '[x]('.repeat(50_000),
    '100,000 #': '#'.repeat(100_000),
    '50,000 "- " lines': '- \n'.repeat(50_000),
    '50,000 "> "': '> '.repeat(50_000),
    '30,000 fences': '```\n'.repeat(30_000),
    'a table of 50,000 rows': `a | b\n--|--\n${'x | y\n'.repeat(50_000)}`,
    '30,000 setext headings': 'x\n=\n'.repeat(30_000),
    '30,000 <h1>': '<h1>'.repeat(30_000),
    '50,000 &amp;': '&amp;'.repeat(50_000),
    'a 200,000-word sentence': `${'word '.repeat(200_000)}end.`,
    '50,000 " ,"': 'a ,'.repeat(50_000),
  };

  // Each takes milliseconds when linear and minutes when quadratic: the bound is loose enough for
  // a busy CI machine (a 200,000-word sentence once took over 1 s there) and still catches that.
  it.each(Object.entries(HOSTILE))('reads %s in a few seconds at most', (_name, input) => {
    const started = performance.now();
    plainText(input);
    analyzeContent(input);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('keeps the text of a < that never closes, and drops script and style blocks in any case', () => {
    expect(plainText('a < b and c')).toBe('a < b and c');
    expect(plainText('one <SCRIPT>x()</script> two <style>p{}</STYLE> three <script>never closed')).toBe('one two three never closed');
    expect(plainText('<script>a</script><script>b')).toBe('b');
  });

  it('still trims trailing punctuation from a title and cuts long ones at a word', () => {
    // Repeated punctuation is tidied, and the first clause of a run-on opening is the title.
    expect(analyzeContent('Vector tiles explained;;; They cut a map into small squares.').title).toBe('Vector tiles explained');
    // A title is a phrase, never marked as cut: no ellipsis.
    expect(analyzeContent(`${'word '.repeat(40)}end.`).title).toMatch(/^Word( word)+$/);
  });
});

describe('titles and summaries that read as sentences', () => {
  it('answers the issue: a spaced semicolon is tidied, the title is the first clause, the summary whole sentences', () => {
    const suggestion = analyzeContent(
      'Buyers rarely care about distance ; they care about time . A listing 2 km away across a river can be 40 minutes away , and a map that ranks by straight-line distance gets that wrong.',
    );
    expect(suggestion.title).toBe('Buyers rarely care about distance');
    expect(suggestion.summary).toBe(
      'Buyers rarely care about distance; they care about time. A listing 2 km away across a river can be 40 minutes away, and a map that ranks by straight-line distance gets that wrong.',
    );
  });

  it('takes the heading of an HTML body as the title and the paragraph after it as the summary', () => {
    const suggestion = analyzeContent(
      '<h2>Why clustering</h2><p>Clustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins, and clusters split as the user zooms in.</p>',
    );
    expect(suggestion).toMatchObject({
      title: 'Why clustering',
      summary: 'Clustering keeps a listings map fast when it shows thousands of pins. Each cluster groups nearby pins, and clusters split as the user zooms in.',
    });
  });

  it('reads Markdown the same way, skipping a generic first heading, code and tables', () => {
    const suggestion = analyzeContent(
      '## Introduction\n\n```sh\nnpm run tiles\n```\n\nThis guide explains *cheap* geocoding. It covers batching and caching.\n\n# Geocoding addresses cheaply\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(suggestion.title).toBe('Geocoding addresses cheaply');
    expect(suggestion.summary).toBe('This guide explains cheap geocoding. It covers batching and caching.');
  });

  it('shortens a very long first sentence where a phrase ends, and keeps it whole in the summary when it can', () => {
    const sentence =
      'Last year I moved the whole platform of a mid-sized real-estate portal from Google Maps to MapLibre with self-hosted vector tiles because the pricing changed twice in one quarter and the client needed predictable costs.';
    const suggestion = analyzeContent(`<p>${sentence} It worked.</p>`);
    expect(suggestion.title).toBe('Last year I moved the whole platform of a mid-sized real-estate portal');
    expect(suggestion.metaTitle).toBe('Last year I moved the whole platform');
    expect(suggestion.summary).toBe(sentence);
    expect(suggestion.metaDescription).toMatch(/^Last year I moved .* tiles…$/);
  });

  it('capitalises sentences and keeps mixed-case words as written', () => {
    expect(analyzeContent('<p>iPhone users zoom a lot. they pinch constantly.</p>')).toMatchObject({ title: 'iPhone users zoom a lot', summary: 'iPhone users zoom a lot. They pinch constantly.' });
    expect(analyzeContent('vector tiles are small. browsers draw them.').title).toBe('Vector tiles are small');
  });
});

describe('on generated bodies of every kind', () => {
  // Bodies built from random sentences in each shape an owner writes: HTML with headings,
  // Markdown (ATX or setext headings, emphasis, links, lists, code, tables), plain paragraphs;
  // with odd spacing before punctuation, wrapped lines and very long opening sentences. Every
  // answer must hold the rules below, whatever the body.
  const WORDS = (
    'map maps tile tiles vector server buyers listing listings cluster pins portal price search zoom city street river time distance ' +
    'client budget cache query index style layer route address owner platform phone browser agent market suburb school'
  ).split(' ');
  const GLUE = 'the a of to and with for in on when because that which from by'.split(' ');

  interface Generated {
    body: string;
    /** The heading the body opens with, if any. */
    heading: string | null;
    /** Every paragraph sentence as it should read, in order. */
    sentences: string[];
  }

  function generate(seed: number): Generated {
    const next = createRng(seed).next;
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const words = (count: number) => Array.from({ length: count }, (_, index) => (index % 3 === 2 && index < count - 1 ? pick(GLUE) : pick(WORDS)));
    const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    const sentence = (count: number) => {
      const list = words(count);
      if (count > 8 && next() < 0.6) list[Math.floor(count / 2)] += pick([',', ';']);
      return `${capitalised(list.join(' '))}${pick(['.', '.', '.', '?', '!'])}`;
    };
    const format = pick(['html', 'markdown', 'plain'] as const);
    const longOpening = next() < 0.3;
    const paragraphs = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, index) =>
      Array.from({ length: 1 + Math.floor(next() * 3) }, (_, at) => sentence(index === 0 && at === 0 && longOpening ? 35 + Math.floor(next() * 40) : 5 + Math.floor(next() * 12))),
    );
    const heading = format !== 'plain' && next() < 0.7 ? capitalised(words(2 + Math.floor(next() * 5)).join(' ')) : null;

    /** As people type it: spaces before punctuation, doubled spaces, wrapped lines, a word emphasised or linked. */
    const typed = (text: string) =>
      text
        .split(' ')
        .map((word, index) => {
          const spaced = word.replace(/[,;.!?]$/, (mark) => (next() < 0.3 ? ` ${mark}` : mark));
          const marked = /^[a-z]+$/.test(word) && next() < 0.1;
          const styled = !marked ? spaced : format === 'html' ? pick([`<em>${word}</em>`, `<a href="/x">${word}</a>`]) : pick([`**${word}**`, `[${word}](https://example.com/x)`, `_${word}_`]);
          return index === 0 ? styled : `${pick([' ', ' ', ' ', '  ', format === 'html' ? ' ' : '\n'])}${styled}`;
        })
        .join('');
    const paragraphText = paragraphs.map((list) => typed(list.join(' ')));
    let body: string;
    if (format === 'html') {
      const level = pick([1, 2, 3]);
      body = `${heading ? `<h${level}>${heading}</h${level}>` : ''}${paragraphText.map((text) => `<p>${text}</p>`).join('\n')}<ul><li>${sentence(4)}</li></ul><pre><code>${sentence(5)}</code></pre>`;
    } else if (format === 'markdown') {
      const title = heading ? (next() < 0.5 ? `# ${heading}\n\n` : `${heading}\n${'='.repeat(heading.length)}\n\n`) : '';
      body = `${title}${paragraphText.join('\n\n')}\n\n- ${sentence(4)}\n\n| a | b |\n|---|---|\n| ${sentence(3)} | x |\n\n\`\`\`\n${sentence(4)}\n\`\`\``;
    } else body = paragraphText.join('\n\n');
    return { body, heading, sentences: paragraphs.flat() };
  }

  const BAD_SPACING = / [,;:.!?)]|\( | {2}/;
  const MARKUP = /[<>*#|`_[\]]/;
  const DANGLING_END = /\b(the|a|an|of|to|and|with|for|in|on|when|because|that|which|from|by)$/i;
  const cases = Array.from({ length: 300 }, (_, seed) => seed);

  it.each(cases)('body %i: a readable title, whole-sentence summary, and fields within their limits', (seed) => {
    const { body, heading, sentences } = generate(seed);
    const suggestion = analyzeContent(body);
    const title = suggestion.title!;
    const summary = suggestion.summary!;
    const where = `\n${body}\n→ ${JSON.stringify(suggestion)}`;

    expect(title.length, where).toBeGreaterThanOrEqual(5);
    expect(title.length, where).toBeLessThanOrEqual(70);
    expect(title, where).not.toMatch(BAD_SPACING);
    expect(title, where).not.toMatch(MARKUP);
    expect(title, where).not.toMatch(/[,;:…-]$/);
    expect(title, where).not.toMatch(DANGLING_END);
    expect(title[0], where).toBe(title[0]!.toUpperCase());
    if (heading) expect(title, where).toBe(heading);
    else {
      // A readable phrase from the first sentence: its start, cut at a word.
      const first = sentences[0]!;
      expect(first.startsWith(title), where).toBe(true);
      expect(first.slice(title.length), where).toMatch(/^([\s,;.!?]|$)/);
    }

    expect(summary, where).not.toMatch(BAD_SPACING);
    expect(summary, where).not.toMatch(MARKUP);
    expect(summary.length, where).toBeGreaterThanOrEqual(20);
    expect(summary.length, where).toBeLessThanOrEqual(320);
    if (summary.endsWith('…')) {
      // Only when the opening sentence alone is too long to be a summary.
      expect(sentences[0]!.length, where).toBeGreaterThan(320);
      expect(sentences[0]!.startsWith(summary.slice(0, -1)), where).toBe(true);
    } else {
      // Whole sentences, the first ones of the body, in order.
      const taken: string[] = [];
      for (const sentence of sentences) {
        if (taken.join(' ').length >= summary.length) break;
        taken.push(sentence);
      }
      expect(summary, where).toBe(taken.join(' '));
    }

    expect(suggestion.metaTitle!.length, where).toBeLessThanOrEqual(60);
    expect(suggestion.metaDescription!.length, where).toBeLessThanOrEqual(155);
    expect(suggestion.metaDescription!, where).not.toMatch(BAD_SPACING);
    expect(isSlug(suggestion.slug!), where).toBe(true);
  });
});
