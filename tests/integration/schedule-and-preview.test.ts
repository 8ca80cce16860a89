// Issue 14, item 3: drafts and scheduling from the console's API (POST /api/blog's optional
// `draft` and `publishedAt`, PUT keeping the file's date and flag unless they are sent), and
// private preview links: random, expiring, revocable, never cached, never indexed.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import type { Post, PostSummary } from '../../src/lib/content-types';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const api = <T>(url: string, init: { method?: string; body?: unknown } = {}) => send<T>(`${app.url}${url}`, { token, ...init });
const publicSlugs = async () => ((await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[]).map((p) => p.slug);
const text = async (pathname: string) => (await fetch(app.url + pathname)).text();
const adminState = async (slug: string) => (await api<{ slug: string; state: string }[]>('/api/blog')).body.find((item) => item.slug === slug)?.state;
const fileText = (slug: string) => readFile(path.join(app.site.contentDir, 'posts', `${slug}.html`), 'utf8');

async function expectHidden(slug: string, title: string): Promise<void> {
  expect(await publicSlugs()).not.toContain(slug);
  expect((await fetch(`${app.url}/api/blog/${slug}`)).status).toBe(404);
  expect((await fetch(`${app.url}/blog/${slug}`)).status).toBe(404);
  expect(await text('/blog')).not.toContain(title);
  expect(await text('/')).not.toContain(title);
  expect(await text('/rss.xml')).not.toContain(`/blog/${slug}`);
  expect(await text('/sitemap.xml')).not.toContain(`/blog/${slug}`);
}

describe('drafts and schedule from the API', () => {
  it('keeps the spec contract: without the new fields a post is published now', async () => {
    const before = Date.now();
    const { status, body } = await api<Post>('/api/blog', { body: { ...postInput('published-at-once'), publishedAt: undefined } });
    expect(status).toBe(201);
    expect(body.draft).toBe(false);
    expect(Date.parse(body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicSlugs()).toContain('published-at-once');
    expect(await fileText('published-at-once')).not.toContain('draft:');
  });

  it('creates a draft that no public page, list, feed or sitemap shows', async () => {
    const { status, body } = await api<Post>('/api/blog', { body: postInput('a-console-draft', { title: 'A Console Draft Nobody Sees', draft: true, publishedAt: undefined }) });
    expect(status).toBe(201);
    expect(body.draft).toBe(true);
    expect(await fileText('a-console-draft')).toMatch(/\ndraft: true\n/);
    await expectHidden('a-console-draft', 'A Console Draft Nobody Sees');
    expect(await adminState('a-console-draft')).toBe('draft');
  });

  it('refuses a publish time it cannot read, with a plain message', async () => {
    for (const publishedAt of ['next Tuesday', '2026-13-01T09:00:00Z', '2026-12-01T09:00']) {
      const { status, body } = await api<{ code: string; message: string; fields: Record<string, string> }>('/api/blog', { body: postInput('bad-date', { publishedAt }) });
      expect(status).toBe(400);
      expect(body.fields.publishedAt).toBe('publishedAt must be an ISO timestamp with a time zone, e.g. 2026-12-01T09:00:00+01:00');
    }
    const { status } = await api('/api/blog', { body: postInput('bad-draft', { draft: 'yes' }) });
    expect(status).toBe(400);
  });

  it('takes a time with an offset as that instant', async () => {
    const { body } = await api<Post>('/api/blog', { body: postInput('offset-time', { publishedAt: '2026-01-15T09:00:00+01:00' }) });
    expect(body.publishedAt).toBe('2026-01-15T08:00:00.000Z');
  });

  it('publishes a scheduled post at its time, with no restart', async () => {
    const at = new Date(Date.now() + 2500);
    const { status, body } = await api<Post>('/api/blog', { body: postInput('goes-public-by-itself', { title: 'Goes Public By Itself', publishedAt: at.toISOString() }) });
    expect(status).toBe(201);
    expect(body.publishedAt).toBe(at.toISOString());
    // Checked (and so cached) while it is still ahead: the caches must let go when the time comes.
    if (Date.now() < at.getTime() - 500) {
      await expectHidden('goes-public-by-itself', 'Goes Public By Itself');
      expect(await adminState('goes-public-by-itself')).toBe('scheduled');
    }
    await waitFor(async () => (await publicSlugs()).includes('goes-public-by-itself'), 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect((await fetch(`${app.url}/blog/goes-public-by-itself`)).status).toBe(200);
    expect(await text('/blog')).toContain('Goes Public By Itself');
    expect(await text('/rss.xml')).toContain('/blog/goes-public-by-itself');
    expect(await text('/sitemap.xml')).toContain('/blog/goes-public-by-itself');
    expect(await adminState('goes-public-by-itself')).toBe('published');
  });

  it('keeps the date and the draft flag on an edit that does not send them, and changes them when it does', async () => {
    await api('/api/blog', { body: postInput('edited-draft', { draft: true, publishedAt: '2026-02-01T10:00:00.000Z' }) });
    const opened = (await api<{ version: string; post: { draft?: boolean; publishedAt: string } }>('/api/admin/posts/edited-draft')).body;
    expect(opened.post).toMatchObject({ draft: true, publishedAt: '2026-02-01T10:00:00.000Z' });

    const { publishedAt: _p, draft: _d, ...withoutSchedule } = postInput('edited-draft', { title: 'Edited Draft, Still Hidden' });
    const kept = await api<Post>('/api/admin/posts/edited-draft', { method: 'PUT', body: { ...withoutSchedule, version: opened.version } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ draft: true, publishedAt: '2026-02-01T10:00:00.000Z', title: 'Edited Draft, Still Hidden' });
    expect(await publicSlugs()).not.toContain('edited-draft');

    const reopened = (await api<{ version: string }>('/api/admin/posts/edited-draft')).body;
    const future = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const scheduled = await api<Post>('/api/admin/posts/edited-draft', { method: 'PUT', body: { ...withoutSchedule, draft: false, publishedAt: future, version: reopened.version } });
    expect(scheduled.body).toMatchObject({ draft: false, publishedAt: future });
    expect(await adminState('edited-draft')).toBe('scheduled');
    expect(await fileText('edited-draft')).toMatch(/\ndraft: false\n/);
  });
});

describe('preview links', () => {
  const create = (slug: string, extra: Record<string, unknown> = {}) => api<PreviewLink & { code?: string; message?: string }>('/api/admin/preview-links', { body: { slug, ...extra } });

  it('shows a draft to whoever has the link, privately and unindexed, until it is revoked', async () => {
    await api('/api/blog', { body: postInput('for-the-client', { title: 'For The Client Only', draft: true }) });
    const before = Date.now();
    const { status, body: link } = await create('for-the-client');
    expect(status).toBe(201);
    const token = new URL(link.url!).pathname.replace('/preview/', '');
    // 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(link.expiresAt) - before;
    expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 86_400_000 + 1000);

    // The console lists it without its address; the data folder holds only a hash, privately.
    const listed = (await api<PreviewLink[]>('/api/admin/preview-links?slug=for-the-client')).body;
    expect(listed).toEqual([{ id: link.id, slug: 'for-the-client', createdAt: link.createdAt, expiresAt: link.expiresAt }]);
    const stored = path.join(app.site.dataDir, 'preview-links.json');
    expect(await readFile(stored, 'utf8')).not.toContain(token);
    expect((await stat(stored)).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(app.site.contentDir, '.gitignore'), 'utf8').catch(() => '')).not.toContain('preview');
    expect(await app.site.git('status', '--porcelain')).toBe('');

    for (let round = 0; round < 2; round += 1) {
      const page = await fetch(`${app.url}/preview/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await page.text();
      expect(html).toContain('For The Client Only');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain('this post is a draft and is not public yet');
      expect(html).not.toContain('Blog Administration');
    }
    const json = await fetch(`${app.url}/api/preview/${token}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    expect(((await json.json()) as { post: Post }).post.slug).toBe('for-the-client');
    await expectHidden('for-the-client', 'For The Client Only');

    expect((await api(`/api/admin/preview-links/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectGone(token);
    expect((await api<PreviewLink[]>('/api/admin/preview-links?slug=for-the-client')).body).toEqual([]);
    expect((await api(`/api/admin/preview-links/${link.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers an unknown token exactly as a revoked one', async () => {
    await expectGone('A'.repeat(43));
    await expectGone('short');
    const badlyEncoded = await fetch(`${app.url}/api/preview/%E0%A4%A`);
    expect(badlyEncoded.status).toBe(404);
    expect(badlyEncoded.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stops working when it expires', async () => {
    await api('/api/blog', { body: postInput('scheduled-for-review', { title: 'Scheduled For Review', publishedAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }) });
    const { status, body: link } = await create('scheduled-for-review', { expiresInSeconds: 1 });
    expect(status).toBe(201);
    const token = new URL(link.url!).pathname.replace('/preview/', '');
    const first = await fetch(`${app.url}/preview/${token}`);
    // The link may already have expired on a slow machine; while it works it shows the post.
    if (first.status === 200) expect(await first.text()).toContain('this post is scheduled');
    await waitFor(async () => (await fetch(`${app.url}/api/preview/${token}`)).status === 404, 10_000);
    await expectGone(token);
  });

  it('is refused for a published post, an unknown post, a bad length, and without a session', async () => {
    expect((await create('published-at-once')).status).toBe(409);
    expect((await create('no-such-post')).status).toBe(404);
    const tooLong = await create('a-console-draft', { expiresInSeconds: 91 * 86_400 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('expiresInSeconds must be at most');
    expect((await send(`${app.url}/api/admin/preview-links`, { body: { slug: 'a-console-draft' } })).status).toBe(401);
    expect((await send(`${app.url}/api/admin/preview-links?slug=a-console-draft`)).status).toBe(401);
  });
});

async function expectGone(token: string): Promise<void> {
  const page = await fetch(`${app.url}/preview/${token}`);
  expect(page.status).toBe(404);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const html = await page.text();
  expect(html).toContain('Preview Not Available');
  expect(html).not.toContain('For The Client Only');
  expect(html).not.toContain('Scheduled For Review');
  const json = await fetch(`${app.url}/api/preview/${token}`);
  expect(json.status).toBe(404);
  expect(await json.json()).toEqual({ success: false, code: 'not_found', message: 'This preview link does not work: it has expired or was revoked. Ask the site owner for a new link.' });
}
