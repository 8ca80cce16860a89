// The main pages' resized images are made before a visitor asks (decision 073), against the real
// server process: after the start every image `/` and `/works` show is already made, so a
// browser's first visit causes no image work, and a project added later has its card image made
// once the change settles.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resizedImagesOf } from '../../server/images/rendition-warm-up';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

let site: TempSite;
let server: ServerProcess;

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const entries = (event: string) => server.logEntries().filter((line) => line.event === event);

beforeAll(async () => {
  site = await createTempSite();
  server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, IMAGE_WARM_UP: 'on', LOG_LEVEL: 'debug' });
  await waitFor(async () => entries('images-warmed').length > 0, 60_000);
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

describe('image warm-up', () => {
  it('has made every resized image of / and /works before the first visit, so the visit makes none', async () => {
    const made = entries('rendition').length;
    expect(made).toBeGreaterThan(5);
    const images = new Set<string>();
    for (const page of ['/', '/works']) for (const image of resizedImagesOf(await (await fetch(server.url + page)).text())) images.add(image);
    expect(images.size).toBeGreaterThan(5);
    for (const image of images) {
      const answer = await fetch(server.url + image, { headers: { accept: BROWSER_ACCEPT } });
      expect({ image, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ image, status: 200, type: 'image/webp' });
      await answer.arrayBuffer();
    }
    expect(entries('rendition').slice(made).map((line) => line.msg)).toEqual([]);
  });

  it('makes the card image of a project added later, once the change has settled', async () => {
    const warmed = entries('images-warmed').length;
    await mkdir(path.join(site.contentDir, 'images', 'projects'), { recursive: true });
    await writeFile(path.join(site.contentDir, 'images/projects/warm-up-check.png'), await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0b6f82' } }).png().toBuffer());
    await writeFile(
      path.join(site.contentDir, 'projects/warm-up-check.md'),
      '---\ntitle: Warm-up Check\ndescription: A project added while the site runs.\nimage: /images/projects/warm-up-check.png\ncompletionDate: November 2026\n---\nBody.\n',
    );
    await waitFor(async () => entries('images-warmed').length > warmed, 30_000);
    const made = entries('rendition').map((line) => String(line.msg));
    expect(made.some((message) => message.includes('webp of warm-up-check.png'))).toBe(true);
  });
});
