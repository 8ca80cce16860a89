// The tutorial's thumbnail is served from this site (decision 021): the page names our copy,
// the server fetches the provider's image in the background and keeps it, and while the
// provider is unreachable the settings' local image answers, marked for revalidation. Pages
// never wait for the provider. The provider here is a fake on 127.0.0.1, let through the rule for
// content URLs (https, public addresses only) as a test origin; hosts that are not let through
// stand for the network inside, which a thumbnail URL must never reach (issue 40).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailCopyPath } from '../../src/lib/thumbnail-copy';
import { FAKE_IMAGE_WIDTH, startFakeImageHost, type FakeImageHost } from '../support/fake-image-host';
import { FAKE_THUMBNAIL_WIDTH, startFakeVideoProvider, type FakeVideoProvider } from '../support/fake-video-provider';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite, UNREACHABLE_PROVIDER } from '../support/temp-site';

async function nameThumbnail(contentDir: string, thumbnailUrl: string) {
  const file = path.join(contentDir, 'site.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^(\s*thumbnailUrl:\s*)\S+$/m, `$1${thumbnailUrl}`));
}

async function siteWithThumbnail(thumbnailUrl: string) {
  const site = await createTempSite();
  await nameThumbnail(site.contentDir, thumbnailUrl);
  return site;
}

/** The width of the image an address answers with (the fallback is 1280 px wide, the fake 320 px). */
async function widthAt(app: TestApp, address: string) {
  const response = await fetch(app.url + address);
  expect(response.status).toBe(200);
  return { width: (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, cacheControl: response.headers.get('cache-control') };
}

describe('with the provider reachable', () => {
  let provider: FakeVideoProvider;
  let app: TestApp;
  let thumbnailUrl: string;
  beforeAll(async () => {
    provider = await startFakeVideoProvider();
    thumbnailUrl = provider.thumbnailUrl('abc123');
    app = await startTestApp({ site: await siteWithThumbnail(thumbnailUrl), env: { CONTENT_FETCH_TEST_ORIGINS: new URL(thumbnailUrl).origin } });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('names our copy in the page, never the provider', async () => {
    const html = await (await fetch(app.url)).text();
    expect(html).toContain(`${thumbnailCopyPath(thumbnailUrl)}?w=800&amp;q=75`);
    expect(html).not.toMatch(/<img[^>]+src="http:\/\/127\.0\.0\.1/);
  });

  it('serves the provider’s image from its copy, kept after the provider goes away', async () => {
    const address = `${thumbnailCopyPath(thumbnailUrl)}?w=400&q=75`;
    // Fetched at start, in the background.
    await waitFor(async () => (await widthAt(app, address)).width === FAKE_THUMBNAIL_WIDTH, 10_000);
    expect((await widthAt(app, address)).cacheControl).toMatch(/max-age=\d{4,}/);
    const original = await fetch(app.url + thumbnailCopyPath(thumbnailUrl));
    expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    await provider.close();
    expect((await widthAt(app, address)).width).toBe(FAKE_THUMBNAIL_WIDTH);
    expect(provider.requests()).toBe(1);
  });

  it('answers no address but the one the settings name now: the copy is no proxy', async () => {
    for (const address of [thumbnailCopyPath('https://evil.example/x.jpg'), '/thumbnails/abc.jpg?w=400&q=75', '/thumbnails/../site.yaml']) {
      expect((await fetch(app.url + address)).status, address).toBe(404);
    }
  });
});

describe('with the provider unreachable', () => {
  let app: TestApp;
  const thumbnailUrl = `${UNREACHABLE_PROVIDER}/vi/offline/hqdefault.jpg`;
  beforeAll(async () => {
    app = await startTestApp({ site: await siteWithThumbnail(thumbnailUrl), env: { CONTENT_FETCH_TEST_ORIGINS: UNREACHABLE_PROVIDER } });
  });
  afterAll(() => app?.close());

  it('shows the settings’ local image, marked for revalidation, and says why in the log', async () => {
    const started = Date.now();
    expect((await fetch(app.url)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const { width, cacheControl } = await widthAt(app, `${thumbnailCopyPath(thumbnailUrl)}?w=800&q=75`);
    expect(width).toBe(800);
    expect(cacheControl).toBe('no-cache');
    await waitFor(async () => app.logs.some((line) => line.includes(`could not copy ${thumbnailUrl}`)), 5000);
  });
});

describe('no fetch goes inward', () => {
  // `provider` stands for a public image host (a test origin); `inside` for a service inside the
  // network, whose bytes must never be fetched, let alone published at /thumbnails/… for a day.
  let provider: FakeImageHost;
  let inside: FakeImageHost;
  let app: TestApp;
  const secret = () => inside.url('/secret.png');
  const thumbnailNotes = () => app.index.problems().filter((problem) => problem.field === 'tutorial.thumbnailUrl');
  const noteSaying = async (text: string) => {
    await waitFor(async () => thumbnailNotes().some((note) => note.message.includes(text)), 10_000).catch(() => {
      throw new Error(`no note saying "${text}"; the notes: ${JSON.stringify(thumbnailNotes())}`);
    });
    return thumbnailNotes();
  };
  /** The copy's address answers the fallback (1280 px wide), never the fetched image. */
  const expectFallbackAt = async (thumbnailUrl: string) => {
    const original = await fetch(app.url + thumbnailCopyPath(thumbnailUrl));
    const bytes = Buffer.from(await original.arrayBuffer());
    expect([original.status, original.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(bytes.equals(inside.image)).toBe(false);
    expect((await sharp(bytes).metadata()).width).not.toBe(FAKE_IMAGE_WIDTH);
  };

  beforeAll(async () => {
    [provider, inside] = await Promise.all([startFakeImageHost(), startFakeImageHost()]);
    app = await startTestApp({ site: await siteWithThumbnail(secret()), env: { CONTENT_FETCH_TEST_ORIGINS: provider.origin } });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([provider?.close(), inside?.close()]);
  });

  it('never fetches a loopback address: the settings get a note naming the field, the URL and why', async () => {
    const notes = await noteSaying(secret());
    expect(notes).toEqual([{ file: 'site.yaml', field: 'tutorial.thumbnailUrl', level: 'note', message: `${secret()} is not https: only https addresses are fetched; the fallback thumbnail is shown instead` }]);
    await expectFallbackAt(secret());
    expect(inside.requests()).toBe(0);
    const health = (await (await fetch(`${app.url}/healthz`)).json()) as { contentNotes: number };
    expect(health.contentNotes).toBeGreaterThanOrEqual(1);
  });

  it('refuses a public host that redirects inward, without following it', async () => {
    const redirecting = provider.url(`/redirect.png?to=${encodeURIComponent(secret())}`);
    await nameThumbnail(app.site.contentDir, redirecting);
    const [note] = await noteSaying('redirected to');
    expect(note!.message).toBe(`${redirecting} (redirected to ${secret()}) is not https: only https addresses are fetched; the fallback thumbnail is shown instead`);
    await expectFallbackAt(redirecting);
    expect(provider.requests('/redirect.png')).toBeGreaterThanOrEqual(1);
    expect(inside.requests()).toBe(0);
  });

  it('refuses a body over 5 MB', async () => {
    const huge = provider.url('/huge.jpg');
    await nameThumbnail(app.site.contentDir, huge);
    const [note] = await noteSaying('larger than');
    expect(note!.message).toBe(`${huge} is larger than 5 MB, more than a thumbnail needs; the fallback thumbnail is shown instead`);
    await expectFallbackAt(huge);
  });

  it('drops the note once the settings name an image it may copy, and copies that one', async () => {
    const picture = provider.url('/picture.png');
    await nameThumbnail(app.site.contentDir, picture);
    await waitFor(async () => thumbnailNotes().length === 0, 10_000);
    await waitFor(async () => (await widthAt(app, `${thumbnailCopyPath(picture)}?w=400&q=75`)).width === FAKE_IMAGE_WIDTH, 10_000);
    expect(inside.requests()).toBe(0);
  });
});
