// Nothing is missed by the watcher (issue 25, item 3): hundreds of posts written at once into
// folders made in the same moment, in whatever order folders and files appear, are all served —
// found by the walk of each new folder, with the periodic walk turned off to show it. The periodic
// walk, on its own, lists a file that is never watched (one the site does not read) and forgets
// it when it goes.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

const run = promisify(execFile);
const ROUNDS = 4;
const POSTS_PER_ROUND = 240;
const PER_FOLDER = 6;

const postText = (title: string) => `---\ntitle: ${title}\nsummary: A post written at once with hundreds of others into new folders.\npublishedAt: 2025-05-01\n---\n\nBody of ${title}.\n`;

/** Writes each slug's post into `<root>/<year>/<n>/`, PER_FOLDER to a folder, pausing 0–2 ms between files. */
async function writeInAnotherProcess(root: string, slugs: string[]): Promise<void> {
  const script = `
    const { mkdirSync, writeFileSync } = require('node:fs');
    const { join } = require('node:path');
    const [root, per, ...slugs] = process.argv.slice(1);
    const pause = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
    for (let i = 0; i < slugs.length; i += 1) {
      const folder = join(root, String(2020 + (Math.floor(i / per) % 3)), String(Math.floor(i / per)));
      if (i % per === 0) mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, slugs[i] + '.md'), ${JSON.stringify(postText('TITLE'))}.replace('TITLE', slugs[i]).replace('TITLE', slugs[i]));
      pause(Math.random() * 2);
    }`;
  await run(process.execPath, ['-e', script, root, String(PER_FOLDER), ...slugs]);
}

describe('without the periodic walk', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CONTENT_RESCAN_INTERVAL: '0' } });
  });
  afterAll(() => app?.close());

  const served = async () => new Set(((await (await fetch(`${app.url}/api/blog`)).json()) as { slug: string }[]).map((post) => post.slug));

  it('serves every post written at once into freshly made nested folders, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const slugs = Array.from({ length: POSTS_PER_ROUND }, (_, n) => `round-${round}-post-${n}`);
      // Another process writes them, as a pull or a generator would: each folder is made, gets its
      // first post, and the others follow a moment later — while the watcher may still be reading
      // the new folder, before it watches it (the moment a file used to be lost in).
      await writeInAnotherProcess(path.join(app.site.contentDir, 'posts', `batch-${round}`), slugs);
      await waitFor(async () => {
        const now = await served();
        return slugs.every((slug) => now.has(slug));
      }, 10_000).catch(async () => {
        const now = await served();
        throw new Error(`round ${round}: not served: ${slugs.filter((slug) => !now.has(slug)).join(', ')}`);
      });
      const answers = await Promise.all(slugs.map(async (slug) => (await fetch(`${app.url}/api/blog/${slug}`)).status));
      expect(answers.filter((status) => status !== 200)).toEqual([]);
    }
  });
});

describe('with the periodic walk', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { CONTENT_RESCAN_INTERVAL: '0.2', ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  const problems = async () => (await (await fetch(`${app.url}/api/admin/problems`, { headers: { authorization: `Bearer ${token}` } })).json()) as ContentProblem[];

  it('lists a file the site does not read, which is never watched, and forgets it once deleted', async () => {
    const file = path.join(app.site.contentDir, 'posts', 'notes-to-self.txt');
    await writeFile(file, 'not a post');
    await waitFor(async () => (await problems()).some((problem) => problem.file === 'posts/notes-to-self.txt' && problem.message.startsWith('ignored:')), 3000);
    await rm(file);
    await waitFor(async () => !(await problems()).some((problem) => problem.file === 'posts/notes-to-self.txt'), 3000);
  });
});
