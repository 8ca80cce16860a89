// Draft revisions on the server (issue 41, "Nothing lost"): the editor's unsaved form of an
// existing post is kept in DATA_DIR (never in the content repo, never committed), one per post,
// bounded in size, answered back on open, and removed when the post is saved or deleted.
import { readdir, stat } from 'node:fs/promises';
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

const SLUG = 'kept-on-the-server';
const revision = (version: string, title = 'Typed but not saved') => ({
  values: { title, slug: SLUG, content: '<p>Unsaved paragraph.</p>', featured: false },
  baseVersion: version,
  savedAt: '2026-11-29T10:00:00.000Z',
  publishAtChosen: false,
});
const draftDir = () => path.join(app.site.dataDir, 'draft-revisions');

async function createPost(slug: string): Promise<string> {
  expect((await send(`${app.url}/api/blog`, { token, body: postInput(slug) })).status).toBe(201);
  const opened = await callConsole(app.url, token, 'openPost', { params: { slug } });
  return opened.body.version;
}

describe('a post’s draft revision', () => {
  it('is kept in DATA_DIR, not in the content repo, and answered back; a put replaces it', async () => {
    const version = await createPost(SLUG);
    const commits = await app.site.git('rev-list', '--count', 'HEAD');
    expect((await callConsole(app.url, token, 'getDraftRevision', { params: { slug: SLUG } })).body).toEqual({ revision: null });

    const put = await callConsole(app.url, token, 'putDraftRevision', { params: { slug: SLUG }, body: revision(version) });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ slug: SLUG, ...revision(version), storedAt: expect.any(String) });
    await callConsole(app.url, token, 'putDraftRevision', { params: { slug: SLUG }, body: revision(version, 'Typed some more') });

    const got = await callConsole(app.url, token, 'getDraftRevision', { params: { slug: SLUG } });
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(got.body.revision).toMatchObject({ slug: SLUG, values: { title: 'Typed some more' }, baseVersion: version });
    expect(await readdir(draftDir())).toEqual([`${SLUG}.json`]);
    expect((await stat(path.join(draftDir(), `${SLUG}.json`))).mode & 0o777).toBe(0o600);
    expect(await app.site.git('rev-list', '--count', 'HEAD')).toBe(commits);
    expect(await app.site.git('status', '--porcelain')).toBe('');
  });

  it('is removed when the post is saved', async () => {
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug: SLUG } });
    const saved = await callConsole(app.url, token, 'updatePost', { params: { slug: SLUG }, body: { ...postInput(SLUG, { title: 'Saved at last' }), version: opened.body.version } });
    expect(saved.status).toBe(200);
    expect((await callConsole(app.url, token, 'getDraftRevision', { params: { slug: SLUG } })).body).toEqual({ revision: null });
  });

  it('is removed when the post is deleted, and can be removed on its own', async () => {
    const slug = 'deleted-with-its-draft';
    const version = await createPost(slug);
    await callConsole(app.url, token, 'putDraftRevision', { params: { slug }, body: revision(version) });
    expect((await callConsole(app.url, token, 'deletePost', { params: { slug } })).status).toBe(204);
    expect((await callConsole(app.url, token, 'getDraftRevision', { params: { slug } })).body).toEqual({ revision: null });

    const other = await createPost('discarded-draft');
    await callConsole(app.url, token, 'putDraftRevision', { params: { slug: 'discarded-draft' }, body: revision(other) });
    expect((await callConsole(app.url, token, 'deleteDraftRevision', { params: { slug: 'discarded-draft' } })).status).toBe(204);
    expect((await callConsole(app.url, token, 'getDraftRevision', { params: { slug: 'discarded-draft' } })).body).toEqual({ revision: null });
    expect((await callConsole(app.url, token, 'deleteDraftRevision', { params: { slug: 'discarded-draft' } })).status).toBe(204);
  });

  it('refuses what it cannot keep: no such post, a malformed body, one over the bound, no session', async () => {
    const version = await callConsole(app.url, token, 'openPost', { params: { slug: SLUG } }).then((opened) => opened.body.version);
    const missing = await callConsole(app.url, token, 'putDraftRevision', { params: { slug: 'no-such-post' }, body: revision(version) });
    expect(missing.status).toBe(404);
    const malformed = await send<{ code: string; fields: Record<string, string> }>(`${app.url}/api/admin/posts/${SLUG}/draft`, { method: 'PUT', token, body: { ...revision(version), baseVersion: 'v1', values: { title: 3 } } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('bad_draft');
    expect(malformed.body.fields).toMatchObject({ baseVersion: expect.stringContaining('64-character'), values: expect.any(String) });
    const large = await send<{ code: string }>(`${app.url}/api/admin/posts/${SLUG}/draft`, { method: 'PUT', token, body: { ...revision(version), values: { content: 'x'.repeat(600 * 1024) } } });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('draft_too_large');
    expect((await send(`${app.url}/api/admin/posts/${SLUG}/draft`)).status).toBe(401);
    expect((await callConsole(app.url, token, 'getDraftRevision', { params: { slug: SLUG } })).body).toEqual({ revision: null });
  });
});
