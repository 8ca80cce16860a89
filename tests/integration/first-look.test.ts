// What a new owner meets first (issue 25): /admin leads to the console, the texts of Home's hero,
// About and /blueprint come from site.yaml, and a metaTitle that already names the site does not
// get the name twice in <title>.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const page = async (pathname: string) => (await fetch(app.url + pathname)).text();
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('/admin', () => {
  it.each([['/admin'], ['/admin/']])('%s leads to the console at /admin/blog', async (pathname) => {
    const answer = await fetch(app.url + pathname, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/blog');
    const followed = await fetch(app.url + pathname);
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname).toBe('/admin/blog');
  });

  it('leaves other addresses under /admin alone', async () => {
    expect((await fetch(`${app.url}/admin/nope`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('the texts a visitor reads are in site.yaml', () => {
  it('shows the owner’s hero, buttons, skills, call to action and /blueprint items once site.yaml says so', async () => {
    const file = path.join(app.site.contentDir, 'site.yaml');
    const demo = await readFile(file, 'utf8');
    // The demo file gives the spec's texts.
    expect(await page('/')).toContain('Crafting Digital Solutions');
    expect(await page('/blueprint')).toContain('API endpoint and database schema generator');

    const owners = demo
      .replace('headline: Crafting Digital Solutions', 'headline: Maps That Sell Homes')
      .replace('tagline: Full Stack Developer | Automation Builder | Problem Solver', 'tagline: Cartographer for hire')
      .replace('        - Brand Identity\n', '        - Vector Tiles\n')
      .replace("heading: Let's Work Together", 'heading: Shall We Talk')
      .replace('contactLabel: Start a Project', 'contactLabel: Tell Me About Your Map')
      .replace('contactLabel: Contact Me', 'contactLabel: Write To Me')
      .replace('    - Multi-page template generator\n', '    - A checklist for launch day\n');
    expect(owners).not.toBe(demo);
    await writeFile(file, owners);
    await waitFor(async () => (await page('/')).includes('Maps That Sell Homes'), 10_000);

    const home = await page('/');
    expect(home).toContain('Cartographer for hire');
    expect(home).not.toContain('Crafting Digital Solutions');
    expect(home).toContain('Tell Me About Your Map');
    expect(home).not.toContain('Start a Project');
    const about = await page('/about');
    expect(about).toContain('Vector Tiles');
    expect(about).not.toContain('Brand Identity');
    expect(about).toContain('Shall We Talk');
    expect(about).toContain('Write To Me');
    const blueprint = await page('/blueprint');
    expect(blueprint).toContain('A checklist for launch day');
    expect(blueprint).not.toContain('Multi-page template generator');
    await writeFile(file, demo);
    await waitFor(async () => (await page('/')).includes('Crafting Digital Solutions'), 10_000);
  });
});

describe('<title>', () => {
  it('does not name the site twice when a post’s metaTitle already ends with it', async () => {
    const front = (slug: string, metaTitle: string) =>
      ['---', `title: Post ${slug}`, 'summary: A post whose meta title is written by hand.', 'publishedAt: 2025-03-05', `metaTitle: "${metaTitle}"`, '---', '', 'Body text.', ''].join('\n');
    await writeFile(path.join(app.site.contentDir, 'posts/named-once.md'), front('named-once', 'Clustering pins | Alex Rivera'));
    await writeFile(path.join(app.site.contentDir, 'posts/named-after.md'), front('named-after', 'Clustering pins'));
    await waitFor(async () => (await fetch(`${app.url}/blog/named-after`)).status === 200 && (await fetch(`${app.url}/blog/named-once`)).status === 200, 10_000);
    expect(title(await page('/blog/named-once'))).toBe('Clustering pins | Alex Rivera');
    expect(title(await page('/blog/named-after'))).toBe('Clustering pins | Alex Rivera');
  });
});
