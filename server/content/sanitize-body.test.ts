import { describe, expect, it } from 'vitest';
import { markdownParser } from './markdown-renderer';
import { sanitizeBody } from './sanitize-body';

describe('sanitizeBody', () => {
  it('keeps ordinary formatting', () => {
    const html = '<h2 id="user-content-a">Heading</h2><p><strong>bold</strong> <a href="/blog">link</a></p><pre tabindex="0"><code class="language-ts">x</code></pre>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img loading="lazy" src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/x"></iframe>', '<iframe></iframe>'],
    ['<svg onload="alert(1)"></svg><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ])('removes what can run script: %s', (input, expected) => {
    expect(sanitizeBody(input)).toBe(expected);
  });

  it('allows video embeds from known players only', () => {
    const embed = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>';
    expect(sanitizeBody(embed)).toBe(embed);
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitizeBody('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('namespaces ids and anchor names, and rewrites the body\'s own in-page links to match', () => {
    expect(sanitizeBody('<p id="folio-state">x</p><a name="top"></a><a href="#folio-state">go</a><h2 id="user-content-b">b</h2>')).toBe(
      '<p id="user-content-folio-state">x</p><a name="user-content-top"></a><a href="#user-content-folio-state">go</a><h2 id="user-content-b">b</h2>',
    );
  });

  it("keeps footnotes, their ids and links namespaced (marked-footnote's markup)", () => {
    const html = sanitizeBody(markdownParser().parse('Claim[^1] and again[^1].\n\n[^1]: The *source*.') as string);
    expect(html).toBe(
      '<p>Claim<sup><a id="user-content-footnote-ref-1" href="#user-content-footnote-1" aria-describedby="user-content-footnote-label">1</a></sup> and again<sup><a id="user-content-footnote-ref-1-2" href="#user-content-footnote-1" aria-describedby="user-content-footnote-label">1</a></sup>.</p>\n' +
        '<section class="footnotes">\n<h2 id="user-content-footnote-label" class="sr-only">Footnotes</h2>\n<ol>\n<li id="user-content-footnote-1">\n' +
        '<p>The <em>source</em>. <a href="#user-content-footnote-ref-1" aria-label="Back to reference 1">↩</a> <a href="#user-content-footnote-ref-1-2" aria-label="Back to reference 1">↩<sup>2</sup></a></p>\n</li>\n</ol>\n</section>\n',
    );
  });

  it('keeps a task list\'s boxes as named, disabled checkboxes, and no other input', () => {
    expect(sanitizeBody('<ul><li><input checked="" disabled="" type="checkbox"> done</li><li><input type="CHECKBOX" name="x" onclick="y"> open</li></ul>')).toBe(
      '<ul><li><input type="checkbox" checked disabled aria-label="Done" /> done</li><li><input type="checkbox" disabled aria-label="To do" /> open</li></ul>',
    );
    expect(sanitizeBody('<p><input type="text" value="x"><input type="password"><input>text</p>')).toBe('<p>text</p>');
    expect(sanitizeBody('<p class="sr-only"><span class="footnotes">x</span></p>')).toBe('<p><span>x</span></p>');
  });

  it('flattens HTML nested deeper than any reader needs', () => {
    const deep = '<div>'.repeat(5000) + 'x' + '</div>'.repeat(5000);
    const started = performance.now();
    expect(sanitizeBody(deep)).toContain('x');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('sanitizeBody keeps fences and links as written (issue 42, finding 8)', () => {
  const markdown = markdownParser();
  it.each([
    ['```c++\nint x;\n```', '<code class="language-c++">'],
    ['```c#\nvar x = 1;\n```', '<code class="language-c#">'],
    ['```f#\nlet x = 1\n```', '<code class="language-f#">'],
    ['```html+erb\n<%= x %>\n```', '<code class="language-html+erb">'],
    ['```asp.net\nx\n```', '<code class="language-asp.net">'],
  ])("keeps the language of %j", (source, kept) => {
    expect(sanitizeBody(markdown.parse(source))).toContain(kept);
  });

  it('never lets a language class carry markup or a quote', () => {
    expect(sanitizeBody('<pre><code class="language-a&quot;onload=&quot;x language-b<c>">x</code></pre>')).not.toMatch(/onload|<c>|language-b/);
  });

  it('keeps an empty link target and the safe schemes, and drops the others', () => {
    expect(sanitizeBody(markdown.parse('[x]()'))).toBe('<p><a href="">x</a></p>\n');
    for (const href of ['irc://chat.example/room', 'mailto:a@example.com', 'tel:+351000', 'xmpp:a@example.com', 'MAILTO:A@EXAMPLE.COM']) {
      expect(sanitizeBody(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'made-up-scheme://x']) {
      expect(sanitizeBody(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it("keeps a table column's alignment", () => {
    const html = sanitizeBody(markdown.parse('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |'));
    expect(html).toContain('<th align="center">b</th>');
    expect(html).toContain('<td align="right">3</td>');
  });
});
