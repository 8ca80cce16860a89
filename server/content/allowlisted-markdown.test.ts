// The direct path must answer byte for byte what the sanitize path answers, and ask the media
// resolver the same questions in the same order (its notes and assets come from those calls).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import markedFootnote from 'marked-footnote';
import { describe, expect, it } from 'vitest';
import { realisticPost } from '../../scripts/bench/realistic-posts';
import { createRng } from '../../tests/support/seeded-random';
import { renderAllowlisted } from './allowlisted-markdown';
import { readFrontMatter } from './front-matter';
import { sanitizeBody } from './sanitize-body';

/**
 * The site's marked with its footnote extension on every body: the site leaves the extension out
 * of bodies without `[^` (markdownParser), and this shows that it would change nothing there.
 */
const marked = new Marked({ gfm: true, async: false }).use(markedFootnote());

/** A resolver like the index's: content images served under /media/, missing ones null, the rest kept. */
function recordingResolver() {
  const asked: string[] = [];
  const resolve = (url: string) => {
    asked.push(url);
    if (/missing|absent/.test(url)) return null;
    const image = /^(?:\.\.\/)*(?:\/)?images\/(.+)$/.exec(url);
    return image ? `/media/images/${image[1]}` : url;
  };
  return { asked, resolve };
}

/** Both paths on one body: null when the direct path passed it on, else both answers and questions. */
function bothWays(markdown: string) {
  const direct = recordingResolver();
  const fast = renderAllowlisted(markdown, direct.resolve);
  if (fast === null) return null;
  const sanitized = recordingResolver();
  const slow = sanitizeBody(marked.parse(markdown) as string, sanitized.resolve);
  return { fast: fast.trim(), slow: slow.trim(), fastAsked: direct.asked, slowAsked: sanitized.asked };
}

function expectSame(markdown: string): boolean {
  const answer = bothWays(markdown);
  if (answer === null) return false;
  expect(answer.fast, markdown).toBe(answer.slow);
  expect(answer.fastAsked, markdown).toEqual(answer.slowAsked);
  return true;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.(md|markdown)$/.test(name) && name !== 'README.md' ? [file] : [];
  });
}

const bodyOf = (text: string) => {
  const frontMatter = readFrontMatter(text);
  return frontMatter.ok ? frontMatter.body : text;
};

