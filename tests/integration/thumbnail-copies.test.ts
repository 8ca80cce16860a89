// The tutorial's thumbnail is served from this site (decision 021): the page names our copy,
// the server fetches the provider's image in the background and keeps it, and while the
// provider is unreachable the settings' local image answers, marked for revalidation. Pages
// never wait for the provider. The provider here is a fake on 127.0.0.1.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailCopyPath } from '../../src/lib/thumbnail-copy';
import { FAKE_THUMBNAIL_WIDTH, startFakeVideoProvider, type FakeVideoProvider } from '../support/fake-video-provider';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite, UNREACHABLE_PROVIDER } from '../support/temp-site';

async function siteWithThumbnail(thumbnailUrl: string) {
  const site = await createTempSite();
  const file = path.join(site.contentDir, 'site.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^(\s*thumbnailUrl:\s*)\S+$/m, `$1${thumbnailUrl}`));
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
    app = await startTestApp({ site: await siteWithThumbnail(thumbnailUrl) });
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
    app = await startTestApp({ site: await siteWithThumbnail(thumbnailUrl) });
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
