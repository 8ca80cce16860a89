// Issue 40, finding 6: a post's image folder swapped between a real folder and a symbolic link to
// a folder outside the content, over and over, while the console uploads into it. Another process
// does the swapping (as an attacker on the same machine would), and looks into the outside folder
// after every swap; the uploads go through the real upload endpoint, several at a time. Every
// upload is stored (201) or refused (409), never a 500, and no byte of any of them ever appears
// outside the content folder, temp files included. The guarantee is Linux's (the folders are
// held open; decision 080-contained-by-handle), so that is where this runs.
import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

const UPLOADS = 240;
const AT_ONCE = 6;

// Swaps `folder` between a folder and a link to `outside` (removing the folder with what is in
// it, or moving it aside inside the content, in turn) until its stdin ends; then prints every name
// it ever saw in `outside`, and leaves a real folder.
const SWAPPER = `
const fs = require('node:fs');
const path = require('node:path');
const [folder, outside] = process.argv.slice(1);
const aside = path.join(path.dirname(folder), 'moved-aside');
const seen = new Set();
let stop = false;
let swaps = 0;
process.stdin.on('end', () => (stop = true)).resume();
const look = () => { for (const name of fs.readdirSync(outside, { recursive: true })) seen.add(String(name)); };
// The server may make the folder again between the removal and the link: removed again.
const toLink = () => {
  for (let tries = 0; tries < 50; tries++) {
    if (swaps % 2 === 0) fs.rmSync(folder, { recursive: true, force: true });
    else { fs.rmSync(aside, { recursive: true, force: true }); try { fs.renameSync(folder, aside); } catch {} }
    try { return fs.symlinkSync(outside, folder); } catch (error) { if (error.code !== 'EEXIST') throw error; }
  }
};
const toFolder = () => { fs.unlinkSync(folder); try { fs.mkdirSync(folder); } catch (error) { if (error.code !== 'EEXIST') throw error; } };
fs.mkdirSync(folder, { recursive: true });
const round = () => {
  for (let i = 0; i < 20; i++) {
    try { toLink(); look(); toFolder(); } catch (error) { console.error(String(error)); }
    swaps++;
    look();
  }
  if (!stop) return setImmediate(round);
  if (fs.lstatSync(folder).isSymbolicLink()) toFolder();
  look();
  process.stdout.write(JSON.stringify({ swaps, seen: [...seen] }));
};
round();
`;

describe('a post folder swapped with a link while images are uploaded into it', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it.runIf(process.platform === 'linux')('stores or refuses each upload (201 or 409, never 500) and leaves nothing outside', async () => {
    expect((await send(`${app.url}/api/blog`, { token, body: postInput('swapped-folder') })).status).toBe(201);
    const outside = path.join(app.site.root, 'outside');
    await mkdir(outside);
    const folder = path.join(app.site.contentDir, 'posts/swapped-folder');
    // Each a different picture: the same bytes twice would be answered from the first, unwritten.
    const images = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 90 } } }).png().toBuffer()),
    );

    const swapper = spawn(process.execPath, ['-e', SWAPPER, folder, outside], { stdio: ['pipe', 'pipe', 'inherit'] });
    let report = '';
    swapper.stdout!.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const exited = new Promise<void>((resolve) => swapper.once('exit', () => resolve()));
    const statuses: number[] = [];
    const failures: string[] = [];
    try {
      let next = 0;
      const uploader = async () => {
        while (next < UPLOADS) {
          const i = next++;
          const response = await fetch(`${app.url}/api/admin/images?post=swapped-folder&name=picture-${i}.png`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
            body: new Blob([Uint8Array.from(images[i]!)]),
          });
          statuses.push(response.status);
          const body = await response.text();
          if (response.status !== 201 && response.status !== 409) failures.push(`${response.status} ${body}`);
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, uploader));
    } finally {
      swapper.stdin!.end();
      await exited;
    }
    const { swaps, seen } = JSON.parse(report) as { swaps: number; seen: string[] };

    expect(failures).toEqual([]);
    expect(seen).toEqual([]);
    expect(await readdir(outside, { recursive: true })).toEqual([]);
    // The race did happen: the folder was swapped many times, and uploads were both stored and refused.
    expect(swaps).toBeGreaterThan(100);
    expect(statuses).toContain(201);
    expect(statuses).toContain(409);
    // No temp file is left behind in the content either.
    const left = (await readdir(app.site.contentDir, { recursive: true })).filter((name) => name.endsWith('.tmp'));
    expect(left).toEqual([]);
  });
});
