// Images from the console (issue 14, item 2), against the real app on a temp Git copy of the
// content: each accepted type is recognised by its bytes, whatever its name; a renamed non-image,
// an oversize file and an SVG that cannot be made safe are refused with messages that name the
// file and what is accepted; an SVG with script is stored without it; names cannot climb out of
// the post's folder or replace another image. An upload for a saved post waits, uncommitted but
// served, for the post's next save, which commits both together — or, if no save claims it, is
// committed on its own (before sync's hand-edit step, after a while, before the post is deleted).
// One for a post never saved waits out of the content for its first save
// (unsaved-post-images.test.ts); the first save here brings one in.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentImage, UploadedImage } from '../../src/lib/api/admin-images';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const git = (...args: string[]) => app.site.git(...args);

/** The post's body as the page shows it (the HTML between the article's body markers). */
function post(page: string): { content: string } {
  return { content: page };
}

type Answer = UploadedImage & { code?: string; message?: string };

async function upload(post: string, name: string, bytes: Uint8Array, headers: Record<string, string> = {}, to = { url: app.url, token }): Promise<{ status: number; body: Answer }> {
  const url = `${to.url}/api/admin/images?post=${encodeURIComponent(post)}&name=${encodeURIComponent(name)}`;
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${to.token}`, 'content-type': 'application/octet-stream', ...headers }, body: new Blob([Uint8Array.from(bytes)]) });
  return { status: response.status, body: (await response.json()) as Answer };
}

function tinyImage(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', color = '#2563eb'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 10, channels: 3, background: color } }).toFormat(format).toBuffer();
}

describe('POST /api/admin/images', () => {
  beforeAll(async () => {
    for (const slug of ['image-types', 'svg-post']) expect((await send(`${app.url}/api/blog`, { token, body: postInput(slug) })).status).toBe(201);
  });
  // The images these saved posts hold for their next save are committed, as no save comes: the tests below look at a clean tree.
  afterAll(() => app.admin.pending.flush());

  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['gif', 'gif'],
  ] as const)('accepts %s by its bytes, names it .%s, stores it beside the saved post and serves it resized', async (format, extension) => {
    const before = await git('rev-parse', 'HEAD');
    // The name claims another type: the bytes decide the extension.
    const { status, body } = await upload('image-types', `My Photo (${format}).bin`, await tinyImage(format));
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: format, path: `posts/image-types/my-photo-${format}.${extension}`, url: `/media/posts/image-types/my-photo-${format}.${extension}`, width: 16, height: 10, resizable: true, commit: null, pending: true, unsaved: false });
    expect(await git('rev-parse', 'HEAD')).toBe(before);
    const original = await fetch(`${app.url}${body.url}`);
    expect(original.status).toBe(200);
    const resized = await fetch(`${app.url}${body.url}?w=200&q=60`, { headers: { accept: 'image/webp' } });
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a renamed non-image with a message naming the file and what is accepted', async () => {
    const head = await git('rev-parse', 'HEAD');
    const { status, body } = await upload('image-types', 'holiday.png', new TextEncoder().encode('#!/bin/sh\necho this is not a picture\n'), { 'content-type': 'image/png' });
    expect(status).toBe(415);
    expect(body.code).toBe('unsupported_image');
    expect(body.message).toBe('"holiday.png" is not an image the site accepts: its contents are not JPEG, PNG, WebP, AVIF, GIF or SVG, whatever its name says. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG file of at most 10 MB.');
    expect(await git('rev-parse', 'HEAD')).toBe(head);
  });

  it('refuses a file that starts like a PNG but is cut short', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f00' } }).png({ compressionLevel: 0 }).toBuffer();
    const { status, body } = await upload('image-types', 'cut.png', png.subarray(0, Math.floor(png.length / 2)));
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'unreadable_image', message: expect.stringContaining('"cut.png" starts like a PNG image but could not be read') });
  });

  it('refuses an image over 10 MB and says the limit', async () => {
    const head = await git('rev-parse', 'HEAD');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    (await tinyImage('png')).copy(big);
    const { status, body } = await upload('image-types', 'huge.png', big);
    expect(status).toBe(413);
    expect(body.code).toBe('image_too_large');
    expect(body.message).toContain('"huge.png" is larger than 10 MB, the largest image the site accepts');
    expect(await git('rev-parse', 'HEAD')).toBe(head);
  });

  it('stores an SVG with its script, handlers, foreignObject and outside links removed, and says what went', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" viewBox="0 0 20 20" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="20" height="20"><div xmlns="http://www.w3.org/1999/xhtml">html<iframe src="https://evil.example/"></iframe></div></foreignObject>
  <a xlink:href="javascript:alert(2)"><rect width="20" height="20" fill="#0ea5e9" onclick="alert(3)"/></a>
  <use href="https://evil.example/sprite.svg#x"/>
</svg>`;
    const { status, body } = await upload('svg-post', 'Logo.svg', new TextEncoder().encode(svg));
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'svg', path: 'posts/svg-post/logo.svg', resizable: false });
    expect(body.removed).toEqual(expect.arrayContaining(['the onload attribute', 'the <script> element', 'the <foreignObject> element', 'the onclick attribute']));
    const stored = await readFile(path.join(app.site.contentDir, body.path), 'utf8');
    expect(stored).toContain('<rect width="20" height="20" fill="#0ea5e9">');
    for (const bad of ['script', 'onload', 'onclick', 'foreignObject', 'javascript:', 'evil.example', 'iframe']) expect(stored).not.toContain(bad);
    expect(body.pending).toBe(true);
  });

  it('refuses an SVG that cannot be made safe', async () => {
    const entities = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>';
    const first = await upload('svg-post', 'bomb.svg', new TextEncoder().encode(entities));
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ code: 'unsafe_svg', message: expect.stringMatching(/^"bomb\.svg" was refused: it is an SVG that cannot be made safe \(it declares XML entities/) });
    const onlyScript = await upload('svg-post', 'only-script.svg', new TextEncoder().encode('<svg><script>alert(1)</script></svg'));
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.code).toBe('unsafe_svg');
  });

  it('keeps a name from leaving the post folder, and never replaces a different image', async () => {
    const first = await upload('names-post', '../../site.yaml/..\\..\\evil.png', await tinyImage('png', '#111111'));
    expect(first.status).toBe(201);
    expect(first.body.path).toBe('posts/names-post/siteyamlevil.png');
    expect(await readFile(path.join(app.site.contentDir, 'site.yaml'), 'utf8')).not.toContain('PNG');

    const second = await upload('names-post', 'site.yaml/evil.png', await tinyImage('png', '#eeeeee'));
    expect(second.status).toBe(201);
    expect(second.body.path).toBe('posts/names-post/siteyamlevil-2.png');
    // The same bytes again are the image already there: no new file, no commit.
    const head = await git('rev-parse', 'HEAD');
    const again = await upload('names-post', 'site.yaml/evil.png', await tinyImage('png', '#eeeeee'));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ path: 'posts/names-post/siteyamlevil-2.png', commit: null });
    expect(await git('rev-parse', 'HEAD')).toBe(head);

    const badPost = await upload('../posts', 'x.png', await tinyImage('png'));
    expect(badPost.status).toBe(400);
    expect(badPost.body.message).toMatch(/^Give the post a slug first/);
  });

  it('needs the bearer, and the bytes as the body', async () => {
    const anonymous = await fetch(`${app.url}/api/admin/images?post=x&name=a.png`, { method: 'POST', body: new Blob([Uint8Array.from(await tinyImage('png'))]) });
    expect(anonymous.status).toBe(401);
    const json = await send<{ code: string }>(`${app.url}/api/admin/images?post=x&name=a.png`, { token, body: { image: 'x' } });
    expect(json.status).toBe(415);
    const empty = await upload('x', 'a.png', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('"a.png" is empty. Choose a JPEG, PNG, WebP, AVIF, GIF or SVG image.');
  });
});

