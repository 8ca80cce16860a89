// Drafts and scheduled posts (hand-edited files may use both): hidden from every public list,
// page, feed and sitemap until their time comes, with no restart; the console lists them with
// their state.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
});
afterAll(() => app.close());

const file = (slug: string) => path.join(app.site.contentDir, 'posts', `${slug}.md`);
const post = (title: string, extra: string) => `---\ntitle: ${title}\nsummary: A post that is not public yet.\n${extra}\n---\n\nBody of ${title}.\n`;
const publicSlugs = async () => ((await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[]).map((p) => p.slug);
const text = async (pathname: string) => (await fetch(app.url + pathname)).text();

describe('drafts and scheduled posts', () => {
  it('keeps them out of public lists, pages, the feed and the sitemap; the console sees their state', async () => {
    await writeFile(file('a-draft'), post('A draft', 'publishedAt: 2024-01-01\ndraft: true'));
    await writeFile(file('for-next-year'), post('For next year', `publishedAt: "${new Date(Date.now() + 365 * 86_400_000).toISOString()}"`));
    await waitFor(async () => app.index.findPost('a-draft') !== undefined && app.index.findPost('for-next-year') !== undefined, 2000);

    expect(await publicSlugs()).not.toEqual(expect.arrayContaining(['a-draft']));
    expect(await publicSlugs()).not.toContain('for-next-year');
    for (const slug of ['a-draft', 'for-next-year']) {
      expect((await fetch(`${app.url}/api/blog/${slug}`)).status).toBe(404);
      expect((await fetch(`${app.url}/blog/${slug}`)).status).toBe(404);
      expect(await text('/rss.xml')).not.toContain(`/blog/${slug}`);
      expect(await text('/sitemap.xml')).not.toContain(`/blog/${slug}`);
    }

    const token = await signIn(app.url);
    const { body } = await send<{ slug: string; state: string }[]>(`${app.url}/api/blog`, { token });
    expect(body.find((item) => item.slug === 'a-draft')?.state).toBe('draft');
    expect(body.find((item) => item.slug === 'for-next-year')?.state).toBe('scheduled');
    const [newestPublic] = await publicSlugs();
    expect(body.find((item) => item.slug === newestPublic)?.state).toBe('published');
  });

  it('publishes a scheduled post when its time comes, with no restart', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    await writeFile(file('goes-live-soon'), post('Goes live soon', `publishedAt: "${at}"`));
    await waitFor(async () => app.index.findPost('goes-live-soon') !== undefined, 2000);
    // Render and cache the pages now, so the test shows the caches let go when the time comes.
    expect(await publicSlugs()).not.toContain('goes-live-soon');
    expect((await fetch(`${app.url}/blog/goes-live-soon`)).status).toBe(404);
    expect(await text('/blog')).not.toContain('Goes live soon');

    await waitFor(async () => (await publicSlugs()).includes('goes-live-soon'), 4000);
    expect((await fetch(`${app.url}/blog/goes-live-soon`)).status).toBe(200);
    expect(await text('/blog')).toContain('Goes live soon');
    expect(await text('/rss.xml')).toContain('/blog/goes-live-soon');
  });
});
