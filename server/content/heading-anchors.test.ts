// Heading ids and self-links on finished bodies, as the sanitize path writes them.
import { describe, expect, it } from 'vitest';
import { anchorHeadings, headingSlug } from './heading-anchors';
import { markdownParser } from './markdown-renderer';
import { sanitizeBody } from './sanitize-body';

const marked = markdownParser();
/** A Markdown body as the site serves it. */
const served = (markdown: string) => anchorHeadings(sanitizeBody(marked.parse(markdown) as string).trim());
const ids = (html: string) => [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((match) => match[1]);

describe('headingSlug', () => {
  it('slugs as GitHub does', () => {
    expect(headingSlug('Hello, World!')).toBe('hello-world');
    expect(headingSlug('  Two  spaces ')).toBe('--two--spaces-');
    expect(headingSlug('snake_case & kebab-case')).toBe('snake_case--kebab-case');
    expect(headingSlug('Ünïcödé 日本語 🎉')).toBe('ünïcödé-日本語-');
    expect(headingSlug('C++ / C#')).toBe('c--c');
  });
});

describe('anchorHeadings', () => {
  it('gives every heading a namespaced id and a self-link after it', () => {
    const { html, headings } = served('# Top\n\n## Getting started\n\ntext\n\n### The `config` file\n\n###### Deep');
    expect(html).toContain(
      '<div class="heading-anchor"><h2 id="user-content-getting-started">Getting started</h2><a class="heading-link" href="#user-content-getting-started" aria-label="Link to section: Getting started">#</a></div>',
    );
    expect(ids(html)).toEqual(['user-content-top', 'user-content-getting-started', 'user-content-the-config-file', 'user-content-deep']);
    expect(headings).toEqual([
      { id: 'user-content-top', text: 'Top', level: 1 },
      { id: 'user-content-getting-started', text: 'Getting started', level: 2 },
      { id: 'user-content-the-config-file', text: 'The config file', level: 3 },
    ]);
  });

  it('numbers a repeated heading, and never takes an id the body already holds', () => {
    const { html } = served('## Example\n\n## Example\n\n## Example\n\n<p id="notes">x</p>\n\n## Notes\n\n## Example 1');
    expect(ids(html)).toEqual(['user-content-example', 'user-content-example-1', 'user-content-example-2', 'user-content-notes-1', 'user-content-example-1-1']);
  });

  it("keeps an author's own id, namespaced, and links to it", () => {
    const { html, headings } = served('<h2 id="mine">Mine</h2>\n\n## Mine');
    expect(html).toContain('<h2 id="user-content-mine">Mine</h2><a class="heading-link" href="#user-content-mine"');
    expect(ids(html)).toEqual(['user-content-mine', 'user-content-mine-1']);
    expect(headings.map((heading) => heading.id)).toEqual(['user-content-mine', 'user-content-mine-1']);
  });

  it('keeps an id when the rest of the post changes', () => {
    const before = served('## Intro\n\nOne.\n\n## Setup\n\nTwo.');
    const after = served('Lead paragraph.\n\n## Intro\n\nOne, rewritten, with a [link](/x).\n\n### New part\n\n## Setup\n\nTwo.\n\n## Closing');
    expect(after.headings.find((heading) => heading.text === 'Setup')?.id).toBe(before.headings[1]!.id);
    expect(after.headings[0]!.id).toBe(before.headings[0]!.id);
  });

  it('writes hostile heading text only as escaped text', () => {
    const { html, headings } = served('## <img src=x onerror=alert(1)>"quote" & <b>bold</b> \\<script\\>alert(1)\\</script\\>\n\n## "><svg onload=alert(1)>');
    expect(html).not.toMatch(/<script|<svg|onerror|onload=/i);
    expect(headings.map((heading) => heading.text)).toEqual(['"quote" & bold <script>alert(1)</script>', '">']);
    expect(html).toContain('aria-label="Link to section: &quot;quote&quot; &amp; bold &lt;script&gt;alert(1)&lt;/script&gt;"');
    for (const id of ids(html)) expect(id).toMatch(/^user-content-[\p{L}\p{N}_-]+$/u);
  });

  it('cuts the id and label of a very long heading', () => {
    const { html, headings } = served(`## ${'word '.repeat(20_000)}`);
    expect(headings[0]!.id.length).toBeLessThanOrEqual('user-content-'.length + 100);
    expect(html.length).toBeLessThan(100_000 + 1_000);
  });

  it('anchors a heading that is a link without putting a link inside a link', () => {
    const { html } = served('## [Linked](https://example.com)\n\n<a href="/x"><h3>In a link</h3></a>');
    expect(html).toContain('<h2 id="user-content-linked"><a href="https://example.com" target="_blank" rel="noopener noreferrer">Linked</a></h2><a class="heading-link"');
    expect(html).toContain('<a href="/x"><h3 id="user-content-in-a-link">In a link</h3></a>');
  });

  it('gives an empty heading an id but no link and no contents entry', () => {
    const { html, headings } = served('## ![](https://cdn.example/a.png)\n\n##  \n');
    expect(ids(html)).toEqual(['user-content-section', 'user-content-section-1']);
    expect(html).not.toContain('heading-link');
    expect(headings).toEqual([]);
  });

  it("leaves the footnotes' own heading out of the contents and unlinked", () => {
    const { html, headings } = served('## Intro\n\nA claim[^1].\n\n## Footnotes\n\n[^1]: The source.');
    expect(headings.map((heading) => heading.text)).toEqual(['Intro', 'Footnotes']);
    expect(html).toContain('<h2 id="user-content-footnote-label" class="sr-only">Footnotes</h2>\n<ol>');
    expect(ids(html)).toContain('user-content-footnotes');
  });

  it('answers a body without headings unchanged', () => {
    const html = '<p>No headings, <a href="/x">a link</a>, and an <code>&lt;h2&gt;</code>.</p>';
    expect(anchorHeadings(html)).toEqual({ html, headings: [] });
  });
});
