// The template library in real Chromium (spec §2, §7, §8; issues 5 and 43): the list, each
// template's page with its live demo running (an island), the full-screen viewer in a new tab
// with its spinner, the zip export with its toasts, and the error states a browser can meet (the
// list's and a template's failed reads are the server render's: src/pages/template-pages.test.tsx). A content entry whose
// componentPath names no template ('broken-demo') drives the component and export failures.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateSummary } from '../../src/lib/content-types';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

/** Each template's own h1 (its hero headline), which the viewer shows as the page heading. */
const HEADLINES: Record<string, string> = {
  'developer-portfolio': 'I build fast web apps that turn visitors into customers',
  'map-product-landing': 'Every delivery on one live map',
  'real-estate-listings': 'Find your place by the sea',
};
const BROKEN = 'broken-demo';

let e2e: E2ESite;
let templates: TemplateSummary[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await startE2ESite();
  const entry = ['---', 'title: Broken Demo', 'description: An entry whose component is not a known template.', 'image: /images/templates/developer-portfolio.webp'];
  entry.push('componentPath: no-such-template', 'publishedAt: 2020-01-01', '---', 'Nothing to run.', '');
  await writeFile(path.join(e2e.site.contentDir, 'templates', `${BROKEN}.md`), entry.join('\n'));
  // The server's watcher indexes the new file within about 100 ms.
  for (let tries = 0; (await fetch(`${e2e.server.url}/api/templates/${BROKEN}`)).status !== 200; tries++) {
    if (tries > 100) throw new Error(`${BROKEN} was never indexed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  templates = (await (await fetch(`${e2e.server.url}/api/templates`)).json()) as TemplateSummary[];
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => e2e?.close());

async function newPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

async function open(urlPath: string, viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(viewport);
  const problems = watchPageErrors(page, e2e.server.url);
  await page.goto(e2e.server.url + urlPath);
  await waitForHydration(page);
  return { page, problems };
}

/** The card titles in the page's main content (the footer has headings of its own). */
const cardTitles = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

/** Every <img> inside `scope` has loaded (so the template's public/ files are served). */
async function brokenImages(page: Page, scope: string): Promise<string[]> {
  await page.waitForFunction((selector) => [...document.querySelectorAll(`${selector} img`)].every((img) => (img as HTMLImageElement).complete), scope);
  return page.locator(`${scope} img`).evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth === 0).map((img) => img.getAttribute('src') ?? ''));
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
const demo = (page: Page, title: string) => page.getByRole('region', { name: `Live demo of ${title}` });
const real = () => templates.filter((template) => template.slug !== BROKEN);

describe('templates list', () => {
  it.each([
    [PHONE, 1],
    [{ width: 800, height: 900 }, 2],
    [DESKTOP, 3],
  ])('shows every template as a card at %o in %i column(s)', async (viewport, columns) => {
    const { page, problems } = await open('/templates', viewport);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Templates');
    expect(await cardTitles(page).allTextContents()).toEqual(templates.map((template) => template.title));
    const grid = page.locator('main article').first().locator('..');
    expect(await grid.evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length)).toBe(columns);
    expect(problems).toEqual([]);
  });

  it('comes whole with the page: a link to it shows every card, and the browser fetches no list', async () => {
    // Pages are server HTML (decision 102): the list's spinner and fetch error are the server
    // render's states now (src/pages/template-pages.test.tsx), never a browser fetch's.
    const { page } = await open('/about');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/templates')) fetched.push(request.url());
    });
    await Promise.all([page.waitForURL('**/templates'), page.getByRole('contentinfo').getByRole('link', { name: 'Templates', exact: true }).click()]);
    expect(await cardTitles(page).allTextContents()).toEqual(templates.map((template) => template.title));
    expect(await page.getByRole('status').filter({ hasText: 'Loading templates' }).count()).toBe(0);
    expect(fetched).toEqual([]);
  });

  it('opens the full-screen viewer in a new tab from Preview', async () => {
    const { page } = await open('/templates');
    const [first] = real();
    const preview = page.getByRole('link', { name: `Preview ${first!.title} (opens in a new tab)` });
    expect(await preview.getAttribute('target')).toBe('_blank');
    const [viewer] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await viewer.waitForURL(`**/template-view/${first!.slug}`);
    await expect.poll(() => viewer.getByRole('heading', { level: 1 }).first().textContent()).toBe(HEADLINES[first!.slug]);
  });
});

describe('template detail and viewer', () => {
  it.each(Object.keys(HEADLINES))('%s: shows its page with the live demo running, axe-clean', async (slug) => {
    const template = (await (await fetch(`${e2e.server.url}/api/templates/${slug}`)).json()) as Template;
    const { page, problems } = await open(`/templates/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(template.title);
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(template.tags);
    expect(await page.getByText(template.description, { exact: true }).isVisible()).toBe(true);
    const firstParagraph = /<p>([^<]{20,60})/.exec(template.content)?.[1];
    expect(await page.locator('main .prose').textContent()).toContain(firstParagraph);

    expect(await page.getByRole('heading', { level: 2, name: 'Live Demo' }).isVisible()).toBe(true);
    const frame = demo(page, template.title);
    await frame.getByRole('heading', { level: 1, name: HEADLINES[slug] }).waitFor();
    expect(await brokenImages(page, `[aria-label="Live demo of ${template.title}"]`)).toEqual([]);

    expect(await page.getByRole('link', { name: 'Back to Templates' }).getAttribute('href')).toBe('/templates');
    expect(await page.getByRole('button', { name: 'Export Template' }).isEnabled()).toBe(true);
    const view = page.getByRole('link', { name: /^View Template/ });
    expect([await view.getAttribute('href'), await view.getAttribute('target')]).toEqual([`/template-view/${slug}`, '_blank']);

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(HEADLINES))('%s: the viewer shows the template alone at full size, axe-clean', async (slug) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems } = await open(`/template-view/${slug}`, viewport);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(HEADLINES[slug]);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
      // The template's root spans the whole window.
      const [width, windowWidth] = await page.getByRole('main').locator('..').evaluate((node) => [node.getBoundingClientRect().width, document.documentElement.clientWidth]);
      expect(width).toBe(windowWidth);
      expect(await brokenImages(page, 'body')).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    }
  });

  it('runs the demo inside the page without touching its address, and on its own in the viewer', async () => {
    const { page, problems } = await open('/templates/real-estate-listings');
    const frame = demo(page, 'Real Estate Listings');
    await frame.getByRole('heading', { level: 1, name: HEADLINES['real-estate-listings'] }).waitFor();
    await frame.getByRole('combobox', { name: 'Buy or rent' }).last().selectOption('rent');
    await frame.getByText('4 homes match your search').waitFor();
    await frame.getByRole('button', { name: 'Hilltop cottage with a view', exact: true }).first().click();
    await frame.getByRole('heading', { level: 1, name: 'Hilltop cottage with a view' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/templates/real-estate-listings');

    const { page: viewer } = await open('/template-view/real-estate-listings');
    await viewer.getByRole('heading', { level: 1, name: HEADLINES['real-estate-listings'] }).waitFor();
    await viewer.getByRole('combobox', { name: 'Buy or rent' }).last().selectOption('rent');
    await viewer.waitForURL('**/template-view/real-estate-listings?status=rent');
    expect(problems).toEqual([]);
  });

  it('opens the viewer in a new tab from View Template', async () => {
    const { page } = await open('/templates/map-product-landing');
    const [viewer] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^View Template/ }).click()]);
    await viewer.waitForURL('**/template-view/map-product-landing');
    // A fresh tab loads the app and the template's own code before the template draws itself.
    await expect.poll(() => viewer.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 10_000 }).toBe(HEADLINES['map-product-landing']);
  });

  it('shows a spinner in the viewer until its scripts have loaded', async () => {
    const page = await newPage();
    // Scripts are held until the spinner has been seen, then let through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/template-view/developer-portfolio`, { waitUntil: 'commit' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading template' });
    await spinner.waitFor();
    expect(await page.getByRole('heading', { level: 1, name: HEADLINES['developer-portfolio'] }).count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: HEADLINES['developer-portfolio'] }).waitFor();
    expect(await spinner.count()).toBe(0);
  });
});

