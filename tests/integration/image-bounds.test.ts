// Bounded image work (issue 26, finding 4), against the real server process: a 100-megapixel
// upload is refused with a message naming the limit; renditions that are not cached yet are made
// a few at a time, so twelve asked at once by one address never all run together and /healthz
// stays fast meanwhile; past its budget an address is served originals, which the browser must
// not keep, while another address still gets renditions; an image pushed over the pixel limit is
// never decoded, only served as it is.
import { availableParallelism } from 'node:os';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_PASSWORD } from '../support/admin-client';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

let site: TempSite;
let server: ServerProcess;
let token: string;

const BIG = 'images/bounds/big.png';
const HUGE = 'images/bounds/huge.png';

beforeAll(async () => {
  site = await createTempSite();
  // A large photo-sized image (4,000 × 3,000, a fraction of a second to resize) and one past the
  // limit (8,000 × 8,000 = 64 megapixels), as a push or a hand copy would bring them.
  await mkdir(path.join(site.contentDir, 'images', 'bounds'), { recursive: true });
  await writeFile(path.join(site.contentDir, BIG), await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0f766e' } }).png().toBuffer());
  await writeFile(path.join(site.contentDir, HUGE), await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#7c3aed' } }).png().toBuffer());
  server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD, LOG_LEVEL: 'debug' });
  token = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

const image = (file: string, query: string, headers: Record<string, string> = {}) => fetch(`${server.url}/${file}?${query}`, { headers: { accept: 'image/avif,image/webp,*/*', ...headers } });

describe('uploads', () => {
  it('refuses a 100-megapixel PNG with a message naming the limit, and stores nothing', async () => {
    const bytes = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const answer = await fetch(`${server.url}/api/admin/images?post=huge-upload&name=poster.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Blob([Uint8Array.from(bytes)]),
    });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { code: string; message: string };
    expect(body.code).toBe('image_too_large');
    expect(body.message).toContain('"poster.png" is 10000 × 10000 pixels (100 megapixels)');
    expect(body.message).toContain('the largest image the site accepts is 50 megapixels');
    expect(await readdir(path.join(site.contentDir, 'posts', 'huge-upload')).catch(() => [])).toEqual([]);
  });
});

describe('renditions', () => {
  it('makes twelve uncached renditions asked at once a few at a time, with /healthz fast meanwhile', async () => {
    let slowestHealth = 0;
    let running = true;
    const health = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${server.url}/healthz`)).arrayBuffer();
        slowestHealth = Math.max(slowestHealth, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // 12 different renditions (4 widths × 3 formats) of one image, all at once, from one address.
    const asks = [200, 400, 800, 1200].flatMap((w) => ['image/avif', 'image/webp', 'image/png'].map((accept) => ({ w, accept })));
    const answers = await Promise.all(asks.map(({ w, accept }) => image(BIG, `w=${w}&q=60`, { accept })));
    running = false;
    await health;
    expect(answers.map((answer) => answer.status)).toEqual(asks.map(() => 200));
    expect(answers.map((answer) => answer.headers.get('content-type'))).toEqual(asks.map(({ accept }) => accept));

    // When each was made, from the server's own log: never all at once, never more than the cores.
    const made = server.logEntries().filter((line) => line.event === 'rendition');
    expect(made).toHaveLength(12);
    const spans = made.map((line) => ({ end: Date.parse(line.time), start: Date.parse(line.time) - Number(line.renderMs) }));
    const mostAtOnce = Math.max(...spans.map(({ start }) => spans.filter((other) => other.start <= start && start < other.end).length));
    expect(mostAtOnce).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
    expect(made.some((line) => Number(line.waitedMs) > 0)).toBe(true);
    expect(slowestHealth).toBeLessThan(1000);
  });

  it('serves the originals, not to be kept, to an address past its budget, while another address gets renditions', async () => {
    // Every other width, quality and format of the image: more than one address may cause.
    const asks = [200, 400, 800, 1200, 1600].flatMap((w) => [30, 45, 75, 90].flatMap((q) => ['image/avif', 'image/webp'].map((accept) => ({ w, q, accept }))));
    const answers = [];
    for (const { w, q, accept } of asks) answers.push(await image(BIG, `w=${w}&q=${q}`, { accept }));
    const originals = answers.filter((answer) => answer.headers.get('content-type') === 'image/png');
    expect(originals.length).toBeGreaterThan(0);
    for (const original of originals) expect(original.headers.get('cache-control')).toBe('no-store');
    // Someone else (a proxy on loopback names the visitor): served a rendition at once.
    const other = await image(BIG, 'w=1600&q=60', { accept: 'image/webp', 'x-forwarded-for': '203.0.113.7' });
    expect(other.headers.get('content-type')).toBe('image/webp');
  });

  it('never decodes an image over the pixel limit: it is served as it is, and said once in the log', async () => {
    for (const w of [200, 400]) {
      const answer = await image(HUGE, `w=${w}&q=60`, { 'x-forwarded-for': '203.0.113.8' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    await waitFor(async () => server.messages().includes('huge.png is over 50 megapixels, so it is never resized'), 2000);
    expect(server.messages().split('\n').filter((line) => line.includes('huge.png is over 50 megapixels')).length).toBe(1);
  });
});
