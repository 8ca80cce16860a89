import { describe, expect, it } from 'vitest';
import { excerptBeforeMarker, firstHeading, firstLine, firstParagraph, mdxToMarkdown, shorten, unwrapWikilinks } from './body-source';

describe('mdxToMarkdown', () => {
  it('drops imports, exports and component tag lines, and keeps the Markdown between tags', () => {
    const source = [
      "import Callout from '../components/Callout.astro';",
      "import { Chart } from './chart';",
      '',
      'export const meta = {',
      "  title: 'x',",
      '};',
      '',
      '# Heading',
      '',
      '<Callout type="tip">',
      'Keep **this** text.',
      '</Callout>',
      '',
      '<Chart data={points} />',
      '',
      '```js',
      "import x from 'y';",
      '```',
    ].join('\n');
    const { markdown, dropped } = mdxToMarkdown(source);
    expect(dropped).toEqual({ imports: 2, exports: 1, components: 3 });
    expect(markdown).toContain('Keep **this** text.');
    expect(markdown).toContain("import x from 'y';");
    expect(markdown).not.toContain('Callout');
  });
});

describe('body helpers', () => {
  it('unwraps wikilinks to their text', () => {
    expect(unwrapWikilinks('See [[Vector Tiles]] and [[gis-notes|my GIS notes]].')).toEqual({ text: 'See Vector Tiles and my GIS notes.', count: 2 });
  });

  it('finds the text before <!--more--> and <!-- truncate -->', () => {
    expect(excerptBeforeMarker('Intro.\n<!--more-->\nRest')).toBe('Intro.\n');
    expect(excerptBeforeMarker('Intro.\n<!-- truncate -->\nRest')).toBe('Intro.\n');
    expect(excerptBeforeMarker('No marker')).toBeNull();
  });

  it('finds the first heading and paragraph of sanitized HTML', () => {
    const html = '<h1>Title &amp; more</h1>\n<p></p><p>First <em>real</em> paragraph.</p><p>Second.</p>';
    expect(firstHeading(html)).toEqual({ text: 'Title & more', leading: true, html: '<h1>Title &amp; more</h1>' });
    expect(firstParagraph(html)).toBe('First real paragraph.');
    expect(firstLine('\n\n## *Hello* world\nmore')).toBe('Hello world');
  });

  it('shortens at a word with an ellipsis', () => {
    expect(shorten('alpha beta gamma delta epsilon', 20)).toBe('alpha beta gamma…');
    expect(shorten('short', 12)).toBe('short');
  });

  it('stays linear on hostile HTML', () => {
    const started = performance.now();
    expect(firstParagraph('<p>'.repeat(100_000))).toBeNull();
    expect(firstHeading('<h1>'.repeat(100_000))).toBeNull();
    expect(unwrapWikilinks('[['.repeat(100_000)).count).toBe(0);
    // Linear work here is milliseconds; quadratic would be minutes. The margin is for busy machines.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
