import { describe, expect, it } from 'vitest';
import { isMarkdownFile, markdownToHtml } from './markdown-import';

const MARKDOWN = '# Clustering **100,000** Pins\n\nIntro paragraph with a [link](https://example.com).\n\n## Details\n\n- one\n- two\n';

describe('markdownToHtml', () => {
  it('converts Markdown to HTML and finds the first level-1 heading', async () => {
    const { html, heading } = await markdownToHtml(MARKDOWN, false);
    expect(heading).toBe('Clustering 100,000 Pins');
    expect(html).toContain('<h1>Clustering <strong>100,000</strong> Pins</h1>');
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain('<ul>\n<li>one</li>');
  });

  it('leaves the heading out of the body when it becomes the title', async () => {
    const { html, heading } = await markdownToHtml(MARKDOWN, true);
    expect(heading).toBe('Clustering 100,000 Pins');
    expect(html).not.toContain('<h1>');
    expect(html).toMatch(/^<p>Intro paragraph/);
  });

  it('answers no heading when the file has none', async () => {
    expect((await markdownToHtml('## Only a subheading\n\nText', true)).heading).toBeNull();
  });
});

describe('isMarkdownFile', () => {
  it.each([['post.md', true], ['post.MARKDOWN', true], ['notes.txt', true], ['post.html', false], ['md', false]])('%s → %s', (name, expected) => {
    expect(isMarkdownFile(name)).toBe(expected);
  });
});
