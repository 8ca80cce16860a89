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
