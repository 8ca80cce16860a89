// An address belongs to the file that has it (issue 40, finding 2): a file that arrives later
// never takes a served post's address, and a draft or scheduled file never hides a published
// post. Through the real server on temp content repos.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../src/lib/api/content-problem';
import { callConsole, postInput, signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

/** Two posts of the demo content, both published. */
const LIVE = 'clustering-100000-property-pins';
const LIVE_TITLE = 'Clustering 100,000 Property Pins Without Melting the Browser';
const OTHER = 'geocoding-addresses-cheaply-and-correctly';
const OTHER_TITLE = 'Geocoding Addresses Cheaply and Correctly';

const handPost = (title: string, front = '') => `---\ntitle: ${title}\nsummary: A hand-written post that wants an address already in use.\npublishedAt: 2020-01-01\n${front}---\n\nThe body of ${title}, long enough to be a post.\n`;

const problemsOf = (app: TestApp, file: string): ContentProblem[] => app.index.problems().filter((problem) => problem.file === file);
const titleAt = async (app: TestApp, slug: string) => {
  const response = await fetch(`${app.url}/api/blog/${slug}`);
  return response.ok ? ((await response.json()) as { title: string }).title : response.status;
};

/** Every public place a published post shows: its page and API answer, search, the three feeds, the sitemap. */
async function expectEverywhere(app: TestApp, slug: string, title: string, searchWord: string): Promise<void> {
  expect((await fetch(`${app.url}/blog/${slug}`)).status).toBe(200);
  expect(await titleAt(app, slug)).toBe(title);
  const search = (await (await fetch(`${app.url}/api/search?q=${searchWord}`)).json()) as { results: { slug: string }[] };
  expect(search.results.map((hit) => hit.slug)).toContain(slug);
  expect((await (await fetch(`${app.url}/api/blog`)).json()).map((post: { slug: string }) => post.slug)).toContain(slug);
  for (const feed of ['/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml']) {
    expect(await (await fetch(`${app.url}${feed}`)).text(), feed).toContain(`/blog/${slug}`);
  }
}

describe('at start, with files that claim a served address', () => {
  let app: TestApp;
  beforeAll(async () => {
    const site = await createTempSite();
    // Committed after the demo: the live post was there first. Its dated name sorts before the live file's.
    await writeFile(path.join(site.contentDir, 'posts', `2020-01-01-${LIVE}.md`), handPost('The dated impostor'));
    await site.git('add', '-A');
    await site.git('commit', '-qm', 'A dated post with a live address');
    // Not committed at all, and its name sorts first: a draft that sets the other live post's slug.
    await writeFile(path.join(site.contentDir, 'posts', 'aaa-draft.md'), handPost('A draft with a live slug', `slug: ${OTHER}\ndraft: true\n`));
    app = await startTestApp({ site });
  });
  afterAll(() => app.close());

  it('serves the post that was there first, and refuses the dated newcomer with an error naming it', async () => {
    expect(await titleAt(app, LIVE)).toBe(LIVE_TITLE);
    expect(app.index.postFile(LIVE)).toBe(`posts/${LIVE}.md`);
    const [problem] = problemsOf(app, `posts/2020-01-01-${LIVE}.md`);
    expect(problem).toMatchObject({ level: 'error', message: expect.stringContaining(`as posts/${LIVE}.md`) });
    expect(problem!.message).toMatch(/rename/);
  });

  it('keeps a published post served over a draft that sets its slug, in search, feeds and sitemap', async () => {
    await expectEverywhere(app, OTHER, OTHER_TITLE, 'geocoding');
    const [problem] = problemsOf(app, 'posts/aaa-draft.md');
    expect(problem).toMatchObject({ level: 'error', message: expect.stringContaining(`as posts/${OTHER}.md, which is published`) });
  });
});

describe('while the site runs', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app.close());

  const write = (file: string, text: string) => writeFile(path.join(app.site.contentDir, file), text);
  const known = (file: string) => waitFor(async () => app.index.problems().some((problem) => problem.file === file) || app.index.knownFiles().has(file), 5000);

  it('refuses a dated file added beside a live post, and hands it the address when the live file goes', async () => {
    const dated = `posts/2020-01-01-${LIVE}.md`;
    await write(dated, handPost('The dated newcomer'));
    await waitFor(async () => problemsOf(app, dated).length > 0, 5000);
    expect(await titleAt(app, LIVE)).toBe(LIVE_TITLE);
    expect(problemsOf(app, dated)).toEqual([expect.objectContaining({ level: 'error', message: expect.stringContaining(`as posts/${LIVE}.md`) })]);
    expect(problemsOf(app, `posts/${LIVE}.md`)).toEqual([]);

    await rm(path.join(app.site.contentDir, 'posts', `${LIVE}.md`));
    await waitFor(async () => (await titleAt(app, LIVE)) === 'The dated newcomer', 5000);
    expect(problemsOf(app, dated)).toEqual([]);
  });

  it('never lets a draft or a scheduled file hide a published post', async () => {
    await write('posts/aaa-draft.md', handPost('A draft with a live slug', `slug: ${OTHER}\ndraft: true\n`));
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await write('posts/aab-scheduled.md', handPost('A scheduled post with a live slug', `slug: ${OTHER}\n`).replace('publishedAt: 2020-01-01', `publishedAt: "${later}"`));
    await known('posts/aaa-draft.md');
    await waitFor(async () => problemsOf(app, 'posts/aab-scheduled.md').length > 0 && problemsOf(app, 'posts/aaa-draft.md').length > 0, 5000);
    await expectEverywhere(app, OTHER, OTHER_TITLE, 'geocoding');
    for (const file of ['posts/aaa-draft.md', 'posts/aab-scheduled.md']) {
      expect(problemsOf(app, file)).toEqual([expect.objectContaining({ level: 'error', message: expect.stringContaining(`as posts/${OTHER}.md, which is published`) })]);
    }
    // The console edits the published post, not the draft.
    expect((await callConsole(app.url, token, 'openPost', { params: { slug: OTHER } })).body.file).toBe(`posts/${OTHER}.md`);
  });

  it('answers 409 to a rename onto another post\'s address, committing nothing', async () => {
    const created = await callConsole(app.url, token, 'createPost', { body: postInput('wants-a-taken-slug') });
    const head = await app.site.git('rev-parse', 'HEAD');
    const opened = await callConsole(app.url, token, 'openPost', { params: { slug: created.body.slug } });
    const renamed = await callConsole(app.url, token, 'updatePost', { params: { slug: 'wants-a-taken-slug' }, body: { ...postInput('wants-a-taken-slug'), slug: OTHER, version: opened.body.version } });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ code: 'slug_taken', fields: { slug: 'A post with this slug already exists' } });
    expect(await app.site.git('rev-parse', 'HEAD')).toBe(head);
  });
});
