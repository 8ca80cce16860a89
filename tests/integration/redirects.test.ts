// Old addresses (decision 065): a post's `aliases:` (Hugo) and `redirect_from:` (Jekyll) answer 301
// to its page, through the real server on a temp content repo; an alias that would loop, shadow a
// live page or be claimed twice is a content note and is not served; a draft's aliases 404; a
// hand edit's alias works after the watcher reads it, with no restart.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempSite } from '../support/temp-site';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

const post = (title: string, front: string) => `---\ntitle: ${title}\nsummary: A post that has moved at least once.\npublishedAt: 2025-03-05\n${front}\n---\n\nThe body of ${title}.\n`;

const FILES: Record<string, string> = {
  'posts/moved-by-hugo.md': post('Moved by Hugo', 'aliases:\n  - /posts/old-hugo-name/\n  - older-hugo-name\n  - https://old.example.com/2019/05/hugo.html'),
  'posts/moved-by-jekyll.md': post('Moved by Jekyll', 'redirect_from: /2018/01/jekyll-post.html'),
  'posts/moved-twice.md': post('Moved twice', 'redirect_from:\n  - /first-name\n  - /second-name/'),
  'posts/greedy.md': post('Greedy aliases', 'aliases: [/services, /blog/moved-by-jekyll, /blog/greedy, /shared-old-name, /api/blog, /greedy-own]'),
  'posts/also-greedy.md': post('Also greedy', 'aliases: [/shared-old-name]'),
  'posts/a-draft.md': post('A draft', 'draft: true\naliases: [/draft-old-name]'),
  'projects/moved-project.md': '---\ntitle: Moved project\ndescription: A project that moved.\nimage: /images/placeholder.png\ncompletionDate: 2024\naliases: [old-project]\n---\nBody\n',
};

let app: TestApp;
beforeAll(async () => {
  const site = await createTempSite();
  for (const [file, text] of Object.entries(FILES)) await writeFile(path.join(site.contentDir, file), text);
  app = await startTestApp({ site });
});
afterAll(() => app.close());

const get = (target: string, method = 'GET') => fetch(`${app.url}${target}`, { method, redirect: 'manual' });

async function expectRedirect(from: string, to: string, method = 'GET'): Promise<void> {
  const response = await get(from, method);
  expect(response.status, `${method} ${from}`).toBe(301);
  expect(response.headers.get('location'), `${method} ${from}`).toBe(to);
}

describe('an old address', () => {
  it('answers 301 to the post for aliases:, in every spelling a visitor may arrive with', async () => {
    for (const from of ['/posts/old-hugo-name/', '/posts/old-hugo-name', '/posts/old-hugo-name.html', '/Posts/Old-Hugo-Name/', '/blog/older-hugo-name', '/2019/05/hugo.html', '/2019/05/hugo/']) {
      await expectRedirect(from, '/blog/moved-by-hugo');
    }
    // The post's page is where it leads, and it is there.
    expect((await get('/blog/moved-by-hugo')).status).toBe(200);
  });

  it('answers 301 for redirect_from: as one path and as a list, HEAD as well as GET, keeping the query', async () => {
    await expectRedirect('/2018/01/jekyll-post.html', '/blog/moved-by-jekyll');
    await expectRedirect('/first-name', '/blog/moved-twice');
    await expectRedirect('/second-name', '/blog/moved-twice', 'HEAD');
    await expectRedirect('/first-name?utm_source=feed&x=1', '/blog/moved-twice?utm_source=feed&x=1');
  });

  it("answers for a project, inside its own section", async () => {
    await expectRedirect('/works/old-project', '/works/moved-project');
  });

  it('is a 404 as before when nothing claims it, and never for /api or /admin', async () => {
    expect((await get('/no-such-old-name')).status).toBe(404);
    expect((await get('/api/blog/old-hugo-name')).status).toBe(404);
    expect((await get('/admin/first-name')).status).toBe(404);
  });
});

describe('an alias that is not served', () => {
  it('leaves the live page it would shadow alone, and is a note naming the file, the line and the fix', async () => {
    const services = await get('/services');
    expect(services.status).toBe(200);
    expect(await services.text()).not.toContain('Greedy aliases');
    expect((await get('/blog/moved-by-jekyll')).status).toBe(200);
    const notes = app.index.problems().filter((problem) => problem.file === 'posts/greedy.md');
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'note', line: 5, field: 'aliases', message: '/services is a page of the site, which keeps being served; this alias does nothing: remove it' }),
        expect.objectContaining({ message: expect.stringMatching(/^\/blog\/moved-by-jekyll is the address of posts\/moved-by-jekyll\.md.*remove it/) }),
        expect.objectContaining({ message: expect.stringMatching(/^\/blog\/greedy is this post's own address, so it would redirect to itself: remove it/) }),
        expect.objectContaining({ message: expect.stringMatching(/^\/shared-old-name is also an old address of posts\/also-greedy\.md, so it redirects to neither/) }),
        expect.objectContaining({ message: expect.stringContaining("site's own addresses") }),
      ]),
    );
    expect(app.index.problems()).toContainEqual(expect.objectContaining({ file: 'posts/also-greedy.md', message: expect.stringContaining('also an old address of posts/greedy.md') }));
  });

  it('is not served when two posts claim it, while their other aliases are', async () => {
    expect((await get('/shared-old-name')).status).toBe(404);
    await expectRedirect('/greedy-own', '/blog/greedy');
  });

  it("is a draft's: a 404, as before (it would reveal the post)", async () => {
    expect((await get('/draft-old-name')).status).toBe(404);
  });
});

describe('a hand edit', () => {
  it('adds an alias that answers once the watcher has read the file, and removes it the same way', async () => {
    const file = path.join(app.site.contentDir, 'posts', 'edited-by-hand.md');
    await writeFile(file, post('Edited by hand', 'tags: [Testing]'));
    await waitFor(async () => (await get('/blog/edited-by-hand')).status === 200, 2000);
    expect((await get('/hand-old-name')).status).toBe(404);
    await writeFile(file, post('Edited by hand', 'tags: [Testing]\nredirect_from: /hand-old-name'));
    await waitFor(async () => (await get('/hand-old-name')).status === 301, 2000);
    await expectRedirect('/hand-old-name', '/blog/edited-by-hand');
    await rm(file);
    await waitFor(async () => (await get('/hand-old-name')).status === 404, 2000);
  });

  it('publishing a draft makes its aliases answer', async () => {
    await writeFile(path.join(app.site.contentDir, 'posts', 'a-draft.md'), post('A draft', 'aliases: [/draft-old-name]'));
    await waitFor(async () => (await get('/draft-old-name')).status === 301, 2000);
    await expectRedirect('/draft-old-name', '/blog/a-draft');
  });
});
