// The rendition cache under DATA_DIR stays bounded: any q from 30 to 90 maps onto five quality
// steps, so one image has a fixed, small set of renditions, and past the cache's bound the least
// recently used renditions are removed. The real resizer (and the originals' route behind it,
// as in the app) with a tiny bound, served on loopback.
import type { Server } from 'node:http';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMedia } from '../../server/images/content-media-route';
import { imageResizer } from '../../server/images/image-resizer';
import { imageSources } from '../../server/images/image-sources';
import { memoryLogger } from '../../server/logger';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';

const IMAGE = '/images/tutorial-thumbnail.webp';

interface Resizer {
  url: string;
  cacheDir: string;
  close: () => Promise<void>;
}

let site: TempSite;
const servers: Resizer[] = [];
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await site?.cleanup();
});

async function startResizer(name: string, limits: { maxBytes?: number; maxFiles?: number }): Promise<Resizer> {
  const cacheDir = path.join(site.dataDir, name);
  // As in the app: the resizer, then the originals.
  const app = express()
    .use(imageResizer({ sources: imageSources(site.contentDir, path.join(REPO_ROOT, 'public')), cacheDir, logger: memoryLogger(), limits }))
    .use(contentMedia(site.contentDir));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  const resizer = { url: `http://127.0.0.1:${port}`, cacheDir, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  servers.push(resizer);
  return resizer;
}

const get = async (resizer: Resizer, query: string) => {
  const response = await fetch(`${resizer.url}${IMAGE}${query}`, { headers: { Accept: 'image/webp' } });
  await response.arrayBuffer();
  return response.status;
};

async function cached(resizer: Resizer): Promise<{ files: string[]; bytes: number }> {
  const files = (await readdir(resizer.cacheDir).catch(() => [] as string[])).sort();
  let bytes = 0;
  for (const file of files) bytes += (await stat(path.join(resizer.cacheDir, file))).size;
  return { files, bytes };
}

describe('the image rendition cache', () => {
  it('makes at most five renditions of one width, whatever q from 30 to 90 is asked for', async () => {
    const resizer = await startResizer('snapped', {});
    for (let q = 30; q <= 90; q += 1) expect(await get(resizer, `?w=200&q=${q}`)).toBe(200);
    expect((await cached(resizer)).files).toHaveLength(5);
  });

  it('keeps no more files than its bound, dropping the least recently used', async () => {
    const resizer = await startResizer('by-count', { maxFiles: 3 });
    const fileOf: Record<number, string> = {};
    for (const width of [200, 400, 800]) {
      const before = (await cached(resizer)).files;
      expect(await get(resizer, `?w=${width}&q=75`)).toBe(200);
      fileOf[width] = (await cached(resizer)).files.find((file) => !before.includes(file))!;
    }
    // The 200 px rendition is used again, so the 400 px one is now the least recently used.
    expect(await get(resizer, '?w=200&q=75')).toBe(200);
    expect(await get(resizer, '?w=1200&q=75')).toBe(200);
    const after = (await cached(resizer)).files;
    expect(after).toHaveLength(3);
    expect(after).toEqual(expect.arrayContaining([fileOf[200], fileOf[800]]));
    expect(after).not.toContain(fileOf[400]);
    // Asking again for each width still answers, re-rendering what was removed.
    for (const width of [200, 400, 800, 1200, 1600]) expect(await get(resizer, `?w=${width}&q=60`)).toBe(200);
    expect((await cached(resizer)).files).toHaveLength(3);
  });

  it('keeps no more bytes than its bound, beyond the newest rendition', async () => {
    const resizer = await startResizer('by-bytes', { maxBytes: 20_000 });
    const made = new Set<string>();
    for (const width of [200, 400, 800, 1200, 1600]) {
      for (const q of [30, 60, 90]) {
        expect(await get(resizer, `?w=${width}&q=${q}`)).toBe(200);
        const { files, bytes } = await cached(resizer);
        for (const file of files) made.add(file);
        // A single rendition larger than the bound is kept: it is the one just asked for.
        expect({ bytes, files: files.length }).toSatisfy(({ bytes: total, files: count }: { bytes: number; files: number }) => total <= 20_000 || count === 1);
      }
    }
    expect(made.size).toBe(15);
    expect((await cached(resizer)).files.length).toBeLessThan(15);
  });

  it('serves the original once when the cache folder was deleted, then renders again', async () => {
    const resizer = await startResizer('deleted', {});
    const avif = async () => (await fetch(`${resizer.url}${IMAGE}?w=400&q=75`, { headers: { Accept: 'image/avif' } })).headers.get('content-type');
    expect(await avif()).toBe('image/avif');
    await rm(resizer.cacheDir, { recursive: true });
    expect(await avif()).toBe('image/webp');
    expect(await avif()).toBe('image/avif');
  });

  it('writes its files for the owner only', async () => {
    const resizer = await startResizer('modes', {});
    expect(await get(resizer, '?w=400&q=75')).toBe(200);
    const [file] = (await cached(resizer)).files;
    expect((await stat(path.join(resizer.cacheDir, file!))).mode & 0o777).toBe(0o600);
    expect((await stat(resizer.cacheDir)).mode & 0o777).toBe(0o700);
  });
});
