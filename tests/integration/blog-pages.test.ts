// The blog list in pages (decision 058): a blog of 120 posts shows them 50 at a time, newest
// first, with links between the pages, hands the browser only the page shown, and narrows by
// tag before it cuts; a page that does not exist is a 404 that says so. A blog of one page
// (the demo's) keeps its single list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { writeManyPosts } from '../support/many-posts';
import { createTempSite } from '../support/temp-site';

const POST_COUNT = 120;

/** The slug of each card on a page, in order. */
function cardSlugs(html: string): string[] {
  return html
    .split('<article')
    .slice(1)
    .map((card) => /href="\/blog\/([a-z0-9-]+)"/.exec(card)?.[1] ?? '?');
}

/**
 * What the page hands the browser beyond its HTML: islands' props only, never the page's query
 * cache (decision 102). Returns how many post slugs those props name.
 */
function postsCarried(html: string): number {
  expect(html).not.toContain('folio-state');
  const props = [...html.matchAll(/data-props="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  return props.map((json) => (json.match(/"slug":/g) ?? []).length).reduce((a, b) => a + b, 0);
}

describe('a blog of 120 posts', () => {
  let app: TestApp;
  let newestFirst: string[];
  const page = async (target: string) => {
    const response = await fetch(app.url + target);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    const site = await createTempSite();
    newestFirst = await writeManyPosts(site, POST_COUNT);
    app = await startTestApp({ site });
  });
  afterAll(() => app.close());

  it('shows the 50 newest on /blog, in the order of the JSON API, which still lists all 120', async () => {
    const api = (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
    expect(api.map((post) => post.slug)).toEqual(newestFirst);
    const { status, html } = await page('/blog');
    expect(status).toBe(200);
    expect(cardSlugs(html)).toEqual(newestFirst.slice(0, 50));
    expect(html).toContain('<title>Blog |');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog"\/>/);
    expect(html).not.toContain('rel="prev"');
  });

  it('shows the 50 posts of its page and hands the browser no list of posts at all', async () => {
    const { html } = await page('/blog');
    expect(cardSlugs(html)).toEqual(newestFirst.slice(0, 50));
    expect(postsCarried(html)).toBe(0);
  });

  it('links the pages: next from the first, previous and next from the second, first from the last', async () => {
    const first = (await page('/blog')).html;
    expect(first).toContain('<nav aria-label="Blog pages"');
    expect(first).toContain('>Page 1 of 3</p>');
    expect(first).toMatch(/<a[^>]*href="\/blog\?page=2"[^>]*>Next page<\/a>/);
    expect(first).toMatch(/<a[^>]*href="\/blog\?page=3"[^>]*>Last page<\/a>/);
    expect(first).not.toContain('Previous page');

    const second = await page('/blog?page=2');
    expect(second.status).toBe(200);
    expect(cardSlugs(second.html)).toEqual(newestFirst.slice(50, 100));
    expect(second.html).toMatch(/<a[^>]*href="\/blog"[^>]*>Previous page<\/a>/);
    expect(second.html).toMatch(/<a[^>]*href="\/blog\?page=3"[^>]*>Next page<\/a>/);
    expect(second.html).toContain('<title>Blog (page 2 of 3) |');
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]+\/blog\?page=2"\/>/);
    expect(second.html).toMatch(/<link rel="prev" href="[^"]+\/blog"\/>/);
    expect(second.html).toMatch(/<link rel="next" href="[^"]+\/blog\?page=3"\/>/);

    const last = await page('/blog?page=3');
    expect(cardSlugs(last.html)).toEqual(newestFirst.slice(100));
    expect(cardSlugs(last.html)).toHaveLength(20);
    expect(last.html).toMatch(/<a[^>]*href="\/blog"[^>]*>First page<\/a>/);
    expect(last.html).not.toContain('Next page');
    expect(postsCarried(last.html)).toBe(0);
  });

  it('narrows to a tag before it cuts the pages, and keeps the tag in the links', async () => {
    const even = newestFirst.filter((slug) => Number(slug.slice(5)) % 2 === 0);
    const first = await page('/blog?tag=even');
    expect(cardSlugs(first.html)).toEqual(even.slice(0, 50));
    expect(first.html).toContain('>Page 1 of 2</p>');
    expect(first.html).toMatch(/<a[^>]*href="\/blog\?page=2&amp;tag=even"[^>]*>Next page<\/a>/);
    const second = await page('/blog?page=2&tag=even');
    expect(second.status).toBe(200);
    expect(cardSlugs(second.html)).toEqual(even.slice(50));
    expect(second.html).toMatch(/<a[^>]*href="\/blog\?tag=even"[^>]*>Previous page<\/a>/);
    expect((await page('/blog?tag=even&page=3')).status).toBe(404);
    const none = await page('/blog?tag=nothing-has-this');
    expect(none.status).toBe(404);
    expect(none.html.replaceAll('<!-- -->', '')).toContain('No posts are tagged nothing-has-this yet.');
    expect(none.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('shows the few newest posts on the home page and a post page, and hands the browser none', async () => {
    const home = (await page('/')).html;
    expect(cardSlugs(home.slice(home.indexOf('Latest'))).slice(0, 3)).toEqual(newestFirst.slice(0, 3));
    expect(postsCarried(home)).toBe(0);
    const post = await page(`/blog/${newestFirst[0]}`);
    expect(postsCarried(post.html)).toBe(0);
    // The three recent posts under the newest post are the next three.
    const recent = post.html.slice(post.html.indexOf('id="recent-posts"'));
    expect(cardSlugs(recent)).toEqual(newestFirst.slice(1, 4));
  });

  it('carries the 50 newest posts in /rss.xml, not all 120', async () => {
    const feed = await (await fetch(`${app.url}/rss.xml`)).text();
    const links = [...feed.matchAll(/<link>[^<]*\/blog\/([a-z0-9-]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(newestFirst.slice(0, 50));
  });

  it.each([
    ['/blog?page=4', '“4”'],
    ['/blog?page=abc', '“abc”'],
    ['/blog?page=0', '“0”'],
    ['/blog?page=-1', '“-1”'],
  ])('answers %s with a 404 that names the pages there are', async (target, asked) => {
    const { status, html } = await page(target);
    expect(status).toBe(404);
    expect(html).toContain(`The blog has no page ${asked}: its posts fill 3 pages, numbered from 1.`);
    expect(html).toMatch(/<a[^>]*href="\/blog\?page=3"[^>]*>Go to the last page<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(cardSlugs(html)).toEqual([]);
  });
});

describe('a blog of one page (the demo content)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is one list with no page links', async () => {
    const api = (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
    const html = await (await fetch(`${app.url}/blog`)).text();
    expect(cardSlugs(html)).toEqual(api.map((post) => post.slug));
    expect(html).not.toContain('Blog pages');
    expect(postsCarried(html)).toBe(0);
  });

  it('answers a page past the first with a 404 that leads back to the blog', async () => {
    const response = await fetch(`${app.url}/blog?page=2`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('The blog has no page “2”: its posts fill one page, numbered from 1.');
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Go to the blog<\/a>/);
  });

  it.each([
    ['no-such-tag', 'no-such-tag'],
    ['<b>Buy now</b> at evil.test', '&lt;b&gt;Buy now&lt;/b&gt; at evil.test'],
  ])('answers a tag no post has (%s) with a 404 that is not indexed, and says so', async (tag, shown) => {
    const response = await fetch(`${app.url}/blog?tag=${encodeURIComponent(tag)}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.replaceAll('<!-- -->', '')).toContain(`No posts are tagged ${shown} yet.`);
    expect(html).not.toContain('<b>Buy now</b>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(cardSlugs(html)).toEqual([]);
  });

  it('keeps a tag that posts have a 200 page that may be indexed, whatever its case', async () => {
    const api = (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
    const tag = api.flatMap((post) => post.tags)[0]!;
    for (const asked of [tag, tag.toUpperCase()]) {
      const response = await fetch(`${app.url}/blog?tag=${encodeURIComponent(asked)}`);
      expect(response.status, asked).toBe(200);
      expect(await response.text()).not.toContain('noindex');
    }
  });
});
