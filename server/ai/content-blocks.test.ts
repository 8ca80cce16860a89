import { describe, expect, it } from 'vitest';
import { readBlocks } from './content-blocks';

const heading = (level: number, text: string) => ({ kind: 'heading', level, text });
const paragraph = (text: string) => ({ kind: 'paragraph', level: 0, text });
const item = (text: string) => ({ kind: 'item', level: 0, text });

describe('readBlocks', () => {
  it('reads HTML: headings, paragraphs and items; inline tags and entities as text', () => {
    const html = '<h2 id="x">Why <em>clustering</em></h2>\n<p>Clustering keeps R&amp;D <a href="/x">fast</a>.<br>Next line.</p><ul><li>one</li><li><strong>two</strong></li></ul>';
    expect(readBlocks(html)).toEqual([heading(2, 'Why clustering'), paragraph('Clustering keeps R&D fast. Next line.'), item('one'), item('two')]);
  });

  it('reads Markdown: ATX and setext headings, soft-wrapped paragraphs, lists, quotes', () => {
    const markdown = '---\ntitle: front matter is not text\n---\n# Title with **bold** #\n\nA paragraph\nwrapped over lines with a [link](https://example.com) and `code`.\n\nSecond\n------\n\n> A quoted line.\n\n1. first\n2) second\n   continued\n* third';
    expect(readBlocks(markdown)).toEqual([
      heading(1, 'Title with bold'),
      paragraph('A paragraph wrapped over lines with a link and code.'),
      heading(2, 'Second'),
      paragraph('A quoted line.'),
      item('first'),
      item('second continued'),
      item('third'),
    ]);
  });

  it('leaves out code, tables, figures, scripts, images and rules, in either format', () => {
    const markdown = 'Intro text.\n\n```js\nconst secret = 1;\n```\n\n| Zoom | Pins |\n| ---: | --- |\n| 4 | 12 |\n\n![Alt text](/a.png)\n\n---\n\nAfter.';
    expect(readBlocks(markdown)).toEqual([paragraph('Intro text.'), paragraph('After.')]);
    const html = '<p>Intro.</p><pre><code>code()</code></pre><table><tr><td>cell</td></tr></table><figure><img src="/a.png"><figcaption>Caption</figcaption></figure><script>x()</script><p>After.</p>';
    expect(readBlocks(html)).toEqual([paragraph('Intro.'), paragraph('After.')]);
  });

  it('tidies odd spacing before punctuation and keeps a < that starts no tag', () => {
    expect(readBlocks('<p>Distance ; time , and  a < b .</p>')).toEqual([paragraph('Distance; time, and a < b.')]);
  });

  it('keeps snake_case words and drops emphasis underscores, wikilinks as their text', () => {
    expect(readBlocks('Use _pg_tileserv_ or [[Martin|the Martin server]] with __care__.')).toEqual([paragraph('Use pg_tileserv or the Martin server with care.')]);
  });

  it('answers no blocks for content with no words', () => {
    expect(readBlocks('<p> </p>\n\n---\n\n```\ncode\n```')).toEqual([]);
  });
});
