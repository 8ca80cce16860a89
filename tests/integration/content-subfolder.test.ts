// Content in a folder of a larger repository, as in a fresh clone of the app (issue 25, decision
// 041): the console's history, deleted posts and restore work as in a repository of its own,
// console and hand-edit commits take only files inside CONTENT_DIR, and first-commit dates are
// found. Sync is refused there (issue 40, decision 082): it would push the app's whole
// history.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { APP_FILES, createTempSite } from '../support/temp-site';

/** Files changed in the app's part of the repository, which the site must never commit. */
async function touchAppFiles(repoDir: string, git: (...args: string[]) => Promise<string>): Promise<void> {
  await writeFile(path.join(repoDir, 'server/app.ts'), 'export const app = "edited by hand, not committed";\n');
  await writeFile(path.join(repoDir, 'package.json'), '{ "name": "staged-by-hand" }\n');
  await git('add', '../package.json');
  await mkdir(path.join(repoDir, 'notes'), { recursive: true });
  await writeFile(path.join(repoDir, 'notes/todo.md'), 'A new file of the app, not content.\n');
}

/** The app's files are exactly as `touchAppFiles` left them: nothing taken, nothing lost. */
async function expectAppFilesUntouched(git: (...args: string[]) => Promise<string>): Promise<void> {
  expect((await git('status', '--porcelain=v1', '--untracked-files=all', '--', ':(top)server', ':(top)package.json', ':(top)notes')).split('\n').filter(Boolean).sort()).toEqual([' M server/app.ts', '?? notes/todo.md', 'M  package.json']);
  expect(await git('show', 'HEAD:./../package.json')).toBe(APP_FILES['package.json']);
}

