// The console opens every post the site serves, as the index read it (decision 045).
import { describe, expect, it } from 'vitest';
import { readPostSource } from './post-source';

const served = { title: 'Derived title', summary: 'Derived summary.', publishedAt: '2024-07-09T10:11:12.000Z', image: '/media/posts/a/cover.png' };

describe('readPostSource', () => {
  it('opens a post whose summary is empty and whose image is relative, with what the site serves', () => {
    const source = readPostSource('---\ntitle: T\nsummary: ""\nimage: cover.png\n---\nBody', 'md', served);
    expect(source?.fields).toMatchObject({ title: 'T', summary: 'Derived summary.', image: '/media/posts/a/cover.png' });
  });

  it('opens a post whose extras could not be understood, without them', () => {
    const source = readPostSource('---\ntitle: T\nsummary: S\nvideoUrl: my video\nfeatured: maybe\n---\nBody', 'md', { ...served, image: null });
    expect(source?.fields).toMatchObject({ title: 'T', videoUrl: null, featured: false });
  });

  it('keeps a missing image as written, so a save does not drop it', () => {
    const source = readPostSource('---\ntitle: T\nsummary: S\nimage: /images/not-yet.png\n---\nBody', 'md', { ...served, image: null });
    expect(source?.fields.image).toBe('/images/not-yet.png');
  });
});