describe('export', () => {
  it("downloads {slug}.zip and toasts 'Success' / 'Template exported successfully!'", async () => {
    const { page, problems } = await open('/templates/developer-portfolio');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Template' }).click()]);
    expect(download.suggestedFilename()).toBe('developer-portfolio.zip');
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
    expect(zip.includes('developer-portfolio/package.json')).toBe(true);
    const toast = toasts(page).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Success');
    expect(await toast.textContent()).toContain('Template exported successfully!');
    expect(problems).toEqual([]);
  });

  it("toasts 'Error' / 'Failed to export template' when the export fails", async () => {
    const { page } = await open(`/templates/${BROKEN}`);
    await page.getByRole('button', { name: 'Export Template' }).click();
    const toast = toasts(page).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Error');
    expect(await toast.textContent()).toContain('Failed to export template');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
  });
});

describe('error states', () => {
  it("shows 'Failed to load template component' in the live demo and the viewer for an unknown component", async () => {
    const { page, problems } = await open(`/templates/${BROKEN}`);
    await demo(page, 'Broken Demo').getByRole('alert').filter({ hasText: 'Failed to load template component' }).waitFor();
    const { page: viewer } = await open(`/template-view/${BROKEN}`);
    await viewer.getByRole('alert').filter({ hasText: 'Failed to load template component' }).waitFor();
    expect(await viewer.getByRole('heading', { level: 1 }).textContent()).toBe('Broken Demo');
    expect(await axeViolations(viewer)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows 'Error' and 'Template not found' for an unknown slug, with Back to Templates", async () => {
    const { page } = await open('/templates/no-such-template');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Error');
    expect(await page.getByText('Template not found', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Templates' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Templates');
  });

  it('says clearly that an unknown template cannot be viewed', async () => {
    const { page } = await open('/template-view/no-such-template');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Template not found');
    expect(await page.getByText('There is no template called “no-such-template”.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse all templates' }).getAttribute('href')).toBe('/templates');
  });
});
