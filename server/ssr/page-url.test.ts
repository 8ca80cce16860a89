import { describe, expect, it } from 'vitest';
import { pageUrl, readSearchParams, requestedPageUrl, tidyPageTarget } from './page-url';

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

describe('requestedPageUrl', () => {
  const path = (target: string) => requestedPageUrl(target, 'https://example.test').pathname;
  it('keeps a backslash as a character of the path, never a slash or a host', () => {
    expect(path('/\\x/blog')).toBe('/%5Cx/blog');
    expect(path('/\\blog')).toBe('/%5Cblog');
    expect(requestedPageUrl('/\\evil.test/blog', 'https://example.test').host).toBe('example.test');
  });

  it('keeps leading slashes on this site', () => {
    expect(requestedPageUrl('//evil.test/blog?x=1', 'https://example.test').href).toBe('https://example.test/evil.test/blog?x=1');
  });
});

describe('tidyPageTarget', () => {
  it.each([
    ['//blog', '/blog'],
    ['/blog//x?tag=a//b', '/blog/x?tag=a//b'],
    ['/x/../blog', '/blog'],
    ['/./blog/.', '/blog'],
    ['/blog/', '/blog'],
    ['/works/?x=1', '/works?x=1'],
    ['/Blog', '/blog'],
    ['/BLOG/Some-Post/', '/blog/some-post'],
    ['/Works/My-Project?x=Y', '/works/my-project?x=Y'],
    ['/PREVIEW/AbC123/', '/preview/AbC123'],
    ['/admin/blog/', '/admin/blog'],
    ['/blog/Caf%C3%A9', '/blog/caf%C3%A9'],
    ['/x/%2E%2e/blog', '/blog'],
    ['/../../blog', '/blog'],
  ])('sends %s to %s', (target, tidy) => {
    expect(tidyPageTarget(target)).toBe(tidy);
  });

  it.each(['/', '/blog', '/blog?next=//x/../y', '/blog/a.b', '/blog/..x', '/\\x/blog', 'http://example.test//blog', '/Old-Address/', '/no/such/page/', '/blog/caf%C3%A9'])('leaves %s alone', (target) => {
    expect(tidyPageTarget(target)).toBeNull();
  });
});
