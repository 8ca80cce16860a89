// Hand edits under CONTENT_DIR reach the API through the file watcher (issue: under 1 s), and
// a broken file is reported by name while the rest of the site keeps working.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const listPosts = async () => (await (await fetch(`${app.url}/api/blog`)).json()) as PostSummary[];
const postFile = (slug: string) => path.join(app.site.contentDir, 'posts', `${slug}.md`);

function postText(title: string, publishedAt = '2026-11-01') {
  return `---\ntitle: ${title}\nsummary: A post written by hand to check the watcher.\npublishedAt: ${publishedAt}\ntags: [Testing]\n---\n\nBody of **${title}**.\n`;
}

describe('hand edits', () => {
  it('shows an added, edited and deleted post in GET /api/blog within 1 s each', async () => {
    const slug = 'written-by-hand';

    await writeFile(postFile(slug), postText('Written by hand'));
    await waitFor(async () => (await listPosts()).some((post) => post.slug === slug), 1000);

    await writeFile(postFile(slug), postText('Edited by hand'));
    await waitFor(async () => (await listPosts()).find((post) => post.slug === slug)?.title === 'Edited by hand', 1000);

    await rm(postFile(slug));
    await waitFor(async () => !(await listPosts()).some((post) => post.slug === slug), 1000);
  });

  it('ends on the second of two quick writes to one file', async () => {
    // chokidar drops a second 'change' within 50 ms of the first; the watcher must still see it.
    const slug = 'written-twice';
    await writeFile(postFile(slug), postText('First write'));
    await waitFor(async () => (await listPosts()).some((post) => post.slug === slug), 1000);
    for (let round = 0; round < 5; round += 1) {
      await writeFile(postFile(slug), postText(`Quick write ${round}a`));
      await new Promise((resolve) => setTimeout(resolve, 30));
      await writeFile(postFile(slug), postText(`Quick write ${round}b`));
      await waitFor(async () => (await listPosts()).find((post) => post.slug === slug)?.title === `Quick write ${round}b`, 1000);
    }
    await rm(postFile(slug));
  });

  it('renders an edited body on the post page', async () => {
    const slug = 'page-after-edit';
    await writeFile(postFile(slug), postText('Page after edit'));
    await waitFor(async () => (await (await fetch(`${app.url}/blog/${slug}`)).text()).includes('Body of <strong>Page after edit</strong>'), 1000);
    await rm(postFile(slug));
  });
});

describe('broken files', () => {
  it('skips a new broken file with a log line naming it, and keeps every page working', async () => {
    const before = app.logs.length;
    await writeFile(postFile('broken-front-matter'), '---\ntitle: [unclosed\nsummary: x\n---\nBody\n');
    await waitFor(async () => app.logs.slice(before).some((line) => line.includes('posts/broken-front-matter.md')), 1000);

    const line = app.logs.slice(before).find((entry) => entry.includes('posts/broken-front-matter.md'))!;
    expect(line).toMatch(/posts\/broken-front-matter\.md:\d+: front matter is not valid YAML/);
    expect((await listPosts()).some((post) => post.slug === 'broken-front-matter')).toBe(false);
    for (const page of ['/', '/blog', '/works', '/about']) {
      expect((await fetch(app.url + page)).status).toBe(200);
    }
    const health = (await (await fetch(`${app.url}/healthz`)).json()) as { contentProblems: number };
    expect(health.contentProblems).toBe(1);
    await rm(postFile('broken-front-matter'));
  });

  it('keeps serving the last good version when a good file is broken by an edit', async () => {
    const slug = 'good-then-broken';
    await writeFile(postFile(slug), postText('Good version'));
    await waitFor(async () => (await listPosts()).some((post) => post.slug === slug), 1000);

    const before = app.logs.length;
    await writeFile(postFile(slug), postText('Broken version', 'not-a-date'));
    await waitFor(async () => app.logs.slice(before).some((line) => line.includes(`posts/${slug}.md`)), 1000);

    const line = app.logs.slice(before).find((entry) => entry.includes(`posts/${slug}.md`))!;
    expect(line).toContain(`posts/${slug}.md:4: publishedAt: not a date`);
    expect(line).toContain('last good version keeps serving');
    const post = (await (await fetch(`${app.url}/api/blog/${slug}`)).json()) as { title: string };
    expect(post.title).toBe('Good version');
    await rm(postFile(slug));
  });
});
