import { describe, expect, it } from 'vitest';
import { hasStrayHyphens, isSlug, slugify } from './slug';

describe('slugify', () => {
  it('follows the spec rule: lowercase, strip symbols, spaces to hyphens, collapse hyphens', () => {
    expect(slugify('Hello, World!  Maps -- & Pins')).toBe('hello-world-maps-pins');
  });
  it('never starts or ends with a hyphen', () => {
    expect(slugify('  -Leading and trailing- ')).toBe('leading-and-trailing');
  });
  it.each([
    ['Café à beira-mar', 'cafe-a-beira-mar'],
    ['Über die Straße', 'uber-die-strasse'],
    ['Ærøskøbing kort', 'aeroskobing-kort'],
    ['Łódź mapy', 'lodz-mapy'],
    ['São Paulo imóveis', 'sao-paulo-imoveis'],
    ['Crème brûlée ñandú', 'creme-brulee-nandu'],
  ])('folds accents instead of dropping letters: %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
  it('produces a valid slug from ordinary titles', () => {
    expect(isSlug(slugify('Clustering 100,000 Property Pins'))).toBe(true);
  });
});

describe('isSlug', () => {
  it.each(['a', 'post-1', 'mapbox-vs-maplibre'])('accepts %s', (value) => {
    expect(isSlug(value)).toBe(true);
  });
  it.each(['', '../etc/passwd', 'UPPER', 'a/b', 'a.md', 'a b', 'x'.repeat(121), '%2e%2e', 'a\\b', 'my-post-', '-my-post', 'my--post', '-'])(
    'refuses %s',
    (value) => {
      expect(isSlug(value)).toBe(false);
    },
  );
});

describe('one rule for every slug', () => {
  it.each(['my-post-', '-draft', 'a--b', '---x', 'Upper-'])('is slugify\'s own answer: %s is read as what it meant', (written) => {
    expect(isSlug(written)).toBe(false);
    expect(isSlug(slugify(written))).toBe(true);
    expect(hasStrayHyphens(written)).toBe(true);
  });
  it.each(['my-post', 'My Post -', 'a_b', 'draft'])('says nothing of a name that is a slug or not written as one: %s', (written) => {
    expect(hasStrayHyphens(written)).toBe(false);
  });
  it('accepts every slug slugify gives, and only those', () => {
    for (const title of ['Hello, World!  Maps -- & Pins', ' - ', 'x - y', '__a__', 'Über-  -Straße']) {
      const slug = slugify(title);
      expect(slug === '' || isSlug(slug)).toBe(true);
      expect(slugify(slug)).toBe(slug);
    }
  });
});
