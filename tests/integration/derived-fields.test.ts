// Fields the owner did not type are derived when read, not written into the file (issue 41,
// item 6): a post saved through the console API with its meta fields filled from title, summary
// and tags (as Auto-fill and a new post's save do) and no read time of its own is written without
// metaTitle, metaDescription, metaKeywords and readTime; a later hand edit of `title:` then shows
// on <title> and og:title. What the owner typed differently is written, and the API answers keep
// the spec's shape (the fields are there, null when the file leaves them out).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/lib/content-types';
import { callConsole, postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const SLUG = 'derived-meta-fields';
const TITLE = 'Derived meta fields';
const SUMMARY = 'A post whose meta fields follow its title, summary and tags.';
const file = () => path.join(app.site.contentDir, 'posts', `${SLUG}.html`);
const page = async (slug: string) => (await fetch(`${app.url}/blog/${slug}`)).text();
const metaContent = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('derived fields are not written into the file', () => {
  it('saves a post without metaTitle, metaDescription, metaKeywords or readTime when they equal what the site derives', async () => {
    const input = postInput(SLUG, { title: TITLE, summary: SUMMARY, tags: ['Maps', 'SEO'], metaTitle: TITLE, metaDescription: SUMMARY, metaKeywords: 'Maps, SEO', readTime: 1 });
    const { status, body } = await send<Post>(`${app.url}/api/blog`, { token, body: input });
    expect(status).toBe(201);
    const written = await readFile(file(), 'utf8');
    expect(written).not.toMatch(/^(metaTitle|metaDescription|metaKeywords|readTime):/m);
    // The answer keeps its shape: every field there, null when the file leaves it out.
    expect(body).toMatchObject({ title: TITLE, metaTitle: null, metaDescription: null, metaKeywords: null, readTime: 1 });
    const html = await page(SLUG);
    expect(titleOf(html)).toMatch(new RegExp(`^${TITLE}`));
    expect(metaContent(html, 'name', 'description')).toBe(SUMMARY);
  });

  it('follows a hand edit of title: on <title> and og:title', async () => {
    const text = await readFile(file(), 'utf8');
    await writeFile(file(), text.replace(`title: ${TITLE}`, 'title: Renamed by hand'));
    await waitFor(async () => titleOf(await page(SLUG))?.startsWith('Renamed by hand') === true, 10_000);
    expect(metaContent(await page(SLUG), 'property', 'og:title')).toBe('Renamed by hand');
  });

  it('writes what the owner typed differently, and an update keeps leaving the derived ones out', async () => {
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug: SLUG } });
    expect(opened.status).toBe(200);
    const input = postInput(SLUG, { title: 'Renamed by hand', summary: SUMMARY, tags: ['Maps', 'SEO'], metaTitle: 'A title for search engines', metaDescription: SUMMARY, metaKeywords: '', readTime: undefined, version: opened.body.version });
    const { status } = await callConsole(app.url, token, 'updatePost', { params: { slug: SLUG }, body: input });
    expect(status).toBe(200);
    const written = await readFile(file(), 'utf8');
    expect(written).toMatch(/^metaTitle: A title for search engines$/m);
    expect(written).not.toMatch(/^(metaDescription|metaKeywords|readTime):/m);
    expect(metaContent(await page(SLUG), 'property', 'og:title')).toBe('A title for search engines');
  });

  it('drops the meta fields an older console wrote once the title they copied changes, and keeps a hand-written read time', async () => {
    const slug = 'older-console-post';
    const old = ['---', 'title: Written by an older console', `summary: ${SUMMARY}`, 'publishedAt: 2025-03-05T00:00:00.000Z', 'tags: [Maps]', 'readTime: 7', 'metaTitle: Written by an older console', `metaDescription: ${SUMMARY}`, 'metaKeywords: Maps', '---', '', '<p>Body text of the post, long enough to pass the fifty character minimum.</p>', ''].join('\n');
    await writeFile(path.join(app.site.contentDir, 'posts', `${slug}.html`), old);
    await app.site.git('add', '-A');
    await app.site.git('commit', '-qm', 'An older console post');
    await waitFor(async () => (await callConsole(app.url, token, 'openPost', { params: { slug } })).status === 200, 10_000);
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
    const { metaTitle, metaDescription, metaKeywords } = opened.body.post;
    const input = postInput(slug, { title: 'A new title', summary: SUMMARY, tags: ['Maps'], metaTitle, metaDescription, metaKeywords, readTime: undefined, version: opened.body.version, publishedAt: undefined });
    const { status } = await callConsole(app.url, token, 'updatePost', { params: { slug }, body: input });
    expect(status).toBe(200);
    const written = await readFile(path.join(app.site.contentDir, 'posts', `${slug}.html`), 'utf8');
    expect(written).not.toMatch(/^(metaTitle|metaDescription|metaKeywords):/m);
    expect(written).toMatch(/^readTime: 7$/m);
    expect(titleOf(await page(slug))).toMatch(/^A new title/);
  });
});
