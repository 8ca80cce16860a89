import { describe, expect, it } from 'vitest';
import { contentStats, emptyPostForm, formFromPost, toPostInput } from './post-form-values';

const now = new Date('2026-11-22T10:00:00.000Z');
const filled = {
  ...emptyPostForm('Alex Rivera'),
  title: ' Clustering Pins ',
  slug: 'clustering-pins',
  summary: 'How clustering keeps maps fast.',
  tags: ' Maps,  Performance ,, React ',
  content: 'x'.repeat(1001),
};

describe('toPostInput', () => {
  it('splits tags on commas, trims them and drops empty ones', () => {
    expect(toPostInput(filled, now).tags).toEqual(['Maps', 'Performance', 'React']);
  });

  it('falls back on title, summary and tags for empty meta fields', () => {
    expect(toPostInput(filled, now)).toMatchObject({ metaTitle: 'Clustering Pins', metaDescription: 'How clustering keeps maps fast.', metaKeywords: 'Maps, Performance, React' });
    expect(toPostInput({ ...filled, metaTitle: 'Own title' }, now).metaTitle).toBe('Own title');
  });

  it('sends the media field the media type selects, the other as null', () => {
    const both = { ...filled, image: '/images/a.webp', videoUrl: 'https://www.youtube-nocookie.com/embed/x' };
    expect(toPostInput(both, now)).toMatchObject({ image: '/images/a.webp', videoUrl: null });
    expect(toPostInput({ ...both, mediaType: 'video' }, now)).toMatchObject({ image: null, videoUrl: 'https://www.youtube-nocookie.com/embed/x' });
  });

  it('stamps publishedAt with the time of creation and computes the read time', () => {
    expect(toPostInput(filled, now)).toMatchObject({ publishedAt: '2026-11-22T10:00:00.000Z', featured: false, authorName: 'Alex Rivera' });
    // The site counts the read time; the console sends none, so none is written into the file.
    expect(toPostInput(filled, now)).not.toHaveProperty('readTime');
  });
});

describe('the content format', () => {
  it('is HTML for a new post and is sent with the post', () => {
    expect(emptyPostForm('Alex Rivera').format).toBe('html');
    expect(toPostInput(filled, now).format).toBe('html');
    expect(toPostInput({ ...filled, format: 'markdown', content: '# Heading\n\n' + 'x'.repeat(60) }, now)).toMatchObject({ format: 'markdown', content: '# Heading\n\n' + 'x'.repeat(60) });
  });

  it("follows an opened post's file: a .md post is edited as Markdown", () => {
    const post = { slug: 'a-post', title: 'A post', summary: 'A summary of the post.', content: '## Body', tags: ['Maps'], featured: false, publishedAt: '2026-01-01T00:00:00.000Z' };
    expect(formFromPost(post, 'md')).toMatchObject({ format: 'markdown', content: '## Body' });
    expect(formFromPost(post, 'html').format).toBe('html');
  });
});

describe('contentStats', () => {
  it('counts characters and minutes by the spec rule', () => {
    expect(contentStats('')).toEqual({ characters: 0, minutes: 0, words: null });
    expect(contentStats('a'.repeat(2500))).toEqual({ characters: 2500, minutes: 3, words: null });
  });
  it('counts the words a reader reads when the site counts words', () => {
    const words = { countBy: 'words', wordsPerMinute: 238 } as const;
    const markdown = '## Heading here\n\n' + 'word '.repeat(3000);
    expect(contentStats(markdown, 'markdown', words)).toEqual({ characters: markdown.length, minutes: 13, words: 3002 });
    expect(contentStats('<p>one <strong>two</strong></p>', 'html', words)).toEqual({ characters: 31, minutes: 1, words: 2 });
  });
});
