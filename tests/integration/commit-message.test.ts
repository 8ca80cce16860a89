// A save's optional commit message (issue 41, finding 6): given, it is the commit's subject, one
// line; empty or left out, the default stays; too long, a 400 that says so and nothing is
// committed. Never written into the post's file. Through the real server on a temp content repo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, postInput, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createTempSite } from '../support/temp-site';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ site: await createTempSite(), env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app.close());

const subject = async () => (await app.site.git('log', '-1', '--format=%s')).trim();
const head = async () => (await app.site.git('rev-parse', 'HEAD')).trim();

async function update(slug: string, changes: Record<string, unknown>) {
  const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
  expect(opened.status).toBe(200);
  return callConsole(app.url, token, 'updatePost', { params: { slug }, body: { ...postInput(slug), version: opened.body.version, ...changes } });
}

describe('a save with a commit message', () => {
  it('commits a new post with the given message, on one line, and never writes it into the file', async () => {
    const created = await callConsole(app.url, token, 'createPost', { body: { ...postInput('with-message'), commitMessage: '  First draft\n of the\tpost  ' } });
    expect(created.status).toBe(201);
    expect(await subject()).toBe('First draft of the post');
    const file = await readFile(path.join(app.site.contentDir, 'posts/with-message.html'), 'utf8');
    expect(file).not.toMatch(/commitMessage|First draft/);
  });

  it('commits an update with the given message', async () => {
    const saved = await update('with-message', { summary: 'A summary changed by the second save of it.', commitMessage: 'Tighten the summary' });
    expect(saved.status).toBe(200);
    expect(await subject()).toBe('Tighten the summary');
  });

  it('keeps the default message when the commit message is empty or left out', async () => {
    expect((await update('with-message', { summary: 'A summary changed by the third save of it.', commitMessage: '   ' })).status).toBe(200);
    expect(await subject()).toBe('Update post "A post called with-message"');
    expect((await callConsole(app.url, token, 'createPost', { body: postInput('no-message') })).status).toBe(201);
    expect(await subject()).toBe('Add post "A post called no-message"');
  });

  it('refuses a message that is too long with a 400 that says so, and commits nothing', async () => {
    const before = await head();
    const created = await callConsole(app.url, token, 'createPost', { body: { ...postInput('too-long'), commitMessage: 'x'.repeat(151) } });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ fields: { commitMessage: 'Commit message must be at most 150 characters' } });
    const updated = await update('with-message', { summary: 'A summary that the refused save would write.', commitMessage: 'y'.repeat(151) });
    expect(updated.status).toBe(400);
    expect(JSON.stringify(updated.body)).toContain('Commit message must be at most 150 characters');
    expect(await head()).toBe(before);
  });
});