describe('GET /api/admin/images', () => {
  it('lists the images beside the post first, then those under images/', async () => {
    const { status, body } = await send<ContentImage[]>(`${app.url}/api/admin/images?post=image-types`, { token });
    expect(status).toBe(200);
    const beside = body.filter((image) => image.besidePost).map((image) => image.path);
    expect(beside).toEqual(['posts/image-types/my-photo-avif.avif', 'posts/image-types/my-photo-gif.gif', 'posts/image-types/my-photo-jpeg.jpg', 'posts/image-types/my-photo-png.png', 'posts/image-types/my-photo-webp.webp']);
    expect(body.slice(0, 5).every((image) => image.besidePost)).toBe(true);
    expect(body.some((image) => image.path === 'images/profile.jpg' && image.url === '/images/profile.jpg' && !image.besidePost)).toBe(true);
    expect(body.some((image) => image.path.startsWith('posts/svg-post/'))).toBe(false);
  });
});

describe('a post that uses an uploaded image', () => {
  it('saves with the image and shows it resized on the post page; a missing one is left out, never a broken picture', async () => {
    const { body: image } = await upload('harbour-photos', 'harbour.webp', await tinyImage('webp', '#0f766e'));
    const content = `<p>${'A walk along the harbour, with a picture of the water at dusk. '.repeat(2)}</p><img src="${image.url}" alt="The harbour">`;
    expect(image.unsaved).toBe(true);
    const created = await send<{ image: string }>(`${app.url}/api/blog`, { token, body: postInput('harbour-photos', { image: image.url, content }) });
    expect(created.status).toBe(201);
    // The first save brought the image in beside the post, at its served address.
    const served = '/media/posts/harbour-photos/harbour.webp';
    expect(created.body.image).toBe(served);
    const page = await (await fetch(`${app.url}/blog/harbour-photos`)).text();
    const images = page.match(/<img [^>]*>/g) ?? [];
    const featured = images.find((tag) => tag.includes('alt="A post called harbour-photos"'));
    expect(featured).toContain(`srcSet="${served}?w=400&amp;q=75 400w, ${served}?w=800&amp;q=75 800w`);
    const inBody = post(page).content;
    expect(inBody).toContain(`srcset="${served}?w=400&amp;q=75 400w, ${served}?w=800&amp;q=75 800w`);
    expect((await fetch(`${app.url}${served}?w=800&q=75`)).status).toBe(200);

    // A missing image never hides a post (decision 045): saved and served without it, no broken <img>.
    const missing = await send<{ image: string | null; content: string }>(`${app.url}/api/blog`, {
      token,
      body: postInput('missing-pictures', { image: '/media/posts/missing-pictures/gone.webp', content: `${content}<img src="/images/nowhere.png" alt="A harbour">` }),
    });
    expect(missing.status).toBe(201);
    expect(missing.body.image).toBeNull();
    expect(missing.body.content).not.toContain('nowhere.png');
    expect(missing.body.content).toContain('<span>A harbour</span>');
    const missingPage = await (await fetch(`${app.url}/blog/missing-pictures`)).text();
    expect(missingPage).toContain('No image available');
    expect(missingPage).not.toMatch(/gone\.webp|nowhere\.png/);
  });
});

