// Beyond the spec (issue 6, item 7): edit and delete (each a commit, a stale edit refused),
// history with each change and Restore, and the content problems list.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/lib/content-types';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

interface Opened {
  slug: string;
  file: string;
  format: 'md' | 'html';
  version: string;
  post: Record<string, unknown> & { title: string; content: string; publishedAt: string };
}
interface Commit {
  hash: string;
  date: string;
  authorName: string;
  message: string;
}

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const api = <T>(url: string, init: { method?: string; body?: unknown } = {}) => send<T>(`${app.url}${url}`, { token, ...init });
const open = async (slug: string) => (await api<Opened>(`/api/admin/posts/${slug}`)).body;
const git = (...args: string[]) => app.site.git(...args);
const edited = (opened: Opened, changes: Record<string, unknown>) => ({ ...postInput(opened.slug), ...opened.post, tags: opened.post.tags, ...changes, version: opened.version });

describe('edit', () => {
  it('opens a hand-written Markdown post with its source and a version', async () => {
    const opened = await open('mapbox-vs-maplibre-2025');
    expect(opened).toMatchObject({ slug: 'mapbox-vs-maplibre-2025', file: 'posts/mapbox-vs-maplibre-2025.md', format: 'md', version: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(opened.post.content).toMatch(/^[^<]/);
    expect(opened.post.content).toContain('## ');
  });

  it('rewrites the file in place, keeps its format and date, and commits only it', async () => {
    const opened = await open('mapbox-vs-maplibre-2025');
    const { status, body } = await api<Post>('/api/admin/posts/mapbox-vs-maplibre-2025', { method: 'PUT', body: edited(opened, { title: 'Mapbox vs MapLibre, Revisited' }) });
    expect(status).toBe(200);
    expect(body.title).toBe('Mapbox vs MapLibre, Revisited');
    expect(body.publishedAt).toBe(opened.post.publishedAt);
    expect((await git('show', '--name-only', '--format=%s', 'HEAD')).trim()).toBe('Update post "Mapbox vs MapLibre, Revisited"\n\nposts/mapbox-vs-maplibre-2025.md');
    expect(await git('status', '--porcelain')).toBe('');
    expect((await send<Post>(`${app.url}/api/blog/mapbox-vs-maplibre-2025`)).body.title).toBe('Mapbox vs MapLibre, Revisited');
  });

  it('refuses an edit when the file changed on disk since it was opened, and keeps that change', async () => {
    const opened = await open('vector-tiles-from-postgis');
    const file = path.join(app.site.contentDir, opened.file);
    await appendFile(file, '\n<p>Added by hand while the editor was open.</p>\n');
    const handText = await readFile(file, 'utf8');
    const head = await git('rev-parse', 'HEAD');

    try {
      const { status, body } = await api<{ code: string; message: string }>(`/api/admin/posts/${opened.slug}`, { method: 'PUT', body: edited(opened, { title: 'Overwrites the hand edit' }) });
      expect(status).toBe(409);
      expect(body.code).toBe('stale_edit');
      expect(body.message).toMatch(/changed on disk since you opened it/);
      expect(await readFile(file, 'utf8')).toBe(handText);
      expect(await git('rev-parse', 'HEAD')).toBe(head);
    } finally {
      await git('checkout', '--', opened.file);
    }
  });

  it('moves the post to a new slug, its old address kept as an alias (decision 065; slug-change.test.ts in full)', async () => {
    await api('/api/blog', { body: postInput('an-old-address', { title: 'An Old Address' }) });
    const opened = await open('an-old-address');
    const { status } = await api(`/api/admin/posts/${opened.slug}`, { method: 'PUT', body: edited(opened, { slug: 'a-new-address' }) });
    expect(status).toBe(200);
    expect((await send(`${app.url}/api/blog/a-new-address`)).status).toBe(200);
    expect((await fetch(`${app.url}/blog/an-old-address`, { redirect: 'manual' })).headers.get('location')).toBe('/blog/a-new-address');
  });
});

describe('delete', () => {
  it('removes the file with its own commit, and the post is gone at once', async () => {
    await api('/api/blog', { body: postInput('to-be-deleted', { title: 'To Be Deleted' }) });
    const opened = await open('to-be-deleted');
    const { status } = await api(`/api/admin/posts/to-be-deleted?version=${opened.version}`, { method: 'DELETE' });
    expect(status).toBe(204);
    expect((await git('show', '--name-status', '--format=%s', 'HEAD')).trim()).toBe('Delete post "To Be Deleted"\n\nD\tposts/to-be-deleted.html');
    expect((await send(`${app.url}/api/blog/to-be-deleted`)).status).toBe(404);
    expect(await git('status', '--porcelain')).toBe('');
    expect((await api('/api/admin/posts/to-be-deleted', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 to a malformed version instead of deleting without the stale-edit check', async () => {
    await api('/api/blog', { body: postInput('kept-by-a-bad-version') });
    const opened = await open('kept-by-a-bad-version');
    for (const query of [`version[]=${opened.version}`, 'version[]=x', 'version=', 'version=not-a-version', `version=${opened.version}&version=${opened.version}`, 'version[a]=b']) {
      const { status, body } = await api<{ code: string; message: string }>(`/api/admin/posts/kept-by-a-bad-version?${query}`, { method: 'DELETE' });
      expect(status, query).toBe(400);
      expect(body.code).toBe('bad_version');
      expect(body.message).toContain('?version=<sha-256>');
    }
    expect((await send(`${app.url}/api/blog/kept-by-a-bad-version`)).status).toBe(200);
    expect((await api(`/api/admin/posts/kept-by-a-bad-version?version=${opened.version}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('history and restore', () => {
  it('lists the commits of a post with each change, and restores an old version as a new commit', async () => {
    await api('/api/blog', { body: postInput('with-history', { title: 'First Title' }) });
    let opened = await open('with-history');
    await api('/api/admin/posts/with-history', { method: 'PUT', body: edited(opened, { title: 'Second Title' }) });
    opened = await open('with-history');
    await api('/api/admin/posts/with-history', { method: 'PUT', body: edited(opened, { title: 'Third Title' }) });

    const commits = (await api<Commit[]>('/api/admin/posts/with-history/history')).body;
    expect(commits.map((commit) => commit.message)).toEqual(['Update post "Third Title"', 'Update post "Second Title"', 'Add post "First Title"']);
    expect(commits[0]).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{40}$/), authorName: 'Alex Rivera', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const change = (await api<{ diff: string }>(`/api/admin/posts/with-history/history/${commits[0]!.hash}`)).body.diff;
    expect(change).toContain('-title: Second Title');
    expect(change).toContain('+title: Third Title');

    const restored = await api<Post>('/api/admin/posts/with-history/restore', { body: { commit: commits[2]!.hash.slice(0, 10) } });
    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe('First Title');
    expect((await git('log', '-1', '--format=%s')).trim()).toBe(`Restore post "First Title" to ${commits[2]!.hash.slice(0, 7)}`);
    expect((await api<Commit[]>('/api/admin/posts/with-history/history')).body).toHaveLength(4);
    expect(await git('status', '--porcelain')).toBe('');

    const same = await api('/api/admin/posts/with-history/restore', { body: { commit: commits[2]!.hash } });
    expect(same.status).toBe(400);
  });

  it('only shows and restores commits from the post\'s own history', async () => {
    const other = (await git('log', '-1', '--format=%H', '--', 'posts/mapbox-vs-maplibre-2025.md')).trim();
    expect((await api('/api/admin/posts/with-history/restore', { body: { commit: other } })).status).toBe(404);
    expect((await api('/api/admin/posts/with-history/history/not-a-hash')).status).toBe(400);
    expect((await api('/api/admin/posts/with-history/restore', { body: { commit: 'HEAD~1' } })).status).toBe(400);
  });
});

describe('content problems', () => {
  it('lists files that fail to parse or validate, with file, field and message', async () => {
    await writeFile(path.join(app.site.contentDir, 'posts/broken-by-hand.md'), '---\ntitle: Broken\nsummary: A post with a bad date.\npublishedAt: soon\n---\nBody\n');
    await app.index.refreshFile('posts/broken-by-hand.md');
    const { status, body } = await api<{ file: string; line?: number; field?: string; message: string }[]>('/api/admin/problems');
    expect(status).toBe(200);
    expect(body).toContainEqual({ file: 'posts/broken-by-hand.md', line: 4, field: 'publishedAt', level: 'error', message: 'not a date: "soon" (use e.g. 2025-03-05)' });
    expect((await send(`${app.url}/api/admin/problems`)).status).toBe(401);
  });
});

describe('hostile slugs', () => {
  it.each(['..%2F..%2Fx', 'a%2Fb', 'UPPER', 'a.md'])('answers 400 for %s', async (slug) => {
    expect((await api(`/api/admin/posts/${slug}`)).status).toBe(400);
    expect((await api(`/api/admin/posts/${slug}`, { method: 'DELETE' })).status).toBe(400);
  });
});
