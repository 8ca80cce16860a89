import { describe, expect, it } from 'vitest';
import { bodyPlainText, generationText, htmlPlainText } from './body-plain-text';

describe('htmlPlainText', () => {
  it('keeps the text, one paragraph per block, and drops every tag', () => {
    const html = '<h2>Why clustering</h2>\n<p>Clustering keeps a <strong>listings</strong> map\n   fast.</p><ul><li>One</li><li>Two</li></ul><p>Line<br>break</p>';
    expect(htmlPlainText(html)).toBe('Why clustering\n\nClustering keeps a listings map fast.\n\nOne\n\nTwo\n\nLine\nbreak');
  });

  it('leaves out scripts, styles and comments, and decodes character references', () => {
    const html = '<p>Tom &amp; Jerry &lt;3 &#8212; caf&eacute; &#x1F600; &unknown;</p><script>alert("x")</script><style>p{}</style><!-- note -->';
    expect(htmlPlainText(html)).toBe('Tom & Jerry <3 — café 😀 &unknown;');
  });

  it('reads a `<` that opens no tag as text, and an unclosed one to the end', () => {
    expect(htmlPlainText('<p>a < b and 2<3</p>')).toBe('a < b and 2<3');
    expect(htmlPlainText('<p>text <b')).toBe('text <b');
  });

  it('is plain text already for plain text', () => {
    expect(htmlPlainText('Just words.\n\nAnd more.')).toBe('Just words. And more.');
  });

  it('takes linear time on hostile input', () => {
    const started = performance.now();
    htmlPlainText('<'.repeat(200_000) + '<script>'.repeat(20_000) + '<!--'.repeat(20_000));
    htmlPlainText('<a'.repeat(200_000));
    htmlPlainText('<p>x</p><style>'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('bodyPlainText', () => {
  it('renders Markdown first, so its marks never reach the text', async () => {
    const markdown = '# Vector tiles\n\nThey are **fast** and [cheap](https://example.com).\n\n- one\n- two\n';
    expect(await bodyPlainText(markdown, 'markdown')).toBe('Vector tiles\n\nThey are fast and cheap.\n\none\n\ntwo');
  });

  it('reads HTML as HTML', async () => {
    expect(await bodyPlainText('<p># not a heading</p>', 'html')).toBe('# not a heading');
  });
});

describe('generationText', () => {
  // Spec §5: "HTML tags are stripped and whitespace is collapsed before sending" (issue 42, finding 11).
  it('is the plain text with every run of whitespace, paragraph breaks too, one space', async () => {
    expect(await generationText('<h2>Heading here</h2>\n\n<p>First   paragraph\tof it.</p><p>Line<br>break</p>', 'html')).toBe('Heading here First paragraph of it. Line break');
    expect(await generationText('# Heading here\n\nFirst paragraph.\n\n- one\n- two\n', 'markdown')).toBe('Heading here First paragraph. one two');
    expect(await generationText('  <p> </p>\n ', 'html')).toBe('');
  });
});
