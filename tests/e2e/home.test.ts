// Home (spec §2): hero, tutorial, featured projects, templates, latest posts. The skeletons (§9
// counts) a page shows while its lists load are checked on the page components
// (src/pages/loading-states.test.tsx): a browser never waits for them (decision 102).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
const api = async <T>(path: string) => (await (await fetch(e2e.server.url + path)).json()) as T;
beforeAll(async () => {
  e2e = await startE2ESite();
});
afterAll(() => e2e?.close());

describe('home', () => {
  it('shows the hero, the tutorial and every section with its View All link', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await waitForHydration(page);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Crafting Digital Solutions');
    expect(await page.getByText('Full Stack Developer | Automation Builder | Problem Solver', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Alex Rivera' }).first().isVisible()).toBe(true);

    const tutorial = page.getByRole('region', { name: 'Learn With My Tutorials' });
    const video = tutorial.getByRole('link', { name: /opens in a new tab/ }).first();
    expect(await video.getAttribute('target')).toBe('_blank');
    expect(await video.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(await tutorial.getByRole('link', { name: /Visit my channel/ }).getAttribute('href')).toMatch(/youtube\.com\/@/);
    // The thumbnail is this site's copy (decision 021); with the provider unreachable here, the
    // settings' local image answers for it.
    const thumbnail = tutorial.getByRole('img');
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/thumbnails\/\w+\.jpg\?w=800&q=75$/);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    const projects = await api<ProjectSummary[]>('/api/projects');
    const featured = page.getByRole('region', { name: 'Featured Projects' });
    expect(await featured.getByRole('heading', { level: 3 }).allTextContents()).toEqual(projects.slice(0, 6).map((p) => p.title));
    expect(await featured.getByRole('link', { name: 'View All Featured Projects' }).getAttribute('href')).toBe('/works');

    const templates = await api<TemplateSummary[]>('/api/templates');
    const premium = page.getByRole('region', { name: 'Premium Templates' });
    expect(await premium.getByRole('heading', { level: 3 }).allTextContents()).toEqual(templates.map((t) => t.title));
    expect(await premium.getByRole('link', { name: 'View All Premium Templates' }).getAttribute('href')).toBe('/templates');

    const posts = await api<PostSummary[]>('/api/blog');
    const latest = page.getByRole('region', { name: 'Latest Posts' });
    expect(await latest.getByRole('heading', { level: 3 }).allTextContents()).toEqual(posts.slice(0, 3).map((p) => p.title));
    expect(await latest.getByRole('link', { name: 'View All Latest Posts' }).getAttribute('href')).toBe('/blog');

    expect(await page.getByRole('heading', { name: 'What My Clients Say' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows each card list on a phone as one sideways row a card reaches by keyboard, and as a grid on a desktop', async () => {
    const phone = await e2e.browser.newPage({ viewport: PHONE });
    await phone.goto(e2e.server.url);
    await waitForHydration(phone);
    for (const [name, count] of [['Featured Projects', 6], ['Latest Posts', 3]] as const) {
      const row = phone.getByRole('list', { name });
      const cards = row.locator(':scope > li');
      expect(await cards.count(), name).toBe(count);
      const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, name).toBe(1);
      expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth), name).toBe(true);
    }
    // Tabbing to the last card's title brings it into the screen.
    const last = phone.getByRole('list', { name: 'Featured Projects' }).locator(':scope > li').last().getByRole('heading').getByRole('link');
    await last.focus();
    const box = (await last.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await phone.close();

    const desktop = await e2e.browser.newPage({ viewport: DESKTOP });
    await desktop.goto(e2e.server.url);
    await waitForHydration(desktop);
    // Below the first view the block is laid out once near the view (content-visibility).
    const grid = desktop.getByRole('list', { name: 'Featured Projects' });
    await grid.scrollIntoViewIfNeeded();
    const lefts = await grid
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size, JSON.stringify(lefts)).toBe(3);
    await desktop.close();
  });

  it('loads the first 3 card images eagerly, the rest lazily, at 400 px quality 75', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/works`);
    const images = page.locator('main article img');
    const loading = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('loading')));
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager']);
    expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']));
    for (const src of await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))) expect(src).toMatch(/\?w=400&q=75$/);
    const sizes = await images.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('width'), node.getAttribute('height')]));
    expect(sizes.every(([width, height]) => Number(width) > 0 && Number(height) > 0)).toBe(true);
    await page.close();
  });

  it('needs no skeleton on a server-rendered first load', async () => {
    const html = await (await fetch(e2e.server.url)).text();
    expect(html).not.toContain('Loading projects');
    expect(html).not.toContain('Loading posts');
  });
});