describe('content as a folder of the app repository', () => {
  let app: TestApp;
  let token: string;
  const deleted = async () => (await callConsole(app.url, token, 'deletedPosts')).body;

  beforeAll(async () => {
    const site = await createTempSite({ layout: 'subfolder' });
    // A post whose only date is its first commit, committed before the server starts.
    await writeFile(path.join(site.contentDir, 'posts/dated-by-its-commit.md'), '---\ntitle: Dated By Its Commit\nsummary: A post with no date anywhere but in its first commit.\n---\n\nThe body of a post that names no date.\n');
    await site.git('add', 'posts/dated-by-its-commit.md');
    await site.git('-c', 'user.name=Folio Tests', 'commit', '--quiet', '--date=2021-03-04T05:06:07Z', '-m', 'Add a post with no date');
    await touchAppFiles(site.repoDir, site.git);
    app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it('creates, deletes, lists, shows the history of and restores a post, committing only its file', async () => {
    const slug = 'in-the-app-repository';
    expect((await callConsole(app.url, token, 'createPost', { body: postInput(slug, { title: 'First Title Here' }) })).status).toBe(201);
    expect(await app.site.git('show', '--name-only', '--format=%s', 'HEAD')).toBe(`Add post "First Title Here"\n\ncontent/posts/${slug}.html\n`);
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
    expect((await callConsole(app.url, token, 'updatePost', { params: { slug }, body: { ...postInput(slug, { title: 'Second Title Here' }), version: opened.body.version } })).status).toBe(200);
    expect((await callConsole(app.url, token, 'deletePost', { params: { slug } })).status).toBe(204);
    expect((await send(`${app.url}/api/blog/${slug}`)).status).toBe(404);

    const listed = (await deleted()).find((post) => post.slug === slug);
    expect(listed).toMatchObject({ file: `posts/${slug}.html`, title: 'Second Title Here' });
    const history = await callConsole(app.url, token, 'postHistory', { params: { slug } });
    expect(history.status).toBe(200);
    expect(history.body.map((commit) => commit.message)).toEqual(['Delete post "Second Title Here"', 'Update post "Second Title Here"', 'Add post "First Title Here"']);
    const diff = await callConsole(app.url, token, 'postChange', { params: { slug, commit: history.body[1]!.hash } });
    expect(diff.status).toBe(200);
    // Paths in the patch are the content folder's, as everywhere in the console.
    expect(diff.body.diff).toContain(`--- a/posts/${slug}.html`);

    const restored = await callConsole(app.url, token, 'restorePost', { params: { slug }, body: { commit: history.body[2]!.hash } });
    expect(restored.status).toBe(200);
    expect((await send<{ title: string }>(`${app.url}/api/blog/${slug}`)).body.title).toBe('First Title Here');
    expect((await deleted()).map((post) => post.slug)).not.toContain(slug);
    // Four console commits, each of the post's file alone; the app's own changes stay as they were.
    const named = (await app.site.git('log', '-4', '--name-only', '--format=')).split('\n').filter(Boolean);
    expect(named).toEqual(Array(4).fill(`content/posts/${slug}.html`));
    await expectAppFilesUntouched(app.site.git);
  });

  it('lists a post deleted by a commit made by hand at the top of the repository', async () => {
    await rm(path.join(app.site.contentDir, 'posts/clustering-100000-property-pins.md'));
    await app.site.git('commit', '--quiet', '-m', 'Remove the clustering post by hand', '--', 'posts/clustering-100000-property-pins.md');
    await expect.poll(async () => (await deleted()).map((post) => post.slug), { timeout: 10_000 }).toContain('clustering-100000-property-pins');
    expect((await deleted()).find((post) => post.slug === 'clustering-100000-property-pins')!.file).toBe('posts/clustering-100000-property-pins.md');
  });

  it('dates a post that names no date by its first commit', async () => {
    const post = await send<{ title: string; publishedAt: string }>(`${app.url}/api/blog/dated-by-its-commit`);
    expect(post.status).toBe(200);
    expect(new Date(post.body.publishedAt).toISOString()).toBe('2021-03-04T05:06:07.000Z');
  });
});

describe('sync with the content in a folder of the app repository', () => {
  let app: TestApp;
  let remote: BareRemote;
  let token: string;

  beforeAll(async () => {
    const site = await createTempSite({ layout: 'subfolder' });
    // A new, empty repository meant for the content alone, as an owner makes one on GitHub.
    remote = await createBareRemote(site, { empty: true });
    await touchAppFiles(site.repoDir, site.git);
    app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_WEBHOOK_SECRET: 'a-webhook-secret-of-the-owner' }, sync: { firstRetryMs: 100, maxRetryMs: 500 } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it('is refused at start with a message naming npm run content:init, and pushes nothing of the app', async () => {
    const refusal = app.logs.find((line) => line.includes('sync: '))!;
    expect(refusal).toMatch(/CONTENT_GIT_REMOTE is set, but sync is off/);
    expect(refusal).toContain('npm run content:init');

    // The site serves and the console saves, committing into the app's repository as before.
    expect((await send(`${app.url}/`)).status).toBe(200);
    const created = await send<{ sync: unknown }>(`${app.url}/api/blog`, { token, body: postInput('saved-while-sync-is-refused') });
    expect(created.status).toBe(201);
    expect(created.body.sync).toEqual({ state: 'off', conflict: null });
    expect(await app.site.git('show', '--name-only', '--format=', 'HEAD')).toBe('content/posts/saved-while-sync-is-refused.html\n');

    // Health and the Backup tab say why; Sync now and the webhook refuse, naming the command.
    const health = await send<{ sync: string; syncRefused: string }>(`${app.url}/healthz`);
    expect(health.body.sync).toBe('refused');
    expect(health.body.syncRefused).toContain('npm run content:init');
    expect(health.body.syncRefused).not.toContain(app.site.root);
    const status = await callConsole(app.url, token, 'syncStatus');
    expect(status.body).toMatchObject({ enabled: false, refused: expect.stringContaining('npm run content:init') });
    const syncNow = await callConsole(app.url, token, 'syncNow');
    expect(syncNow.status).toBe(409);
    expect(JSON.stringify(syncNow.body)).toContain('npm run content:init');
    const hook = await send(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': 'a-webhook-secret-of-the-owner' } });
    expect(hook.status).toBe(409);

    // Nothing at all reached the remote: no branch, no object.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await remote.git('for-each-ref')).toBe('');
    expect(await remote.git('count-objects')).toMatch(/^0 objects/);
    await expectAppFilesUntouched(app.site.git);
  });
});
