// A deleted post is not gone: the console lists posts deleted from the content repo (by the
// console or by a commit made elsewhere), shows their history, and Restore brings a version back
// as a new commit.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const deleted = async () => (await callConsole(app.url, token, 'deletedPosts')).body;

describe('deleted posts', () => {
  it('lists a post deleted in the console, with its history, and restores it as a new commit', async () => {
    const slug = 'deleted-then-restored';
    expect((await callConsole(app.url, token, 'createPost', { body: postInput(slug, { title: 'First Title Here' }) })).status).toBe(201);
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
    expect((await callConsole(app.url, token, 'updatePost', { params: { slug }, body: { ...postInput(slug, { title: 'Second Title Here' }), version: opened.body.version } })).status).toBe(200);
    expect((await callConsole(app.url, token, 'deletePost', { params: { slug } })).status).toBe(204);
    expect((await send(`${app.url}/api/blog/${slug}`)).status).toBe(404);

    const listed = (await deleted()).find((post) => post.slug === slug)!;
    expect(listed).toMatchObject({ file: `posts/${slug}.html`, title: 'Second Title Here', deletedBy: expect.any(String) });
    const history = await callConsole(app.url, token, 'postHistory', { params: { slug } });
    expect(history.status).toBe(200);
    expect(history.body.map((commit) => commit.message)).toEqual(['Delete post "Second Title Here"', 'Update post "Second Title Here"', 'Add post "First Title Here"']);

    const restored = await callConsole(app.url, token, 'restorePost', { params: { slug }, body: { commit: history.body[2]!.hash } });
    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe('First Title Here');
    expect((await send<{ title: string }>(`${app.url}/api/blog/${slug}`)).body.title).toBe('First Title Here');
    expect(await app.site.git('log', '-1', '--format=%s')).toBe(`Restore post "First Title Here" to ${history.body[2]!.hash.slice(0, 7)}\n`);
    expect((await deleted()).map((post) => post.slug)).not.toContain(slug);
  });

  it('lists a post deleted by a commit made by hand, and says 404 for a slug that never was', async () => {
    const file = 'posts/clustering-100000-property-pins.md';
    await rm(path.join(app.site.contentDir, file));
    await app.site.git('commit', '--quiet', '-am', 'Remove the clustering post by hand');
    await expect.poll(async () => (await deleted()).map((post) => post.slug)).toContain('clustering-100000-property-pins');
    const listed = (await deleted()).find((post) => post.slug === 'clustering-100000-property-pins')!;
    expect(listed.file).toBe(file);
    expect(listed.title).not.toBe('clustering-100000-property-pins');
    expect((await callConsole(app.url, token, 'postHistory', { params: { slug: 'never-a-post' } })).status).toBe(404);
    expect((await callConsole(app.url, undefined, 'deletedPosts')).status).toBe(401);
  });
});
