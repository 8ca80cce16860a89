import { describe, expect, it } from 'vitest';
import { pageUrl, readSearchParams } from './page-url';

const at = (href: string, read: string[]) => {
  const url = pageUrl(new URL(href, 'http://localhost'), new Set(read));
  return url.pathname + url.search;
};

describe('pageUrl', () => {
  it('drops every parameter the page does not read', () => {
    expect(at('/blog/post?cb=123&utm_source=x#top', [])).toBe('/blog/post');
    expect(at('/blog?cb=1&tag=Mapping', ['tag'])).toBe('/blog?tag=Mapping');
  });

  it('gives one URL for the same read parameters in any order, with their first values', () => {
    expect(at('/contact?service=Maps&x=1&tag=A', ['tag', 'service'])).toBe('/contact?service=Maps&tag=A');
    expect(at('/contact?tag=A&service=Maps', ['service', 'tag'])).toBe('/contact?service=Maps&tag=A');
    expect(at('/blog?tag=A&tag=B', ['tag'])).toBe('/blog?tag=A');
  });

  it('keeps a value as the page reads it, encoded once', () => {
    const url = pageUrl(new URL('/blog?tag=Real%20Estate%20%26%20Maps', 'http://localhost'), new Set(['tag']));
    expect(url.searchParams.get('tag')).toBe('Real Estate & Maps');
    expect(at('/blog?tag=', ['tag'])).toBe('/blog?tag=');
  });
});

describe('readSearchParams', () => {
  it('gathers the parameters every matched route declares', () => {
    const matches = [{ route: {} }, { route: { handle: { searchParams: ['tag'] } } }, { route: { handle: { searchParams: ['service', 'tag'] } } }];
    expect([...readSearchParams(matches)].sort()).toEqual(['service', 'tag']);
  });
});
