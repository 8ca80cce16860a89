// What a new owner meets first (issue 25): /admin leads to the console, the texts of Home's hero,
// About and /blueprint come from site.yaml, and a metaTitle that already names the site does not
// get the name twice in <title>.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { SiteSettings } from '../../src/lib/content-types';
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
  it('shows the spec’s texts without them, and the owner’s hero, buttons, skills, call to action and /blueprint items with them', async () => {
    const file = path.join(app.site.contentDir, 'site.yaml');
    // Whatever the demo file says: the test writes the sections it reads.
    const settings = parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    delete settings.hero;
    delete settings.about;
    delete settings.blueprint;
    await writeFile(file, stringify(settings));
    await waitFor(async () => (await page('/')).includes('Crafting Digital Solutions'), 10_000);
    expect(await page('/')).toContain('Full Stack Developer | Automation Builder | Problem Solver');
    expect(await page('/about')).toContain('Performance Optimization');
    expect(await page('/blueprint')).toContain('API endpoint and database schema generator');

    settings.hero = { headline: 'Maps That Sell Homes', tagline: 'Cartographer for hire', contactLabel: 'Tell Me About Your Map' };
    settings.about = { skills: [{ title: 'Mapping', items: ['Vector Tiles', 'Geocoding'] }], callToAction: { heading: 'Shall We Talk', contactLabel: 'Write To Me' } };
    settings.blueprint = { items: ['A checklist for launch day'] };
    await writeFile(file, stringify(settings));
    await waitFor(async () => (await page('/')).includes('Maps That Sell Homes'), 10_000);

    const home = await page('/');
    expect(home).toContain('Cartographer for hire');
    expect(home).toContain('Tell Me About Your Map');
    expect(home).not.toContain('Crafting Digital Solutions');
    expect(home).not.toContain('Start a Project');
    const about = await page('/about');
    expect(about).toContain('Vector Tiles');
    expect(about).not.toContain('Performance Optimization');
    expect(about).toContain('Shall We Talk');
    expect(about).toContain('Write To Me');
    // What the owner left out is the spec's.
    expect(about).toContain('Interested in collaborating? Get in touch and let&#x27;s create something amazing.');
    const blueprint = await page('/blueprint');
    expect(blueprint).toContain('A checklist for launch day');
    expect(blueprint).not.toContain('Multi-page template generator');
    expect(blueprint).toContain('Get Your Free App Building Template');
  });
});

describe('<title>', () => {
  it('does not name the site twice when a post’s metaTitle already ends with it', async () => {
    const front = (slug: string, metaTitle: string) =>
      ['---', `title: Post ${slug}`, 'summary: A post whose meta title is written by hand.', 'publishedAt: 2025-03-05', `metaTitle: "${metaTitle}"`, '---', '', 'Body text.', ''].join('\n');
    const { owner } = (await (await fetch(`${app.url}/api/site`)).json()) as SiteSettings;
    await writeFile(path.join(app.site.contentDir, 'posts/named-once.md'), front('named-once', `Clustering pins | ${owner.name}`));
    await writeFile(path.join(app.site.contentDir, 'posts/named-after.md'), front('named-after', 'Clustering pins'));
    await waitFor(async () => (await fetch(`${app.url}/blog/named-after`)).status === 200 && (await fetch(`${app.url}/blog/named-once`)).status === 200, 10_000);
    expect(title(await page('/blog/named-once'))).toBe(`Clustering pins | ${owner.name}`);
    expect(title(await page('/blog/named-after'))).toBe(`Clustering pins | ${owner.name}`);
  });
});
