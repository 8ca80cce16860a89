import { describe, expect, it } from 'vitest';
import { isSlug } from '../../src/lib/slug';
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
  };

  it.each(Object.entries(HOSTILE))('reads %s in well under a second', (_name, input) => {
    const started = performance.now();
    plainText(input);
    analyzeContent(input);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps the text of a < that never closes, and drops script and style blocks in any case', () => {
    expect(plainText('a < b and c')).toBe('a < b and c');
    expect(plainText('one <SCRIPT>x()</script> two <style>p{}</STYLE> three <script>never closed')).toBe('one two three never closed');
    expect(plainText('<script>a</script><script>b')).toBe('b');
  });

  it('still trims trailing punctuation from a title and cuts long ones at a word', () => {
    expect(analyzeContent('Vector tiles explained;;; They cut a map into small squares.').title).toBe('Vector tiles explained;;; They cut a map into small squares');
    expect(analyzeContent(`${'word '.repeat(40)}end.`).title).toMatch(/^Word( word)+…$/);
  });
});
