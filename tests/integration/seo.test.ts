// Findability: robots.txt, a sitemap of every public page, project, post and template, and a
// valid RSS 2.0 feed with full content.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary, ProjectSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A post's body as the feeds carry it: the page's body without its headings' "#" self-links, which a
 * feed reader would resolve against the feed's own address (server/seo/feed-content.ts, issue 42).
 */
const asInFeeds = (html: string) => html.replace(/<a class="heading-link" href="#[^"]*" aria-label="[^"]*">#<\/a>/g, '');

const text = async (path: string) => (await fetch(app.url + path)).text();
const json = async <T>(path: string) => (await (await fetch(app.url + path)).json()) as T;
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'category'].includes(name) });

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of /admin', async () => {
    const body = await text('/robots.txt');
    expect(body).toContain('Disallow: /admin');
    expect(body).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('is valid XML listing every public page, project and post', async () => {
    const body = await text('/sitemap.xml');
    expect(XMLValidator.validate(body)).toBe(true);
    const locs = (parser.parse(body).urlset.url as { loc: string }[]).map((url) => new URL(url.loc).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/works', '/blog', '/services', '/about', '/contact', '/map-projects', '/privacy', '/terms']));
    for (const post of await json<PostSummary[]>('/api/blog')) expect(locs).toContain(`/blog/${post.slug}`);
    for (const project of await json<ProjectSummary[]>('/api/projects')) expect(locs).toContain(`/works/${project.slug}`);
    expect(locs).not.toContain('/admin/blog');
  });

  it("lists the blog's listing of each tag once, and each answers with its posts", async () => {
    const body = await text('/sitemap.xml');
    const tagged = (parser.parse(body).urlset.url as { loc: string }[]).map((url) => new URL(url.loc)).filter((url) => url.pathname === '/blog' && url.searchParams.has('tag'));
    const tags = tagged.map((url) => url.searchParams.get('tag')!);
    const written = new Set((await json<PostSummary[]>('/api/blog')).flatMap((post) => post.tags.map((tag) => tag.toLowerCase())));
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
    for (const tag of written) expect(tags.map((each) => each.toLowerCase())).toContain(tag);
    const listing = await fetch(`${app.url}${tagged[0]!.pathname}${tagged[0]!.search}`);
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain(`Showing posts tagged`);
    // Its canonical address is itself, as the sitemap names it, not /blog.
    expect(html).toContain(`<link rel="canonical" href="${tagged[0]!.href.replace(/&/g, '&amp;')}"/>`);
  });
});

describe('rss.xml', () => {
  it('is a valid RSS 2.0 feed of the newest posts (every post, below 50) with their full content', async () => {
    const response = await fetch(`${app.url}/rss.xml`);
    expect(response.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const body = await response.text();
    expect(XMLValidator.validate(body)).toBe(true);
    const rss = parser.parse(body).rss;
    expect(rss['@_version']).toBe('2.0');
    const items = rss.channel.item as { title: string; link: string; pubDate: string; 'content:encoded': string }[];
    const posts = await json<PostSummary[]>('/api/blog');
    expect(items.map((item) => new URL(item.link).pathname)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    const first = await json<Post>(`/api/blog/${posts[0]!.slug}`);
    expect(first.content).toContain('class="heading-link"');
    expect(items[0]!['content:encoded']).toBe(asInFeeds(first.content));
    expect(new Date(items[0]!.pubDate).toISOString()).toBe(first.publishedAt);
  });
});

describe('atom.xml and feed.json', () => {
  it('is a valid Atom 1.0 feed of the same posts, with their full content and dates', async () => {
    const response = await fetch(`${app.url}/atom.xml`);
    expect(response.headers.get('content-type')).toMatch(/application\/atom\+xml/);
    const body = await response.text();
    expect(XMLValidator.validate(body)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' || name === 'category' }).parse(body).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(new URL(feed.link.find((link: Record<string, string>) => link['@_rel'] === 'self')['@_href']).pathname).toBe('/atom.xml');
    const entries = feed.entry as { id: string; title: string; published: string; content: { '#text': string }; category?: { '@_term': string }[] }[];
    const posts = await json<PostSummary[]>('/api/blog');
    expect(entries.map((entry) => new URL(entry.id).pathname)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    const first = await json<Post>(`/api/blog/${posts[0]!.slug}`);
    expect(entries[0]!.title).toBe(first.title);
    expect(entries[0]!.published).toBe(new Date(first.publishedAt).toISOString());
    expect(entries[0]!.content['#text']).toBe(asInFeeds(first.content));
    expect((entries[0]!.category ?? []).map((category) => category['@_term'])).toEqual(first.tags);
  });

  it('is a JSON Feed 1.1 of the same posts, with their full content', async () => {
    const response = await fetch(`${app.url}/feed.json`);
    expect(response.headers.get('content-type')).toMatch(/application\/feed\+json/);
    const feed = (await response.json()) as { version: string; feed_url: string; items: { id: string; url: string; title: string; content_html: string; date_published: string; tags: string[] }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(new URL(feed.feed_url).pathname).toBe('/feed.json');
    const posts = await json<PostSummary[]>('/api/blog');
    expect(feed.items.map((item) => new URL(item.url).pathname)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    const first = await json<Post>(`/api/blog/${posts[0]!.slug}`);
    expect(feed.items[0]).toMatchObject({ title: first.title, content_html: asInFeeds(first.content), date_published: new Date(first.publishedAt).toISOString(), tags: first.tags });
  });

  it('are announced in every page head, each with its type', async () => {
    const html = await (await fetch(`${app.url}/services`)).text();
    const announced = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)"\/>/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(announced).toEqual(['application/rss+xml /rss.xml', 'application/atom+xml /atom.xml', 'application/feed+json /feed.json']);
  });
});
