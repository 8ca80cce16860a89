// What link-preview bots and crawlers read (issue 42, findings 6 and 10): the title, description,
// canonical and every share tag come before the inline critical CSS, within a page's first 8 KB,
// on every kind of page; every page names the site and has the X card's tags; a post has its
// times and an image's alt text, and shares its own picture (1200 wide) or else its card.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let pictured: PostSummary;
let pages: string[];
let siteName: string;
beforeAll(async () => {
  app = await startTestApp();
  await writeFile(
    path.join(app.site.contentDir, 'posts', 'no-picture.md'),
    `---\ntitle: A post without a picture\nsummary: Written by the test.\npublishedAt: 2024-02-03T04:05:06.000Z\nupdatedAt: 2024-03-04T05:06:07.000Z\ntags: [Mapping]\n---\n\nThe body.\n`,
  );
  await waitFor(async () => app.index.findPost('no-picture') !== undefined, 5000);
  siteName = ((await (await fetch(`${app.url}/api/site`)).json()) as { owner: { name: string } }).owner.name;
  const posts = (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
  pictured = posts.find((post) => post.image?.startsWith('/images/') && !post.image.endsWith('.svg'))!;
  const first = async (api: string) => ((await (await fetch(app.url + api)).json()) as { slug: string }[])[0]!.slug;
  pages = ['/', '/works', `/works/${await first('/api/projects')}`, '/blog', `/blog/${pictured.slug}`, '/blog/no-picture', '/services', '/about', '/contact', '/templates', '/search', '/nope'];
});
afterAll(() => app.close());

const html = async (pagePath: string) => (await fetch(app.url + pagePath)).text();
const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1]?.replace(/&amp;/g, '&');

/** The tags a preview reads, as the text that starts each. */
const HEAD_TAGS = [
  '<title>',
  '<meta name="description"',
  '<link rel="canonical"',
  '<meta property="og:site_name"',
  '<meta property="og:title"',
  '<meta property="og:description"',
  '<meta property="og:url"',
  '<meta property="og:image"',
  '<meta property="og:image:alt"',
  '<meta name="twitter:card"',
  '<meta name="twitter:title"',
  '<meta name="twitter:description"',
  '<meta name="twitter:image"',
];

describe('head tags for crawlers and link previews', () => {
  it('come before the inline critical CSS, in the first 8 KB of every page', async () => {
    for (const pagePath of pages) {
      const page = await html(pagePath);
      const style = page.indexOf('<style');
      expect(style, pagePath).toBeGreaterThan(0);
      const firstBytes = Buffer.from(page).subarray(0, 8192).toString('utf8');
      for (const tag of HEAD_TAGS) {
        expect(firstBytes, `${pagePath}: ${tag}`).toContain(tag);
        expect(page.indexOf(tag), `${pagePath}: ${tag}`).toBeLessThan(style);
      }
      expect(meta(page, 'og:site_name'), pagePath).toBe(siteName);
      // The critical CSS is in the head, before the body is parsed.
      expect(style, pagePath).toBeLessThan(page.indexOf('</head>'));
      expect(page.indexOf('</style>'), pagePath).toBeLessThan(page.indexOf('</head>'));
    }
  });

  it("gives a post its times and shares its own picture's 1200-wide rendition", async () => {
    const page = await html(`/blog/${pictured.slug}`);
    expect(meta(page, 'article:published_time')).toBe(pictured.publishedAt);
    expect(meta(page, 'article:modified_time')).toBe(pictured.updatedAt ?? pictured.publishedAt);
    expect(meta(page, 'og:image')).toBe(`${new URL('/', meta(page, 'og:url')).origin}${pictured.image}?w=1200&q=75`);
    expect(meta(page, 'twitter:image')).toBe(meta(page, 'og:image'));
    expect(meta(page, 'og:image:alt')).toBe(pictured.title);
    const rendition = await fetch(`${app.url}${pictured.image}?w=1200&q=75`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toMatch(/^image\//);
  });

  it('shares the generated card for a post without a picture', async () => {
    const page = await html('/blog/no-picture');
    expect(meta(page, 'article:published_time')).toBe('2024-02-03T04:05:06.000Z');
    expect(meta(page, 'article:modified_time')).toBe('2024-03-04T05:06:07.000Z');
    expect(new URL(meta(page, 'og:image')!).pathname).toBe('/og/blog/no-picture.png');
    expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(page, 'og:image:alt')).toBe(`A post without a picture — ${siteName}`);
  });
});
