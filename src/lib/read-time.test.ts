import { describe, expect, it } from 'vitest';
import { computeReadTime, countWords, htmlText, markdownText, readCounts, readTimeFor, SPEC_READ_TIME_RULE } from './read-time';

describe('computeReadTime', () => {
  it('divides the content length by 1000 and rounds up', () => {
    expect(computeReadTime('x'.repeat(1000))).toBe(1);
    expect(computeReadTime('x'.repeat(1001))).toBe(2);
    expect(computeReadTime('x'.repeat(4200))).toBe(5);
  });
  it('is at least one minute', () => {
    expect(computeReadTime('')).toBe(1);
  });
});

describe('readTimeFor', () => {
  const words = { countBy: 'words', wordsPerMinute: 238 } as const;
  it('follows the spec (characters / 1000, rounded up) by default', () => {
    expect(readTimeFor({ characters: 19_600, words: 3016 })).toBe(20);
    expect(readTimeFor({ characters: 19_600, words: 3016 }, SPEC_READ_TIME_RULE)).toBe(20);
  });
  it('counts words at the site’s pace when asked, rounded up, at least a minute', () => {
    expect(readTimeFor({ characters: 19_600, words: 3016 }, words)).toBe(13);
    expect(readTimeFor({ characters: 19_600, words: 3016 }, { countBy: 'words', wordsPerMinute: 200 })).toBe(16);
    expect(readTimeFor({ characters: 0, words: 0 }, words)).toBe(1);
    expect(readTimeFor({ characters: 100, words: 239 }, words)).toBe(2);
  });
});

describe('counting words', () => {
  it('counts runs with a letter or digit: marks alone are not words', () => {
    expect(countWords('Maps — that sell | homes - v2.1, don’t **bold**')).toBe(7);
    expect(countWords('   ')).toBe(0);
  });
  it('reads HTML as a reader does: no tags, no entities, code text counts', () => {
    const html = '<h2 id="x">Two words</h2><p>Tom &amp; Jerry&nbsp;run <a href="https://example.com/a-long-path">here</a>.</p><pre><code class="language-ts">const a = 1;</code></pre><!-- a note -->';
    expect(htmlText(html)).not.toMatch(/[<>]|&/);
    expect(countWords(htmlText(html))).toBe(2 + 4 + 3);
  });
  it('reads Markdown without its fences, link targets or heading marks', () => {
    const markdown = ['## Two words', '', 'A [link](https://example.com/long/path) and ![alt text](/images/a.png).', '', '```ts', 'const a = 1;', '```', '', 'Note.[^1]', '', '[^1]: The note.', '[ref]: https://example.com'].join('\n');
    expect(countWords(markdownText(markdown))).toBe(2 + 5 + 3 + 1 + 3);
  });
  it('gives both counts of a body', () => {
    expect(readCounts('<p>one two</p>')).toEqual({ characters: 14, words: 2 });
    expect(readCounts('**one** two', 'markdown')).toEqual({ characters: 11, words: 2 });
  });
});
