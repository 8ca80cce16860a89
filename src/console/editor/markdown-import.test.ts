import { describe, expect, it } from 'vitest';
import { isMarkdownFile, markdownToHtml, readImportedMarkdown, splitFrontMatter } from './markdown-import';

const MARKDOWN = '# Clustering **100,000** Pins\n\nIntro paragraph with a [link](https://example.com).\n\n## Details\n\n- one\n- two\n\n| Zoom | Pins |\n| ---- | ---- |\n| 4 | 12 |\n';

describe('readImportedMarkdown', () => {
  it('keeps the Markdown source as written and finds the first level-1 heading', async () => {
    const { markdown, title } = await readImportedMarkdown(MARKDOWN, false);
    expect(title).toBe('Clustering 100,000 Pins');
    expect(markdown).toBe(MARKDOWN.trim());
  });

  it('leaves the heading out of the source when it becomes the title, and nothing else', async () => {
    const { markdown, title } = await readImportedMarkdown(MARKDOWN, true);
    expect(title).toBe('Clustering 100,000 Pins');
    expect(markdown).toBe(MARKDOWN.slice(MARKDOWN.indexOf('Intro')).trim());
    expect(markdown).toContain('| Zoom | Pins |\n| ---- | ---- |');
  });

  it('finds a heading after other blocks, written either way, with Windows line ends and a BOM', async () => {
    const source = '\uFEFFSome intro.\r\n\r\nThe Real Title\r\n==============\r\n\r\nBody.\r\n';
    const { markdown, title } = await readImportedMarkdown(source, true);
    expect(title).toBe('The Real Title');
    expect(markdown).toBe('Some intro.\n\nBody.');
  });

  it('answers no title when the file has no level-1 heading', async () => {
    expect(await readImportedMarkdown('## Only a subheading\n\nText', true)).toEqual({ markdown: '## Only a subheading\n\nText', title: null });
  });

  it("leaves front matter out of the body and takes its title, keeping a heading that differs", async () => {
    const source = '---\ntitle: "Harbour walk: notes"\ntags: [a, b]\n---\n\n# Another heading\n\nText.\n';
    expect(await readImportedMarkdown(source, true)).toEqual({ markdown: '# Another heading\n\nText.', title: 'Harbour walk: notes' });
    const same = '+++\ntitle = "Same"\n+++\n# Same\n\nText.\n';
    expect(await readImportedMarkdown(same, true)).toEqual({ markdown: 'Text.', title: 'Same' });
  });
});

describe('splitFrontMatter', () => {
  it('takes only a plain one-line title', () => {
    expect(splitFrontMatter('---\ntitle: >\n  folded\n---\nBody').title).toBeNull();
    expect(splitFrontMatter('---\nsummary: x\n---\nBody')).toEqual({ body: 'Body', title: null });
    expect(splitFrontMatter('No front matter\n---\n')).toEqual({ body: 'No front matter\n---\n', title: null });
  });
});

describe('markdownToHtml', () => {
  it('renders as the site does (GFM tables included)', async () => {
    const html = await markdownToHtml(MARKDOWN);
    expect(html).toContain('<h1>Clustering <strong>100,000</strong> Pins</h1>');
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain('<table>');
  });
});

describe('isMarkdownFile', () => {
  it.each([['post.md', true], ['post.MARKDOWN', true], ['notes.txt', true], ['post.html', false], ['md', false]])('%s → %s', (name, expected) => {
    expect(isMarkdownFile(name)).toBe(expected);
  });
});

describe('markdownToHtml with footnotes', () => {
  it('turns a reference into a link and the definitions into the footnotes section, as the site renders them', async () => {
    const html = await markdownToHtml('Pins cluster by zoom.[^1]\n\n[^1]: Measured on a 2019 laptop.\n');
    expect(html).not.toContain('[^1]');
    expect(html).toMatch(/<sup><a id="footnote-ref-1" href="#footnote-1" data-footnote-ref aria-describedby="footnote-label">1<\/a><\/sup>/);
    expect(html).toMatch(/<section class="footnotes" data-footnotes>/);
    expect(html).toMatch(/<li id="footnote-1">\s*<p>Measured on a 2019 laptop\. <a href="#footnote-ref-1" data-footnote-backref aria-label="Back to reference 1">↩<\/a><\/p>/);
  });
});
