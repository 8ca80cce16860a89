// The console changes a post's slug (decision 065): the file is renamed in one commit, the old
// address joins the post's aliases and answers 301 to the new one, and the aliases a file had
// survive every console save. Through the real server on a temp content repo.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, postInput, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createTempSite } from '../support/temp-site';
import { startTestApp, type TestApp } from '../support/in-process-app';

const handPost = (front: string) => `---\ntitle: Written by hand\nsummary: A post with old addresses of its own.\npublishedAt: 2025-03-05\ntags: [Testing]\n${front}\n---\n\nThe body of a post written by hand, long enough for the console.\n`;

let app: TestApp;
let token: string;
beforeAll(async () => {
  const site = await createTempSite();
  await writeFile(path.join(site.contentDir, 'posts', 'hand-aliases.md'), handPost('aliases:\n  - /posts/hand-aliases/ # from the Hugo site\nlayout: post'));
  await writeFile(path.join(site.contentDir, 'posts', 'hand-redirects.md'), handPost('redirect_from: /2019/hand.html'));
  await site.git('add', '-A');
  await site.git('commit', '-qm', 'Posts with old addresses');
  app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app.close());

const git = (...args: string[]) => app.site.git(...args);
const read = (file: string) => readFile(path.join(app.site.contentDir, file), 'utf8');
const get = (target: string) => fetch(`${app.url}${target}`, { redirect: 'manual' });

/** Opens a post as the editor does and saves it back with `changes`. */
async function saveOpened(slug: string, changes: Record<string, unknown>) {
  const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
  expect(opened.status).toBe(200);
  const { post, version } = opened.body;
  const body = { ...postInput(slug), ...post, tags: post.tags, content: post.content, format: opened.body.format === 'md' ? 'markdown' : 'html', version, ...changes };
  return callConsole(app.url, token, 'updatePost', { params: { slug }, body });
}

describe('a console save', () => {
  it('keeps the aliases: and redirect_from: a file has, and its comments', async () => {
    const first = await saveOpened('hand-aliases', { title: 'Written by hand, then edited' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await read('posts/hand-aliases.md')).toContain('aliases:\n  - /posts/hand-aliases/ # from the Hugo site\n');
    expect((await saveOpened('hand-redirects', { title: 'Written by hand, then edited' })).status).toBe(200);
    expect(await read('posts/hand-redirects.md')).toContain('redirect_from: /2019/hand.html\n');
    expect((await get('/2019/hand')).headers.get('location')).toBe('/blog/hand-redirects');
  });
});

describe('a change of slug', () => {
  it('renames the file in one commit, keeps the old address as an alias, and answers 301 from it', async () => {
    const created = await callConsole(app.url, token, 'createPost', { body: postInput('first-name', { format: 'markdown' }) });
    expect(created.status).toBe(201);
    const before = Number(await git('rev-list', '--count', 'HEAD'));

    const saved = await saveOpened('first-name', { slug: 'second-name' });
    expect(saved.status).toBe(200);
    expect(saved.body.slug).toBe('second-name');
    expect(Number(await git('rev-list', '--count', 'HEAD'))).toBe(before + 1);
    const moved = (await git('show', '--name-status', '-M', '--format=%s', 'HEAD')).trim().split('\n');
    expect(moved[0]).toBe('Update post "A post called first-name" (its address is now /blog/second-name) (posts/first-name.md → posts/second-name.md)');
    expect(moved.slice(1).filter(Boolean)).toEqual([expect.stringMatching(/^R\d+\tposts\/first-name\.md\tposts\/second-name\.md$/)]);
    expect(await git('status', '--porcelain')).toBe('');
    expect(await read('posts/second-name.md')).toContain('aliases:\n  - /blog/first-name\n');

    expect((await get('/blog/second-name')).status).toBe(200);
    const old = await get('/blog/first-name?from=feed');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/second-name?from=feed');
    // The console's list and editor follow the new slug.
    expect((await callConsole(app.url, token, 'openPost', { params: { slug: 'second-name' } })).status).toBe(200);
    expect((await callConsole(app.url, token, 'openPost', { params: { slug: 'first-name' } })).status).toBe(404);
    // Moved, not deleted: the console's deleted posts do not list it under its old slug.
    const deleted = await callConsole(app.url, token, 'deletedPosts');
    expect(deleted.body.map((post) => post.slug)).not.toContain('first-name');
  });

  it('adds to the aliases a file has, once, and a move back drops the alias that became its address', async () => {
    await saveOpened('hand-aliases', { slug: 'hand-moved' });
    let text = await read('posts/hand-moved.md');
    expect(text).toContain('aliases:\n  - /posts/hand-aliases/ # from the Hugo site\n  - /blog/hand-aliases\n');
    expect(text).toContain('layout: post');
    await saveOpened('hand-moved', { slug: 'hand-aliases' });
    text = await read('posts/hand-aliases.md');
    expect(text).toContain('aliases:\n  - /posts/hand-aliases/ # from the Hugo site\n  - /blog/hand-moved\n');
    expect(text).not.toContain('- /blog/hand-aliases');
    for (const from of ['/posts/hand-aliases/', '/blog/hand-moved']) expect((await get(from)).headers.get('location')).toBe('/blog/hand-aliases');
    expect(app.index.problems().filter((problem) => problem.file === 'posts/hand-aliases.md' && problem.field === 'aliases')).toEqual([]);
  });

  it("adds to redirect_from: when that is the file's list", async () => {
    await saveOpened('hand-redirects', { slug: 'hand-redirected' });
    expect(await read('posts/hand-redirected.md')).toContain('redirect_from:\n  - /2019/hand.html\n  - /blog/hand-redirects\n');
    expect((await get('/blog/hand-redirects')).headers.get('location')).toBe('/blog/hand-redirected');
  });

  it('writes slug: into a post whose file name does not give its slug, and keeps the file', async () => {
    await writeFile(path.join(app.site.contentDir, 'posts', '2024-05-01-dated.md'), handPost(''));
    await app.index.refreshFile('posts/2024-05-01-dated.md');
    const saved = await saveOpened('dated', { slug: 'dated-renamed' });
    expect(saved.status).toBe(200);
    const text = await read('posts/2024-05-01-dated.md');
    expect(text).toContain('slug: dated-renamed');
    expect(text).toContain('aliases:\n  - /blog/dated\n');
    expect((await get('/blog/dated')).headers.get('location')).toBe('/blog/dated-renamed');
  });

  it('is refused with 409 when the new slug is taken and 400 when it is not a slug, saying what to fix', async () => {
    const taken = await saveOpened('second-name', { slug: 'mapbox-vs-maplibre-2025' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'slug_taken', message: expect.stringContaining('Choose another slug, or keep "second-name"'), fields: { slug: expect.any(String) } });
    const invalid = await saveOpened('second-name', { slug: 'Not A Slug' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fields: { slug: expect.stringContaining('lowercase letters') } });
    expect(await read('posts/second-name.md')).toContain('title: A post called first-name');
  });
});
