// Red-team issue 26, finding 3: a draft's or scheduled post's images answer 404 to visitors —
// originals and renditions alike, exactly as a missing file does — while the console and the
// holder of a preview link see them (decision 037); they are public the moment the post is.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import type { UploadedImage } from '../../src/lib/api/admin-images';
import { postInput, send, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
/** The cookies the console's browser holds after signing in. */
let consoleCookies: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  const response = await fetch(`${app.url}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: TEST_PASSWORD }) });
  token = ((await response.json()) as { token: string }).token;
  consoleCookies = cookieHeader(response);
});
afterAll(() => app?.close());

/** What a browser sends back of an answer's Set-Cookie (for /media, where all of them apply). */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => cookie.includes('Path=/media'))
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

const api = <T>(url: string, init: { method?: string; body?: unknown } = {}) => send<T>(`${app.url}${url}`, { token, ...init });
const get = (url: string, cookie = '') => fetch(`${app.url}${url}`, { headers: { accept: 'image/webp', ...(cookie && { cookie }) } });

async function postWithImage(slug: string, fields: Record<string, unknown>): Promise<string> {
  expect((await api('/api/blog', { body: postInput(slug, fields) })).status).toBe(201);
  const bytes = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#b91c1c' } }).png().toBuffer();
  const response = await fetch(`${app.url}/api/admin/images?post=${slug}&name=secret.png`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Blob([Uint8Array.from(bytes)]) });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadedImage).url;
}

/** A visitor gets exactly what a file that does not exist gets. */
async function expectLikeMissing(url: string, cookie = ''): Promise<void> {
  const missing = await get(url.replace('secret.png', 'never-there.png'), cookie);
  for (const asked of [url, `${url}?w=400&q=60`]) {
    const answer = await get(asked, cookie);
    expect(answer.status, asked).toBe(404);
    expect(answer.headers.get('content-type')).toBe(missing.headers.get('content-type'));
    // The same page but for the time it was rendered at.
    const page = (text: string) => text.replaceAll('secret.png', 'never-there.png').replace(/\d{13}/g, '<time>');
    expect(page(await answer.text()) === page(await missing.clone().text()), asked).toBe(true);
  }
}

async function expectServedPrivately(url: string, cookie: string): Promise<void> {
  for (const asked of [url, `${url}?w=400&q=60`]) {
    const answer = await get(asked, cookie);
    expect(answer.status, asked).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  }
}

describe('media of unpublished posts', () => {
  it("is 404 to visitors, served to the console and to the draft's preview link, and public once published", async () => {
    const url = await postWithImage('draft-with-image', { title: 'Draft With Image', draft: true });
    await expectLikeMissing(url);
    await expectServedPrivately(url, consoleCookies);

    const { body: link } = await api<PreviewLink>('/api/admin/preview-links', { body: { slug: 'draft-with-image' } });
    const page = await fetch(`${app.url}${link.path!}`);
    expect(page.status).toBe(200);
    const previewCookies = cookieHeader(page);
    expect(previewCookies).toMatch(/^folio_preview_/);
    await expectServedPrivately(url, previewCookies);

    // Another draft's link does not open this one's media.
    await postWithImage('other-draft', { title: 'Other Draft', draft: true });
    const { body: other } = await api<PreviewLink>('/api/admin/preview-links', { body: { slug: 'other-draft' } });
    await expectLikeMissing(url, cookieHeader(await fetch(`${app.url}${other.path!}`)));
    // A revoked link's cookie opens nothing any more.
    expect((await api(`/api/admin/preview-links/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectLikeMissing(url, previewCookies);

    const opened = (await api<{ version: string; post: Record<string, unknown> }>('/api/admin/posts/draft-with-image')).body;
    expect((await api('/api/admin/posts/draft-with-image', { method: 'PUT', body: { ...postInput('draft-with-image', { title: 'Draft With Image' }), draft: false, version: opened.version } })).status).toBe(200);
    const published = await get(url);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).not.toContain('private');
    expect((await get(`${url}?w=400&q=60`)).status).toBe(200);
  });

  it('lets the preview see its images at every address the preview page renders at', async () => {
    const url = await postWithImage('draft-any-address', { title: 'Draft Any Address', draft: true });
    const { body: link } = await api<PreviewLink>('/api/admin/preview-links', { body: { slug: 'draft-any-address' } });
    const path = link.path!;
    // The site answers its pages whatever the case of their path and with a trailing slash; so does the preview.
    for (const variant of [path, path.replace('/preview/', '/PREVIEW/'), `${path}/`, `${path.replace('/preview/', '/Preview/')}/`]) {
      const page = await fetch(`${app.url}${variant}`);
      expect(page.status, variant).toBe(200);
      expect(await page.text(), variant).toContain('Draft Any Address');
      const cookies = cookieHeader(page);
      expect(cookies, variant).toMatch(/^folio_preview_/);
      await expectServedPrivately(url, cookies);
    }
  });

  it('keeps a scheduled post\'s media private until its time, then serves it with no restart', async () => {
    const url = await postWithImage('scheduled-with-image', { title: 'Scheduled With Image', publishedAt: new Date(Date.now() + 4000).toISOString() });
    await expectLikeMissing(url);
    await waitFor(async () => (await get(url)).status === 200, 15_000);
    expect((await get(`${url}?w=400&q=60`)).status).toBe(200);
  });

  it('hides an image only drafts reference, and never one a published page shows', async () => {
    // Added by hand beside no post: nobody's image, public as before.
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } }).png().toBuffer();
    await mkdir(path.join(app.site.contentDir, 'posts/nobodys-folder'), { recursive: true });
    await writeFile(path.join(app.site.contentDir, 'posts/nobodys-folder/secret.png'), bytes);
    const url = '/media/posts/nobodys-folder/secret.png';
    await waitFor(async () => app.index.contentAssets().includes('posts/nobodys-folder/secret.png'), 10_000);
    expect((await get(url)).status).toBe(200);
    // Once only a draft shows it, it is the draft's.
    expect((await api('/api/blog', { body: postInput('draft-showing-it', { draft: true, image: url }) })).status).toBe(201);
    await expectLikeMissing(url);
    // A published post showing it too makes it public again.
    expect((await api('/api/blog', { body: postInput('published-showing-it', { image: url }) })).status).toBe(201);
    expect((await get(url)).status).toBe(200);
    // The same goes for an image in a draft's own folder that a published post shows.
    const inDraftFolder = await postWithImage('draft-lending-image', { title: 'Draft Lending Image', draft: true });
    await expectLikeMissing(inDraftFolder);
    expect((await api('/api/blog', { body: postInput('published-borrowing-it', { image: inDraftFolder }) })).status).toBe(201);
    expect((await get(inDraftFolder)).status).toBe(200);
  });

  it("lets shared caches keep a post's images only briefly, and site-wide images long", async () => {
    const POST_MEDIA = 'public, max-age=300, must-revalidate';
    const url = await postWithImage('published-then-draft', { title: 'Published Then Draft' });
    // A picture only posts show, under images/ (the demo's covers), is a post's too.
    const posts = (await (await fetch(`${app.url}/api/blog`)).json()) as { image?: string }[];
    const cover = posts.map((post) => post.image ?? '').find((image) => image.startsWith('/images/'))!;
    const projects = (await (await fetch(`${app.url}/api/projects`)).json()) as { image: string }[];
    const siteWide = projects[0]!.image;
    for (const [asked, cacheControl] of [
      [url, POST_MEDIA],
      [`${url}?w=400&q=60`, POST_MEDIA],
      [cover, POST_MEDIA],
      [`${cover}?w=400&q=60`, POST_MEDIA],
      [siteWide, 'public, max-age=86400'],
      [`${siteWide}?w=400&q=60`, 'public, max-age=2592000'],
    ] as const) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(200);
      expect(answer.headers.get('cache-control'), asked).toBe(cacheControl);
      expect(answer.headers.get('etag'), asked).toBeTruthy();
    }

    // What a shared cache asks once its copy is stale: unchanged, then gone once the post is a draft again.
    // (fetch would add Cache-Control: no-cache to a conditional request, which no cache sends.)
    const ask = async (asked: string, etag: string) => (await fetch(`${app.url}${asked}`, { headers: { accept: 'image/webp', 'if-none-match': etag, 'cache-control': 'max-age=0' } })).status;
    const tags = await Promise.all([url, `${url}?w=400&q=60`].map(async (asked) => [asked, (await get(asked)).headers.get('etag')!] as const));
    for (const [asked, etag] of tags) expect(await ask(asked, etag), asked).toBe(304);
    const opened = (await api<{ version: string }>('/api/admin/posts/published-then-draft')).body;
    expect((await api('/api/admin/posts/published-then-draft', { method: 'PUT', body: { ...postInput('published-then-draft', { title: 'Published Then Draft' }), draft: true, version: opened.version } })).status).toBe(200);
    for (const [asked, etag] of tags) expect(await ask(asked, etag), asked).toBe(404);
  });

  it('signing out ends the console cookie', async () => {
    const url = await postWithImage('draft-after-sign-out', { title: 'Draft After Sign Out', draft: true });
    const response = await fetch(`${app.url}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: TEST_PASSWORD }) });
    const session = ((await response.json()) as { token: string }).token;
    const cookies = cookieHeader(response);
    await expectServedPrivately(url, cookies);
    const out = await fetch(`${app.url}/api/admin/session`, { method: 'DELETE', headers: { authorization: `Bearer ${session}` } });
    expect(out.headers.getSetCookie().some((cookie) => cookie.startsWith('folio_console_media=;') && cookie.includes('Max-Age=0'))).toBe(true);
    await expectLikeMissing(url, cookies);
  });
});
