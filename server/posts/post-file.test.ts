import { describe, expect, it } from 'vitest';
import { classifyContentPath } from '../content/content-paths';
import { parseContentFile } from '../content/parse-content-file';
import { BARE_CONTEXT } from '../../tests/support/bare-parse-context';
import { postFilePath, rewritePost, serializePost } from './post-file';

const base = {
  title: 'Clustering Pins: A "Practical" Guide',
  summary: 'How to keep a map smooth with thousands of pins: yes, really.',
  publishedAt: '2026-03-05T10:00:00.000Z',
  tags: ['Mapping', 'Performance'],
  featured: true,
};

async function roundTrip(fields: Parameters<typeof serializePost>[0], body = '<p>Body text</p>') {
  const file = postFilePath('a-post');
  const result = await parseContentFile(file, classifyContentPath(file)!, serializePost(fields, body), BARE_CONTEXT);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  if (result.parsed.kind !== 'post') throw new Error('not a post');
  return result.parsed.item;
}

describe('serializePost', () => {
  it('writes front matter the content index reads back field for field', async () => {
    const post = await roundTrip({ ...base, image: '/images/a.webp', authorName: 'Alex Rivera', readTime: 3, metaTitle: 'Meta', metaDescription: 'Desc', metaKeywords: 'a, b' });
    expect(post).toMatchObject({ ...base, slug: 'a-post', id: 'a-post', image: '/images/a.webp', videoUrl: null, authorName: 'Alex Rivera', readTime: 3, metaTitle: 'Meta', metaDescription: 'Desc', metaKeywords: 'a, b', content: '<p>Body text</p>' });
  });

  it.each(['2025-03-05', 'yes', 'null', '123', 'on', '- dash', '# hash', 'key: value', "it's"])('keeps the title %j as text', async (title) => {
    expect((await roundTrip({ ...base, title, summary: title })).title).toBe(title);
  });

  it('leaves out empty optional fields and keeps titles on one line', () => {
    const text = serializePost({ ...base, title: 'Two\nlines', image: null, videoUrl: '', metaTitle: '' }, '<p>x</p>');
    expect(text).not.toMatch(/image|videoUrl|metaTitle/);
    expect(text).toMatch(/^title: Two lines$/m);
  });

  it('refuses a slug that is not [a-z0-9-]+', () => {
    expect(() => postFilePath('../../x')).toThrow();
    expect(() => postFilePath('a/b')).toThrow();
  });
});

describe('rewritePost', () => {
  const HAND = `---
# Written by hand
title: "Mapbox vs MapLibre: Choosing"
summary: A comparison.
image: /images/a.webp
tags: [Mapping, MapLibre]
featured: true
publishedAt: 2025-02-11
authorName: Alex Rivera
---

Body in **Markdown**.
`;
  const fields = { title: 'Mapbox vs MapLibre: Choosing', summary: 'A comparison.', image: '/images/a.webp', tags: ['Mapping', 'MapLibre'], featured: true, publishedAt: '2025-02-11T00:00:00.000Z', authorName: 'Alex Rivera' };

  it('changes only the edited lines, keeping order, comments, quoting and inline lists', () => {
    const text = rewritePost(HAND, { ...fields, title: 'yes' }, 'Body in **Markdown**.');
    expect(text).toBe(HAND.replace('title: "Mapbox vs MapLibre: Choosing"', 'title: "yes"'));
  });

  it('adds, removes and restyles nothing it was not asked to', () => {
    const text = rewritePost(HAND, { ...fields, image: null, tags: ['Mapping'], metaTitle: 'New meta' }, 'New body');
    expect(text).toContain('tags: [Mapping]');
    expect(text).not.toContain('image:');
    expect(text).toContain('metaTitle: New meta');
    expect(text).toContain('publishedAt: 2025-02-11\n');
    expect(text.endsWith('---\n\nNew body\n')).toBe(true);
  });

  it('reads back through the content index', async () => {
    const file = postFilePath('a-post', 'md');
    const result = await parseContentFile(file, classifyContentPath(file)!, rewritePost(HAND, { ...fields, title: '2025-03-05', tags: ['A', 'B'] }, 'x'), BARE_CONTEXT);
    expect(result.ok && result.parsed.kind === 'post' && result.parsed.item).toMatchObject({ title: '2025-03-05', tags: ['A', 'B'], publishedAt: '2025-02-11T00:00:00.000Z' });
  });
});
