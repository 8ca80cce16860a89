// Red-team issue 26, finding 1: no console write leaves the content folder. A saved post's image
// folder `posts/<slug>` replaced by a symbolic link to a folder outside — by hand on the server,
// or by a commit pulled from the remote — makes the owner's next upload (and a save of a post
// whose folder is a link) a 409 naming the link and the fix, and nothing is written outside.
import { lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

type Refusal = { code?: string; message?: string; path?: string };

async function upload(app: TestApp, token: string, post: string): Promise<{ status: number; body: Refusal }> {
  const bytes = await sharp({ create: { width: 16, height: 10, channels: 3, background: '#2563eb' } }).png().toBuffer();
  const response = await fetch(`${app.url}/api/admin/images?post=${post}&name=cover.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Blob([Uint8Array.from(bytes)]),
  });
  return { status: response.status, body: (await response.json()) as Refusal };
}

function expectRefusedLink(answer: { status: number; body: Refusal }, where: string): void {
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('link_in_path');
  expect(answer.body.path).toBe(where);
  expect(answer.body.message).toContain(`${where} in the content folder is a symbolic link`);
  expect(answer.body.message).toContain('Replace the link with a real folder');
}

describe('a post folder that is a link made by hand', () => {
  let app: TestApp;
  let token: string;
  let outside: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
    outside = path.join(app.site.root, 'outside');
    await mkdir(outside);
  });
  afterAll(() => app?.close());

  it('refuses the upload with a 409 and writes nothing outside', async () => {
    expect((await send(`${app.url}/api/blog`, { token, body: postInput('linked-by-hand') })).status).toBe(201);
    await symlink(outside, path.join(app.site.contentDir, 'posts/linked-by-hand'));
    expectRefusedLink(await upload(app, token, 'linked-by-hand'), 'posts/linked-by-hand');
    expect(await readdir(outside)).toEqual([]);
    // A post never saved, whose folder is a link: its image waits out of the content, and the
    // first save, which would put it there, is refused the same way.
    await symlink(outside, path.join(app.site.contentDir, 'posts/never-saved'));
    const waiting = await upload(app, token, 'never-saved');
    expect(waiting.status).toBe(201);
    const saved = await send<Refusal>(`${app.url}/api/blog`, { token, body: postInput('never-saved', { image: (waiting.body as { url?: string }).url }) });
    expectRefusedLink(saved, 'posts/never-saved');
    expect(await readdir(outside)).toEqual([]);
    expect(await readdir(path.join(app.site.contentDir, 'posts'))).not.toContain('never-saved.html');
    expect(await app.site.git('status', '--porcelain', '--untracked-files=no')).toBe('');
  });

  it('refuses a post save when the posts folder itself is a link', async () => {
    const posts = path.join(app.site.contentDir, 'posts');
    await rm(path.join(posts, 'linked-by-hand'));
    await rm(path.join(posts, 'never-saved'));
    const moved = path.join(app.site.root, 'posts-elsewhere');
    await rename(posts, moved);
    await symlink(moved, posts);
    const answer = await send<Refusal>(`${app.url}/api/blog`, { token, body: postInput('through-posts-link') });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('link_in_path');
    expect(answer.body.message).toContain('posts in the content folder is a symbolic link');
    expect(await readdir(moved)).not.toContain('through-posts-link.html');
  });
});

describe('a DATA_DIR file that is a link', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("refuses a visitor's message without writing through it, and says so in the log, not to the visitor", async () => {
    const target = path.join(app.site.root, 'elsewhere.json');
    await writeFile(target, 'not the site\'s file');
    const contacts = path.join(app.site.dataDir, 'contacts.json');
    await rm(contacts, { force: true });
    await symlink(target, contacts);
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'Mapping Solutions', message: 'I need a map of listings.', submitted: new Date().toISOString() }),
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as Refusal;
    expect(body.code).toBe('not_stored');
    expect(body.message).not.toContain('contacts.json');
    expect(await readFile(target, 'utf8')).toBe("not the site's file");
    expect(app.logText().join('\n')).toContain('contacts.json in DATA_DIR is a symbolic link');
  });
});

describe('an image cache folder that is a link', () => {
  let app: TestApp;
  let outside: string;
  beforeAll(async () => {
    const site = await createTempSite();
    outside = path.join(site.root, 'outside-cache');
    await mkdir(outside);
    await mkdir(site.dataDir, { recursive: true });
    await symlink(outside, path.join(site.dataDir, 'image-cache'));
    app = await startTestApp({ site });
  });
  afterAll(() => app?.close());

  it('serves the original instead of writing a rendition through it', async () => {
    const response = await fetch(`${app.url}/images/profile.jpg?w=400&q=60`, { headers: { accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(await readdir(outside)).toEqual([]);
  });
});

describe('a post folder that is a link pulled from the remote', () => {
  let app: TestApp;
  let token: string;
  let outside: string;
  beforeAll(async () => {
    const site = await createTempSite();
    const remote = await createBareRemote(site);
    app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir }, sync: { firstRetryMs: 100, maxRetryMs: 500 } });
    token = await signIn(app.url);
    outside = path.join(site.root, 'outside');
    await mkdir(outside);
    expect((await send(`${app.url}/api/blog`, { token, body: postInput('linked-by-pull') })).status).toBe(201);
    await app.sync!.requestSync();
    // Someone who can push replaces the post's image folder with a link to a folder outside.
    const laptop = await remote.clone('laptop');
    await laptop.git('pull', '--quiet', 'origin', 'main');
    await symlink(outside, path.join(laptop.dir, 'posts/linked-by-pull'));
    await laptop.git('add', 'posts/linked-by-pull');
    await laptop.git('commit', '--quiet', '-m', 'Link the image folder elsewhere');
    await laptop.git('push', '--quiet', 'origin', 'main');
    await app.sync!.requestSync();
    await waitFor(async () => lstat(path.join(site.contentDir, 'posts/linked-by-pull')).then((info) => info.isSymbolicLink(), () => false), 10_000);
  });
  afterAll(() => app?.close());

  it('refuses the upload with a 409 and writes nothing outside', async () => {
    expectRefusedLink(await upload(app, token, 'linked-by-pull'), 'posts/linked-by-pull');
    expect(await readdir(outside)).toEqual([]);
  });
});