describe('renderAllowlisted', () => {
  it('answers what the sanitize path answers for posts from other generators', () => {
    const files = markdownFiles(path.resolve(import.meta.dirname, '../../tests/fixtures/imported-posts'));
    const direct = files.filter((file) => expectSame(bodyOf(readFileSync(file, 'utf8'))));
    expect(files.length).toBeGreaterThan(40);
    // Most are plain Markdown; those with raw HTML take the sanitize path.
    expect(direct.length).toBeGreaterThan(files.length / 3);
  }, 30_000);

  it("answers what the sanitize path answers for the bench's realistic posts", () => {
    let direct = 0;
    for (let index = 0; index < 150; index += 1) if (expectSame(bodyOf(realisticPost({ index, count: 150, seed: 57 }).text))) direct += 1;
    expect(direct).toBe(150);
  }, 30_000);

  it.each([
    ['links', '[x](/blog/a) [y](https://example.com/?a=1&b=2 "t") <https://auto.example/?q=1&r=2> www.example.com a@b.example [r][1]\n\n[1]: http://ref.example "Ref"'],
    ['in-page links', '[top](#top) [done](#user-content-done) [bare](#)'],
    ['script URLs', '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](java&#x09;script:alert(1)) [d](&#106;avascript:alert(1)) [e](jav\tascript:x)'],
    ['other schemes', '[a](//evil.example) [b](\\\\evil.example) [c](data:text/html,x) [d](mailto:a@b.example) [e](tel:+1) [f](ftp://x.example) [g](vbscript:x)'],
    ['image URLs', '![a](data:image/png;base64,AAAA) ![b](javascript:alert(1)) ![c](https://cdn.example/c.png) ![d](//cdn.example/d.png) ![e](images/e.png "T")'],
    ['missing images', '![](images/missing.png) ![Shown instead](images/missing.png) ![a \\<b\\> & "q"](../images/absent.jpg)'],
    ['a linked image', '[![inner](images/a.png)](images/b.png) [![gone](images/missing.png)](https://example.com)'],
    ['alt and titles', '![alt "q" & \\<b\\> **strong** `code`](images/a.png "title \\"q\\" & <b>") [x](/a \'single\') ![](images/plain.svg)'],
    ['code', '```js\nconst a = b && c < d > "e" \'f\';\n<script>&amp;</script>\n```\n\n```c++\nx\n```\n\n```"onload=x\ny\n```\n\n```\n\n```\n\n    indented <b>\n\n`a && <b>` ``x ` y``'],
    ['entities in text', '&copy; &amp; &#0; &#x1F600; &notit; &unknown; AT&T R&D &lt;script&gt; \\<script\\> \\& \\*'],
    ['inline formatting', '**bold** _em_ ~~del~~ ***both*** a  \nb a\\\nc\n\n***\n\n# H1 #\n\nSetext\n---'],
    ['task lists and numbers', '- [ ] open\n- [x] done\n\n0. zero\n1. one\n\n5. five\n\n* a\n  * b\n    * c'],
    ['loose and nested task lists', '- [x] done\n\n- [ ] open *em*\n  - [X] nested\n\n1. [ ] numbered\n2. [x]\n\n- [ ]not a task'],
    ['strikethrough', '~~gone~~ ~one~ ~~**bold** [link](/x)~~ a~~b~~c ~~~not~~~'],
    ['text that looks like a footnote', '[ ^1] ^1 [x^2](/y) a^b ^[1]'],
    ['tables', '| a | b | c |\n|:--|:-:|--:|\n| `x` | **y** | [z](/z) |\n| | & | <x |'],
    ['quotes and nesting', '> a\n>> b\n>>> c\n\n' + Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n')],
    ['unusual text', 'nul\u0000byte, crlf\r\nline, emoji 🎉, rtl \u202e, lone \ud800 surrogate, [x](https://例え.jp/パス?q=ä) [y](<url with spaces>)'],
  ])('answers what the sanitize path answers: %s', (_, markdown) => {
    expect(expectSame(markdown)).toBe(true);
  });

  it('answers what the sanitize path answers for bodies made of random pieces', () => {
    const pieces = ['# ', '## ', '- ', '1. ', '> ', '```\n', '`', '**', '_', '~~', '[', '](', ')', '![', 'images/a.png', 'missing.png', 'https://x.example/?a=1&b=2', 'javascript:', '#frag', '&amp;', '&copy;', '&#x3c;', '\\', '"', "'", '<', '>', '|', '---', '\n', '\n\n', '  \n', '- [ ] ', 'word ', 'émoji 🎉 ', '\t', ' www.example.com ', 'a@b.example', '<https://x.example>', '[^1]', '[^1]: ', '^'];
    const rng = createRng(57);
    let direct = 0;
    for (let round = 0; round < 1500; round += 1) {
      const markdown = Array.from({ length: 5 + rng.int(40) }, () => rng.pick(pieces)).join('');
      if (expectSame(markdown)) direct += 1;
    }
    expect(direct).toBeGreaterThan(500);
  }, 30_000);

  it('passes on what only the sanitize path handles', () => {
    expect(renderAllowlisted('<div onclick="x">raw</div>', recordingResolver().resolve)).toBeNull();
    expect(renderAllowlisted('text <kbd>Ctrl</kbd> text', recordingResolver().resolve)).toBeNull();
    expect(renderAllowlisted('before\n\n<!--more-->\n\nafter', recordingResolver().resolve)).toBeNull();
    expect(renderAllowlisted('>'.repeat(60) + ' deep', recordingResolver().resolve)).toBeNull();
    expect(renderAllowlisted('[empty]() ![empty]()', recordingResolver().resolve)).toBeNull();
    expect(renderAllowlisted('Text[^1].\n\n[^1]: A note.', recordingResolver().resolve)).toBeNull();
  });

  it('refuses a body nested too deep for marked itself, as the sanitize path would', () => {
    expect(() => renderAllowlisted('>'.repeat(10_000), recordingResolver().resolve)).toThrow(/nests quotes or lists too deeply/);
  });
});
