import { describe, expect, it } from 'vitest';
import { socialImagePath, socialImageVersion } from './social-image-address';

const facts = { title: 'Tagus Bay Development Tracker', siteName: 'Jane Doe', image: '/images/projects/tagus.webp' };

describe('socialImagePath', () => {
  it('names the item by kind and slug, with the version of what it draws', () => {
    expect(socialImagePath('works', 'tagus', facts)).toBe(`/og/works/tagus.png?v=${socialImageVersion(facts)}`);
    expect(socialImageVersion(facts)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes the version when the title, the site name or the picture changes, and only then', () => {
    const versions = new Set([facts, { ...facts, title: 'Another title' }, { ...facts, siteName: 'John Doe' }, { ...facts, image: null }].map(socialImageVersion));
    expect(versions.size).toBe(4);
    expect(socialImageVersion({ ...facts })).toBe(socialImageVersion(facts));
    expect(socialImageVersion({ ...facts, image: undefined })).toBe(socialImageVersion({ ...facts, image: null }));
  });
});
