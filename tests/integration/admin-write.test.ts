// The console's write path (issue 6, item 6): POST /api/blog validates, writes
// CONTENT_DIR/posts/<slug>.html, commits exactly that file, and the post is served at once.
import { readdir, readFile, writeFile, appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/lib/content-types';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD, GIT_AUTHOR_NAME: 'Console Author', GIT_AUTHOR_EMAIL: 'console@folio.test' } });
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const create = (body: unknown) => send<Post & { code?: string; message?: string; fields?: Record<string, string> }>(`${app.url}/api/blog`, { token, body });
const git = (...args: string[]) => app.site.git(...args);

/** Every file under the temp site (content and data), outside .git. */
async function allFiles(dir = app.site.root, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name === '.git') continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await allFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files.sort();
}

describe('POST /api/blog', () => {
  it('writes posts/<slug>.html, commits exactly that file, and serves the post at once', async () => {
    const before = Number(await git('rev-list', '--count', 'HEAD'));
    const { status, body, headers } = await create(postInput('first-console-post', { title: 'First Console Post', tags: [' Maps ', 'Testing'] }));
    expect(status).toBe(201);
    expect(headers.get('location')).toBe('/blog/first-console-post');
    expect(body).toMatchObject({ id: 'first-console-post', slug: 'first-console-post', title: 'First Console Post', tags: ['Maps', 'Testing'], authorName: 'Test Author' });

    const text = await readFile(path.join(app.site.contentDir, 'posts/first-console-post.html'), 'utf8');
    expect(text).toMatch(/^---\ntitle: First Console Post\n/);
    expect(text).toContain('<p>Body text of the post');

    expect(Number(await git('rev-list', '--count', 'HEAD'))).toBe(before + 1);
    expect((await git('show', '--name-only', '--format=', 'HEAD')).trim()).toBe('posts/first-console-post.html');
    expect((await git('log', '-1', '--format=%an <%ae>|%s')).trim()).toBe('Console Author <console@folio.test>|Add post "First Console Post"');
    expect(await git('status', '--porcelain')).toBe('');

    // No waiting for the file watcher: the API and the page agree immediately.
    const served = await send<Post>(`${app.url}/api/blog/first-console-post`);
    expect(served.status).toBe(200);
    expect(served.body.title).toBe('First Console Post');
    const page = await fetch(`${app.url}/blog/first-console-post`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('First Console Post');
    const admin = await send<{ slug: string }[]>(`${app.url}/api/blog`, { token });
    expect(admin.body.map((item) => item.slug)).toContain('first-console-post');
  });

  it('fills the author from the site settings when the form leaves it empty', async () => {
    const { status, body } = await create(postInput('no-author-given', { authorName: '' }));
    expect(status).toBe(201);
    expect(body.authorName).toBe('Alex Rivera');
  });

  it('answers 409 for a slug that exists, as .html from the console or .md by hand', async () => {
    const again = await create(postInput('first-console-post'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'slug_taken', fields: { slug: expect.any(String) } });
    const demo = await create(postInput('mapbox-vs-maplibre-2025'));
    expect(demo.status).toBe(409);
  });

  it('names the missing required fields', async () => {
    const { status, body } = await create({ title: 'Only a title here', content: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'missing_fields', message: 'Missing required fields: slug, summary, content, tags' });
  });

  it('re-validates every rule of the form on the server with the spec messages', async () => {
    const { status, body } = await create(postInput('ok-slug', { title: 'Shrt', summary: 'Too short', content: 'Tiny body that is not long enough.', slug: 'Not_A_Slug', image: 'javascript:alert(1)' }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      title: 'Title must be at least 5 characters',
      slug: 'Slug can only contain lowercase letters, numbers, and hyphens',
      summary: 'Summary must be at least 20 characters',
      content: 'Content must be at least 50 characters',
      image: 'Image URL must start with / or http(s)://',
    });
    expect((await create(postInput('ab'))).body.fields).toEqual({ slug: 'Slug must be at least 3 characters' });
  });

  it.each(['../../x', 'a/b', '..', '../posts/evil', '/etc/passwd', 'a\\b', '.hidden', 'x%2F..%2Fy'])(
    'refuses the slug %j with 400 and writes nothing',
    async (slug) => {
      const before = await allFiles();
      const { status } = await create(postInput('placeholder', { slug }));
      expect(status).toBe(400);
      expect(await allFiles()).toEqual(before);
    },
  );

  it('never includes a hand-made uncommitted change in its commit', async () => {
    const handEdited = path.join(app.site.contentDir, 'posts/mapbox-vs-maplibre-2025.md');
    await appendFile(handEdited, '\nA sentence added by hand, not yet committed.\n');
    await writeFile(path.join(app.site.contentDir, 'notes.txt'), 'scratch notes, untracked\n');
    await writeFile(path.join(app.site.contentDir, 'staged.txt'), 'staged by hand\n');
    await git('add', 'staged.txt');

    const { status } = await create(postInput('beside-hand-edits'));
    expect(status).toBe(201);
    expect((await git('show', '--name-only', '--format=', 'HEAD')).trim()).toBe('posts/beside-hand-edits.html');
    // The hand changes are exactly as the owner left them.
    expect((await git('status', '--porcelain')).split('\n').filter(Boolean).sort()).toEqual([' M posts/mapbox-vs-maplibre-2025.md', '?? notes.txt', 'A  staged.txt']);
    await git('reset', '-q', 'HEAD', '--', 'staged.txt');
    await git('checkout', '--', 'posts/mapbox-vs-maplibre-2025.md');
    await git('clean', '-fq', '--', 'notes.txt', 'staged.txt');
  });

  it('handles 20 concurrent creates: 20 files, 20 commits, a clean git status', async () => {
    const before = Number(await git('rev-list', '--count', 'HEAD'));
    const slugs = Array.from({ length: 20 }, (_, i) => `concurrent-post-${i + 1}`);
    const answers = await Promise.all(slugs.map((slug) => create(postInput(slug, { title: `Concurrent post ${slug}` }))));
    expect(answers.map((answer) => answer.status)).toEqual(slugs.map(() => 201));

    const files = await readdir(path.join(app.site.contentDir, 'posts'));
    expect(slugs.every((slug) => files.includes(`${slug}.html`))).toBe(true);
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(Number(await git('rev-list', '--count', 'HEAD'))).toBe(before + 20);
    const touched = (await git('log', `-20`, '--name-only', '--format=')).split('\n').filter(Boolean).sort();
    expect(touched).toEqual(slugs.map((slug) => `posts/${slug}.html`).sort());
    expect(await git('status', '--porcelain')).toBe('');
    const admin = await send<{ slug: string }[]>(`${app.url}/api/blog`, { token });
    expect(slugs.every((slug) => admin.body.some((item) => item.slug === slug))).toBe(true);
  });

  it('answers 409 to one of two concurrent creates of the same slug', async () => {
    const answers = await Promise.all([create(postInput('raced-slug')), create(postInput('raced-slug'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await git('status', '--porcelain')).toBe('');
  });

  it('puts the tree back and answers 503 when the commit fails', async () => {
    const hooks = path.join(app.site.contentDir, '.git/hooks');
    await mkdir(hooks, { recursive: true });
    await writeFile(path.join(hooks, 'pre-commit'), '#!/bin/sh\necho refused by hook >&2\nexit 1\n', { mode: 0o755 });
    try {
      const before = await git('rev-parse', 'HEAD');
      const { status, body } = await create(postInput('hook-refuses-this'));
      expect(status).toBe(503);
      expect(body.code).toBe('commit_failed');
      expect(await git('rev-parse', 'HEAD')).toBe(before);
      expect(await git('status', '--porcelain')).toBe('');
      expect((await send(`${app.url}/api/blog/hook-refuses-this`)).status).toBe(404);
    } finally {
      await writeFile(path.join(hooks, 'pre-commit'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    }
    expect((await create(postInput('hook-refuses-this'))).status).toBe(201);
  });
});
