// A slug is one rule everywhere (issue 40, finding 3): lowercase letters and digits joined by
// single hyphens. A hand-written name or `slug:` with a hyphen at either end is served at what it
// meant, with a note; the console refuses such a slug with a 400 before anything is written (it
// used to commit `posts/my-post-.md`, then answer 500). Through the real server on a temp repo.
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { POST_MESSAGES } from '../../src/lib/schemas/blog-post';
import { callConsole, postInput, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

const handPost = (title: string, front = '') => `---\ntitle: ${title}\nsummary: A hand-written post with a near-slug.\npublishedAt: 2020-01-01\n${front}---\n\nThe body of ${title}, long enough to be a post.\n`;

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
  token = await signIn(app.url);
});
afterAll(() => app.close());

const write = (file: string, text: string) => writeFile(path.join(app.site.contentDir, file), text);
const problemsOf = (file: string): ContentProblem[] => app.index.problems().filter((problem) => problem.file === file);
const titleAt = async (slug: string) => {
  const response = await fetch(`${app.url}/api/blog/${slug}`);
  return response.ok ? ((await response.json()) as { title: string }).title : response.status;
};

describe('a slug with stray hyphens', () => {
  it('serves a hand-written name with a hyphen at the end at the trimmed address, with a note', async () => {
    await write('posts/hand-trimmed-.md', handPost('Trimmed by hand'));
    await write('posts/fm-trimmed.md', handPost('Trimmed in front matter', 'slug: -fm-trimmed-x-\n'));
    await waitFor(async () => (await titleAt('hand-trimmed')) === 'Trimmed by hand' && (await titleAt('fm-trimmed-x')) === 'Trimmed in front matter', 5000);
    expect(problemsOf('posts/hand-trimmed-.md')).toEqual([expect.objectContaining({ level: 'note', message: expect.stringContaining('hand-trimmed') })]);
    expect(problemsOf('posts/fm-trimmed.md')).toEqual([expect.objectContaining({ level: 'note', field: 'slug', message: expect.stringContaining('slug: fm-trimmed-x') })]);
    // The console saves it under the address it is served at.
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug: 'hand-trimmed' } });
    expect(opened.status).toBe(200);
    const saved = await callConsole(app.url, token, 'updatePost', { params: { slug: 'hand-trimmed' }, body: { ...postInput('hand-trimmed', { title: 'Trimmed by hand, then edited' }), version: opened.body.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await titleAt('hand-trimmed')).toBe('Trimmed by hand, then edited');
  });

  it.each([
    ['my-post-', 'rename-me-one'],
    ['-my-post', 'rename-me-two'],
    ['my--post', 'rename-me-three'],
  ])('refuses a console rename or create to "%s" with a 400, committing nothing', async (slug, from) => {
    expect((await callConsole(app.url, token, 'createPost', { body: postInput(from) })).status).toBe(201);
    const head = await app.site.git('rev-parse', 'HEAD');
    const status = await app.site.git('status', '--porcelain');
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug: from } });
    const renamed = await callConsole(app.url, token, 'updatePost', { params: { slug: from }, body: { ...postInput(from), slug, version: opened.body.version } });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ code: 'invalid_post', fields: { slug: POST_MESSAGES.slugHyphens } });
    const fresh = await callConsole(app.url, token, 'createPost', { body: postInput(slug) });
    expect(fresh.status).toBe(400);
    expect(fresh.body).toMatchObject({ code: 'invalid_post', fields: { slug: POST_MESSAGES.slugHyphens } });
    expect(await app.site.git('rev-parse', 'HEAD')).toBe(head);
    expect(await app.site.git('status', '--porcelain')).toBe(status);
    await expect(access(path.join(app.site.contentDir, 'posts', `${slug}.html`))).rejects.toThrow();
    expect(await readFile(path.join(app.site.contentDir, 'posts', `${from}.html`), 'utf8')).not.toContain('aliases');
    // The post keeps its address, and later saves work.
    const again = await callConsole(app.url, token, 'updatePost', { params: { slug: from }, body: { ...postInput(from, { title: 'Saved again after a refusal' }), version: opened.body.version } });
    expect(again.status).toBe(200);
  });
});
