// The feed carries the newest 50 posts, not every post: at 10,000 posts it was 38 MB.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  for (let day = 1; day <= 60; day += 1) {
    const date = new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10);
    await writeFile(path.join(app.site.contentDir, 'posts', `feed-post-${day}.md`), `---\ntitle: Feed post ${day}\nsummary: Number ${day}.\ndate: ${date}\n---\n\nBody ${day}.\n`);
  }
  await waitFor(async () => (await fetch(`${app.url}/api/blog/feed-post-60`)).status === 200 && (await fetch(`${app.url}/api/blog/feed-post-1`)).status === 200, 10_000);
});
afterAll(() => app?.close());

describe('/rss.xml with more than 50 posts', () => {
  it('carries the 50 newest, newest first', async () => {
    const posts = (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
    expect(posts.length).toBeGreaterThan(60);
    const xml = await (await fetch(`${app.url}/rss.xml`)).text();
    const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel.item as { link: string }[];
    expect(items.map((item) => new URL(item.link).pathname)).toEqual(posts.slice(0, 50).map((post) => `/blog/${post.slug}`));
  });
});
