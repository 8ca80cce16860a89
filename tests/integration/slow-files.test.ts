// Issue 40, finding 1: slow files must not take the site or the console from its owner. The
// payloads (tests/support/slow-files.ts: 40 Prism posts, 20 emphasis bombs, 6 others) in the
// built server: started with them present, it answers and serves every ordinary post while a slow
// file still waits; added to a running site at once, a console create and a plain post beside them
// go ahead of the slow one. What is cut before a parse starts is served at once, plain, with a
// note saying what and why. Bounds are generous (the machine is shared): the issue's own figures
// on the old code were 32–73 s to start, 28–68 s for a create, 33–49 s for the plain post.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { plainPost, slowFiles, type SlowFile } from '../support/slow-files';
import { createTempSite, type TempSite } from '../support/temp-site';

const PLAIN_POSTS = 10;
const status = async (url: string) => (await fetch(url)).status;
const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as { contentWaiting: number; contentProblems: number };

let site: TempSite | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  await site?.cleanup();
  server = site = undefined;
});

async function writeFiles(contentDir: string, files: { path: string; text: string }[]): Promise<void> {
  await mkdir(path.join(contentDir, 'posts'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(contentDir, file.path), file.text)));
}

async function problemsOf(url: string, token: string, file: string): Promise<ContentProblem[]> {
  const { body } = await send<ContentProblem[]>(`${url}/api/admin/problems`, { token });
  return body.filter((problem) => problem.file === file);
}

/** The post's served HTML (the API's content). */
async function content(url: string, slug: string): Promise<string> {
  return ((await (await fetch(`${url}/api/blog/${slug}`)).json()) as { content: string }).content;
}

/** What the cuts made before the parse did to each kind of payload, as served and as said. */
async function expectCutAndSaid(url: string, token: string, files: SlowFile[]): Promise<void> {
  const prism = files.find((file) => file.slug.startsWith('prism-csharp'))!;
  expect(await content(url, prism.slug)).toMatch(/<code class="language-csharp">a\.a\.a/);
  expect(await content(url, prism.slug)).not.toContain('tok-');
  expect((await problemsOf(url, token, prism.path)).map((problem) => problem.message)).toContainEqual(expect.stringMatching(/^its csharp code block of [\d,]+ characters is shown without colours: csharp is coloured up to [\d,]+ characters a block.*split it into shorter blocks/));
  const bomb = files.find((file) => file.kind === 'emphasis')!;
  expect(await content(url, bomb.slug)).toMatch(/^<p>\*a\*a\*a/);
  expect(await content(url, bomb.slug)).not.toContain('<em>');
  expect(await problemsOf(url, token, bomb.path)).toContainEqual(expect.objectContaining({ level: 'note', line: 7, message: expect.stringMatching(/^a paragraph of 200,000 characters with 100,000 marks .* is shown as plain text, marks and all: .*split it into shorter paragraphs/) }));
  // An ordinary post beside them is coloured as ever.
  expect(await content(url, 'plain-0')).toContain('<span class="tok-keyword">const</span>');
}

describe('slow files', () => {
  it('at start: the site answers and serves every ordinary post while a slow file waits, then reads it', async () => {
    site = await createTempSite();
    const files = slowFiles();
    const plain = Array.from({ length: PLAIN_POSTS }, (_, i) => plainPost(`plain-${i}`));
    await writeFiles(site.contentDir, [...files, ...plain]);
    const started = Date.now();
    server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    const answeredMs = Date.now() - started;
    // The list nested 800 deep takes seconds whatever is cut: it waits in the slow lane, said so, while every ordinary post is served.
    const token = await signIn(server.url);
    const waiting = await health(server.url);
    const served = await Promise.all(plain.map((post) => status(`${server!.url}/api/blog/${post.slug}`)));
    const nestedMeanwhile = await problemsOf(server.url, token, 'posts/nested-list.md');
    expect(waiting.contentWaiting).toBeGreaterThanOrEqual(1);
    expect(served).toEqual(plain.map(() => 200));
    expect(await status(`${server.url}/blog`)).toBe(200);
    expect(nestedMeanwhile).toEqual([expect.objectContaining({ level: 'note', message: expect.stringMatching(/^is read after the other files: reading it took over half a second/) })]);
    expect(server.messages()).toMatch(/content: indexed \d+ posts.*; \d+ slow file\(s\) are read after the start/);
    // Every payload is served in the end, the cut ones as they were read (the old code refused the bombs after 4 s each).
    await waitFor(async () => (await health(server!.url)).contentWaiting === 0, 120_000);
    for (const file of files.filter((each) => each.slug !== 'nested-list')) expect(await status(`${server.url}/api/blog/${file.slug}`), file.slug).toBe(200);
    // The one no cut bounds is refused after its two tries in the slow lane, as before, but behind the others.
    expect(await problemsOf(server.url, token, 'posts/nested-list.md')).toEqual([expect.objectContaining({ level: 'error', message: expect.stringContaining('took over 2 s to render') })]);
    await expectCutAndSaid(server.url, token, files);
    console.log(`slow files at start: the site answered ${answeredMs} ms after it was started`);
    // Generous: the issue measured 32–73 s on the old code; the Done-when figure (≤ 5 s) is the bench's.
    expect(answeredMs).toBeLessThan(15_000);
  }, 240_000);

  it('added at once to a running site: a console create and a plain post beside them go first', async () => {
    site = await createTempSite();
    server = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    const token = await signIn(server.url);
    const files = slowFiles();
    const written = Date.now();
    await writeFiles(site.contentDir, [...files, plainPost('plain-0')]);
    const create = send(`${server.url}/api/blog`, { token, body: postInput('created-beside-slow-files') }).then((answer) => ({ status: answer.status, ms: Date.now() - written }));
    const plainMs = await waitFor(async () => (await status(`${server!.url}/api/blog/plain-0`)) === 200, 60_000);
    const created = await create;
    expect(created.status).toBe(201);
    console.log(`slow files on a running site: console create answered in ${created.ms} ms, the plain post served after ${plainMs} ms`);
    await waitFor(async () => (await health(server!.url)).contentWaiting === 0 && (await status(`${server!.url}/api/blog/emphasis-bomb-19`)) === 200, 120_000);
    await expectCutAndSaid(server.url, token, files);
    // Generous: the old code took 28–68 s and 33–49 s; the Done-when figures (≤ 3 s, ≤ 6 s) are the bench's.
    expect(created.ms).toBeLessThan(15_000);
    expect(plainMs).toBeLessThan(20_000);
  }, 240_000);
});
