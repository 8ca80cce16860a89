import { describe, expect, it } from 'vitest';
import { isMissingPicture, PLACEHOLDER_IMAGE, placeholderLabel } from './picture-fallback';

describe('isMissingPicture', () => {
  it('is true for no picture and for the index’s placeholder, with or without a rendition query', () => {
    expect(isMissingPicture(null)).toBe(true);
    expect(isMissingPicture('')).toBe(true);
    expect(isMissingPicture(PLACEHOLDER_IMAGE)).toBe(true);
    expect(isMissingPicture(`${PLACEHOLDER_IMAGE}?w=400&q=75`)).toBe(true);
  });

  it('is false for a picture of the item’s own', () => {
    expect(isMissingPicture('/images/projects/atlas.webp')).toBe(false);
    expect(isMissingPicture('https://example.com/a.jpg')).toBe(false);
  });
});

describe('placeholderLabel', () => {
  it('is the first non-blank tag', () => {
    expect(placeholderLabel({ tags: [' ', 'Mapping', 'React'], title: 'Tiles' })).toBe('Mapping');
  });

  it('is the title’s first letter or digit when there is no tag', () => {
    expect(placeholderLabel({ tags: [], title: '“élan” in maps' })).toBe('É');
    expect(placeholderLabel({ title: '3 ways' })).toBe('3');
  });

  it('is empty when there is neither', () => {
    expect(placeholderLabel({ tags: [], title: '—' })).toBe('');
  });
});
