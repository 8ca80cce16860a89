// Red-team issue 26, finding 5: a preview link belongs to its post's file, not to its slug
// (decision 038). Deleting the post revokes its links; a later post with the same slug — made in
// the console, or arriving in one pull that deletes the old file and adds a new one — does not
// open under an old link; a change of format (which renames the file) keeps the link working.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink } from '../../src/lib/api/preview-links';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

let app: TestApp;
let remote: BareRemote;
let token: string;
beforeAll(async () => {
  const site = await createTempSite();
  remote = await createBareRemote(site);
  app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir }, sync: { firstRetryMs: 100, maxRetryMs: 500 } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const api = <T>(url: string, init: { method?: string; body?: unknown } = {}) => send<T>(`${app.url}${url}`, { token, ...init });

async function draftWithLink(slug: string, title: string): Promise<string> {
  expect((await api('/api/blog', { body: postInput(slug, { title, draft: true }) })).status).toBe(201);
  const { status, body } = await api<PreviewLink>('/api/admin/preview-links', { body: { slug } });
  expect(status).toBe(201);
  return new URL(body.url!).pathname.replace('/preview/', '');
}

const previewStatus = async (link: string) => (await fetch(`${app.url}/api/preview/${link}`)).status;
const previewPage = (link: string) => fetch(`${app.url}/preview/${link}`);

describe('preview links belong to the post', () => {
  it('are revoked when the post is deleted, and never open a later post of the same slug', async () => {
    const old = await draftWithLink('reused-slug', 'The First Post Of This Slug');
    expect(await previewStatus(old)).toBe(200);
    const opened = (await api<{ version: string }>('/api/admin/posts/reused-slug')).body;
    expect((await api(`/api/admin/posts/reused-slug?version=${opened.version}`, { method: 'DELETE' })).status).toBe(204);
    expect(await previewStatus(old)).toBe(404);
    expect((await previewPage(old)).status).toBe(404);
    expect((await api<PreviewLink[]>('/api/admin/preview-links?slug=reused-slug')).body).toEqual([]);

    const fresh = await draftWithLink('reused-slug', 'Another Post Taking The Slug');
    expect(await previewStatus(old)).toBe(404);
    const page = await previewPage(old);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Another Post Taking The Slug');
    // The new post's own link works.
    expect(await (await previewPage(fresh)).text()).toContain('Another Post Taking The Slug');
  });

  it('are revoked when the post file is deleted by hand', async () => {
    const link = await draftWithLink('deleted-by-hand', 'Deleted By Hand');
    await rm(path.join(app.site.contentDir, 'posts/deleted-by-hand.html'));
    await waitFor(async () => (await api<PreviewLink[]>('/api/admin/preview-links?slug=deleted-by-hand')).body.length === 0, 10_000);
    // Written again by hand under the same name: another post, so the old link stays gone.
    await writeFile(path.join(app.site.contentDir, 'posts/deleted-by-hand.md'), '---\ntitle: Written Again By Hand\nsummary: A new post that took the slug of a deleted one.\npublishedAt: 2026-01-20\ndraft: true\n---\n\nA different body altogether.\n');
    await waitFor(async () => app.index.findPost('deleted-by-hand')?.title === 'Written Again By Hand', 10_000);
    expect(await previewStatus(link)).toBe(404);
  });

  it('follow the post when a change of format renames its file', async () => {
    const link = await draftWithLink('changes-format', 'Changes Format');
    const opened = (await api<{ version: string; post: Record<string, unknown> }>('/api/admin/posts/changes-format')).body;
    const saved = await api(`/api/admin/posts/changes-format`, { method: 'PUT', body: { ...postInput('changes-format', { title: 'Changes Format', draft: true }), content: 'Now in **Markdown**, long enough to be a post body of fifty characters.', format: 'markdown', version: opened.version } });
    expect(saved.status).toBe(200);
    await waitFor(async () => (await previewStatus(link)) === 200, 10_000);
    expect(await (await previewPage(link)).text()).toContain('Changes Format');
  });

  it('never open a post of the same slug that a pull brings after deleting the old one', async () => {
    const link = await draftWithLink('replaced-by-push', 'The Post The Link Was Made For');
    await app.sync!.requestSync();
    const laptop = await remote.clone('laptop');
    await laptop.git('rm', '--quiet', 'posts/replaced-by-push.html');
    await laptop.git('commit', '--quiet', '-m', 'Delete the post');
    await writeFile(path.join(laptop.dir, 'posts/replaced-by-push.html'), '---\ntitle: A Stranger Under The Same Slug\nsummary: Someone else wrote this post and reused the slug.\ndraft: true\n---\n\n<p>Not the post the client was sent.</p>\n');
    await laptop.git('add', 'posts/replaced-by-push.html');
    await laptop.git('commit', '--quiet', '-m', 'Add another post under the same slug');
    await laptop.git('push', '--quiet', 'origin', 'main');
    await app.sync!.requestSync();
    await waitFor(async () => app.index.findPost('replaced-by-push')?.title === 'A Stranger Under The Same Slug', 10_000);
    await waitFor(async () => (await api<PreviewLink[]>('/api/admin/preview-links?slug=replaced-by-push')).body.length === 0, 10_000);
    const page = await previewPage(link);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('A Stranger Under The Same Slug');
  });
});
