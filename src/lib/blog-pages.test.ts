import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, blogPageHref, blogPageKey, blogPageOf, blogPageRequest, blogPageRequestOfKey, isPaginated } from './blog-pages';
import type { PostSummary } from './content-types';

const posts = Array.from({ length: 120 }, (_, i) => ({ slug: `p${i}`, tags: i % 2 ? ['Odd'] : ['Even'] }) as PostSummary);
const request = (search: string) => blogPageRequest(new URLSearchParams(search));

describe('blog pages', () => {
  it('reads ?page= as a whole number from 1, and anything else as no page', () => {
    expect(request('').page).toBe(1);
    expect(request('page=3').page).toBe(3);
    for (const junk of ['0', '-1', '02', '1.5', 'x', '', '9999999999']) expect(request(`page=${junk}`).page).toBeNull();
    expect(request('tag=%20maps%20').tag).toBe('maps');
  });

  it('cuts the list in pages of 50, the last one shorter, and knows no page past the end', () => {
    expect(blogPageOf(posts, request('')).posts.map((p) => p.slug)).toEqual(posts.slice(0, BLOG_PAGE_SIZE).map((p) => p.slug));
    expect(blogPageOf(posts, request('page=3'))).toMatchObject({ page: 3, pageCount: 3, total: 120 });
    expect(blogPageOf(posts, request('page=3')).posts).toHaveLength(20);
    expect(blogPageOf(posts, request('page=4'))).toMatchObject({ page: null, pageCount: 3, posts: [] });
  });

  it('narrows to the tag, whatever its case, before cutting', () => {
    const even = blogPageOf(posts, request('tag=even&page=2'));
    expect(even).toMatchObject({ page: 2, pageCount: 2, total: 60 });
    expect(even.posts.map((p) => p.slug)[0]).toBe('p100');
    expect(blogPageOf(posts, request('tag=none'))).toMatchObject({ page: 1, pageCount: 1, posts: [] });
  });

  it('paginates past one page only, and names pages by the address a visitor sees', () => {
    expect([isPaginated(50), isPaginated(51)]).toEqual([false, true]);
    expect(blogPageHref(1, null)).toBe('/blog');
    expect(blogPageHref(2, 'Real Estate')).toBe('/blog?page=2&tag=Real+Estate');
    const asked = request('page=2&tag=maps');
    expect(blogPageRequestOfKey(blogPageKey(asked))).toEqual(asked);
    expect(blogPageRequestOfKey(blogPageKey(request('page=x')))).toEqual({ page: null, tag: null });
    expect(blogPageRequestOfKey('/api/blog')).toBeNull();
  });
});