interface Opened {
  slug: string;
  version: string;
  post: Record<string, unknown> & { content: string };
}

/** Opens a saved post as the editor does and saves it back with `changes` (the editor's PUT). */
async function save(slug: string, changes: (opened: Opened) => Record<string, unknown>, to = { url: app.url, token }): Promise<number> {
  const opened = (await send<Opened>(`${to.url}/api/admin/posts/${slug}`, { token: to.token })).body;
  const body = { ...postInput(slug), ...opened.post, ...changes(opened), version: opened.version };
  return (await send(`${to.url}/api/admin/posts/${slug}`, { token: to.token, method: 'PUT', body })).status;
}

const commitCount = async (site = app.site) => Number((await site.git('rev-list', '--count', 'HEAD')).trim());

describe('an image uploaded for a post already saved', () => {
  it('is served and listed at once, and committed with the next save of the post, in its commit', async () => {
    const before = await commitCount();
    const { status, body: image } = await upload('vector-tiles-from-postgis', 'Tile Grid.png', await tinyImage('png', '#9333ea'));
    expect(status).toBe(201);
    expect(image).toMatchObject({ path: 'posts/vector-tiles-from-postgis/tile-grid.png', commit: null, pending: true });
    expect(await commitCount()).toBe(before);
    expect(await git('status', '--porcelain')).toBe('?? posts/vector-tiles-from-postgis/\n');
    expect((await fetch(`${app.url}${image.url}`)).status).toBe(200);
    const listed = await send<ContentImage[]>(`${app.url}/api/admin/images?post=vector-tiles-from-postgis`, { token });
    expect(listed.body[0]).toMatchObject({ path: image.path, besidePost: true });
    // The same bytes again: still the one waiting for the save.
    const again = await upload('vector-tiles-from-postgis', 'tile-grid.png', await tinyImage('png', '#9333ea'));
    expect(again.body).toMatchObject({ path: image.path, commit: null, pending: true });

    // The save's missing-image check sees it; the save commits the post and the image together.
    expect(await save('vector-tiles-from-postgis', (opened) => ({ image: image.url, content: `${opened.post.content}\n<p><img src="${image.url}" alt="The tile grid"></p>` }))).toBe(200);
    expect(await commitCount()).toBe(before + 1);
    expect((await git('show', '--name-only', '--format=%s', 'HEAD')).trim()).toBe('Update post "Vector Tiles from PostGIS in an Afternoon"\n\nposts/vector-tiles-from-postgis.html\nposts/vector-tiles-from-postgis/tile-grid.png');
    expect(await git('log', '-1', '--format=%b')).toContain(`With the images uploaded for it: ${image.path}`);
    expect(await git('status', '--porcelain')).toBe('');

    // Saved again without another upload: the post alone.
    expect(await save('vector-tiles-from-postgis', () => ({ title: 'Vector Tiles from PostGIS, Again' }))).toBe(200);
    expect((await git('show', '--name-only', '--format=', 'HEAD')).trim()).toBe('posts/vector-tiles-from-postgis.html');
  });

  it('goes into the commit of a save that changes the format, and is committed before the post is deleted', async () => {
    const slug = 'geocoding-addresses-cheaply-and-correctly';
    const { body: first } = await upload(slug, 'pins.webp', await tinyImage('webp', '#ca8a04'));
    expect(first.pending).toBe(true);
    expect(await save(slug, () => ({ format: 'html', content: `<p>${'Geocoding, now written as HTML in the console editor. '.repeat(2)}</p><img src="${first.url}" alt="Pins">` }))).toBe(200);
    expect((await git('show', '--name-status', '--format=', 'HEAD')).trim().split('\n')).toEqual([`A\tposts/${slug}.html`, `D\tposts/${slug}.md`, `A\t${first.path}`]);

    const { body: second } = await upload(slug, 'more pins.webp', await tinyImage('webp', '#a16207'));
    expect(second).toMatchObject({ commit: null, pending: true });
    const opened = (await send<Opened>(`${app.url}/api/admin/posts/${slug}`, { token })).body;
    expect((await send(`${app.url}/api/admin/posts/${slug}?version=${opened.version}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await git('log', '-2', '--format=%s')).trim()).toBe(`Delete post "Geocoding Addresses Cheaply and Correctly"\nAdd image ${second.path}`);
    expect(await git('status', '--porcelain')).toBe('');
  });

  it('is committed as an image, not a hand edit, by the next sync cycle, and at shutdown', async () => {
    const site = await createTempSite();
    const remote = await createBareRemote(site);
    // The site is removed here, once the shutdown's commit has been looked at.
    const synced = await startTestApp({ site: { ...site, cleanup: async () => undefined }, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' } });
    let running = true;
    try {
      const to = { url: synced.url, token: await signIn(synced.url) };
      await synced.sync!.requestSync();
      const before = await commitCount(site);
      const { body } = await upload('mapbox-vs-maplibre-2025', 'map.png', await tinyImage('png', '#15803d'), {}, to);
      expect(body).toMatchObject({ commit: null, pending: true });
      expect(await commitCount(site)).toBe(before);
      expect(await synced.sync!.requestSync()).toEqual({ ok: true, pulled: 0 });
      expect(await commitCount(site)).toBe(before + 1);
      expect((await site.git('show', '--name-only', '--format=%s', 'HEAD')).trim()).toBe(`Add image ${body.path}\n\n${body.path}`);
      expect(await site.git('log', '--format=%s')).not.toContain('Hand edit');
      expect((await remote.git('log', '-1', '--format=%s', 'main')).trim()).toBe(`Add image ${body.path}`);
      expect(await site.git('status', '--porcelain')).toBe('');

      // Another waits when the server stops: committed on the way out.
      const { body: last } = await upload('mapbox-vs-maplibre-2025', 'last.png', await tinyImage('png', '#7c2d12'), {}, to);
      expect(last).toMatchObject({ commit: null, pending: true });
      running = false;
      await synced.close();
      expect((await site.git('show', '--name-only', '--format=%s', 'HEAD')).trim()).toBe(`Add image ${last.path}\n\n${last.path}`);
      expect(await site.git('status', '--porcelain')).toBe('');
    } finally {
      if (running) await synced.close();
      await site.cleanup();
    }
  });

  it('is committed on its own once it has waited for a save long enough', async () => {
    const waiting = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD }, admin: { pendingImageMaxAgeMs: 400 } });
    const { site } = waiting;
    try {
      const to = { url: waiting.url, token: await signIn(waiting.url) };
      const before = await commitCount(site);
      const { body } = await upload('clustering-100000-property-pins', 'cluster.png', await tinyImage('png', '#0369a1'), {}, to);
      expect(body).toMatchObject({ commit: null, pending: true });
      expect(await commitCount(site)).toBe(before);
      await waitFor(async () => (await commitCount(site)) === before + 1, 5000);
      expect((await site.git('show', '--name-only', '--format=%s', 'HEAD')).trim()).toBe(`Add image ${body.path}\n\n${body.path}`);
      expect(await site.git('status', '--porcelain')).toBe('');
    } finally {
      await waiting.close();
    }
  });
});
