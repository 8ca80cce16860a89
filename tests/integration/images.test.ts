// Card images (spec §7 `?w=400&q=75`): resized by the server, in AVIF or WebP when accepted,
// cached on disk under DATA_DIR, with long-lived caching headers.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let image = '';
beforeAll(async () => {
  app = await startTestApp();
  const [project] = (await (await fetch(`${app.url}/api/projects`)).json()) as { image: string }[];
  image = project!.image;
});
afterAll(() => app.close());

const get = (query: string, accept = '') => fetch(`${app.url}${image}${query}`, { headers: accept ? { Accept: accept } : {} });

describe('resized card images', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s, 400 px wide', async (accept, type, format) => {
    const response = await get('?w=400&q=75', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(response.headers.get('vary')).toMatch(/Accept/);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 400, format });
  });

  it('keeps each rendition on disk under DATA_DIR and serves it from there again', async () => {
    await get('?w=200&q=60', 'image/webp');
    const cached = await readdir(path.join(app.site.dataDir, 'image-cache'));
    expect(cached.filter((name) => name.endsWith('.webp')).length).toBeGreaterThan(0);
    const again = await get('?w=200&q=60', 'image/webp');
    expect(again.status).toBe(200);
    expect(await readdir(path.join(app.site.dataDir, 'image-cache'))).toEqual(cached);
  });

  it.each(['?w=401&q=75', '?w=400&q=5', '?w=abc', '?w=400&q=100'])('refuses %s with a 400 that says what is allowed', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Use w in 200, 400, 800, 1200, 1600/);
  });

  it('serves the original without a query', async () => {
    const response = await fetch(app.url + image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('never reads outside public/images', async () => {
    for (const probe of ['/images/..%2F..%2Fpackage.json?w=400', '/images/%2e%2e/%2e%2e/package.json?w=400&q=75', '/images/nope.webp?w=400&q=75']) {
      expect((await fetch(app.url + probe)).status).toBe(404);
    }
  });
});
