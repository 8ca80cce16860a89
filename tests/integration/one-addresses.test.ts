// One address per page (issue 42, finding 9): a page's path with a trailing slash or in another
// case answers 301 to its one spelling, the query kept, even once the page is cached (the short
// path never answers an untidy target); a tag's listing has one canonical whatever the tag's case,
// and a tag no post has is a 404, not indexed, whose title does not repeat what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { rawGet } from '../support/raw-get';

let app: TestApp;
let post: PostSummary;
beforeAll(async () => {
  app = await startTestApp();
  post = ((await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[]).find((each) => each.tags.length > 0)!;
  // Cached first: the short path answers cached pages without Express.
  for (const page of ['/blog', '/works', `/blog/${post.slug}`]) await (await fetch(app.url + page)).text();
});
afterAll(() => app?.close());

/** GET with the request target exactly as given, redirects not followed. */
const get = (target: string) => rawGet(app.url, target);

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('one address per page', () => {
  it('sends trailing slashes and other cases to the one address with a 301, the query kept', async () => {
    const upper = post.slug.replace(/^./, (letter) => letter.toUpperCase());
    for (const [target, location] of [
      ['/blog/', '/blog'],
      ['/works/', '/works'],
      ['/Blog', '/blog'],
      ['/BLOG/?tag=GIS', '/blog?tag=GIS'],
      [`/Blog/${upper}`, `/blog/${post.slug}`],
      [`/blog/${post.slug}/?utm_source=x`, `/blog/${post.slug}?utm_source=x`],
      ['/Services/', '/services'],
    ]) {
      const answer = await get(target!);
      expect([answer.status, answer.location], target).toEqual([301, location]);
    }
    for (const target of ['/blog', `/blog/${post.slug}`, '/works', '/']) expect((await get(target)).status, target).toBe(200);
    // What no page answers is left to the not-found page (and to old addresses) as it was.
    expect((await get('/No-Such-Page/')).status).toBe(404);
  });

  it("gives a tag's listing one canonical whatever the tag's case", async () => {
    const tag = post.tags[0]!;
    const canonicals = new Set<string | undefined>();
    for (const asked of [tag, tag.toLowerCase(), tag.toUpperCase()]) {
      const answer = await get(`/blog?tag=${encodeURIComponent(asked)}`);
      expect(answer.status, asked).toBe(200);
      canonicals.add(canonical(answer.body));
    }
    expect([...canonicals]).toEqual([expect.stringMatching(new RegExp(`/blog\\?tag=${encodeURIComponent(tag.toLowerCase()).replace(/%20/g, '\\+')}$`))]);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain([...canonicals][0]!.replace(/&/g, '&amp;'));
  });

  it('answers an unknown tag with a 404 that is not indexed and does not take the text as its title', async () => {
    const answer = await get(`/blog?tag=${encodeURIComponent('Buy cheap pills')}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    expect(title(answer.body)).not.toContain('Buy cheap pills');
    expect(answer.body).toMatch(/<meta property="og:title" content="Tag Not Found/);
  });
});
