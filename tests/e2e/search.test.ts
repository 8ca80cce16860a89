// Search (decision 062) in Chromium: the header's box (a plain form) leads to /search, which lists
// a post found by a word of its body and not a draft holding the same word; the search page's box
// searches as the visitor types (an island); on a phone the header's search link leads there; it
// works without JavaScript; every state is axe-clean.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/lib/search';
import { axeViolations } from '../support/axe';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration, waitForRoot } from '../support/hydrated';

const PHONE_390 = { width: 390, height: 844 };
let e2e: E2ESite;

const post = (title: string, body: string, extra = '') => `---\ntitle: ${title}\nsummary: A post the search test writes.\npublishedAt: 2024-05-01\n${extra}---\n\n${body}\n`;

beforeAll(async () => {
  e2e = await startE2ESite();
  const posts = path.join(e2e.site.contentDir, 'posts');
  await writeFile(path.join(posts, 'harbour-cranes.md'), post('Harbour cranes', 'The cranes at the port are painted quillwort green.'));
  await writeFile(path.join(posts, 'draft-cranes.md'), post('Draft about cranes', 'Quillwort is in this draft too.', 'draft: true\n'));
  const found = async () => ((await (await fetch(`${e2e.server.url}/api/search?q=quillwort`)).json()) as SearchAnswer).total;
  for (const started = Date.now(); (await found()) !== 1; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 10_000) throw new Error('the server did not index the test posts within 10 s');
  }
});
afterAll(() => e2e?.close());

/** Tabs from the top of the page until the search box has the focus: it must be reachable by keyboard. */
async function tabToSearchBox(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'q')) return;
  }
  throw new Error('the search box was not reached with Tab');
}

describe('search', () => {
  it('finds a post by a word of its body from the header box, never the draft, and is axe-clean', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/blog`);
    await waitForHydration(page);
    await tabToSearchBox(page);
    await page.keyboard.type('quillwort');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=quillwort$/);
    const main = page.locator('main');
    expect(await main.getByRole('searchbox', { name: 'Search posts' }).inputValue()).toBe('quillwort');
    expect(await main.getByRole('status').textContent()).toBe('1 post found for “quillwort”.');
    expect(await main.locator('article h2').allTextContents()).toEqual(['Harbour cranes']);
    expect(await main.locator('article').textContent()).toContain('painted quillwort green');
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('link', { name: 'Harbour cranes' }).click();
    await page.waitForURL(/\/blog\/harbour-cranes$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says when nothing is found, and shows the empty page, both axe-clean', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/search?q=nothingzzq`);
    expect(await page.locator('main').getByRole('status').textContent()).toBe('No results for “nothingzzq”.');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${e2e.server.url}/search`);
    expect(await page.locator('main').textContent()).toContain('Type a word or two');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('at 390 px: the header keeps its width, its search link leads to the box, and results are axe-clean', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE_390 });
    await page.goto(`${e2e.server.url}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
    await header.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    await page.locator('main').getByRole('searchbox', { name: 'Search posts' }).fill('quillwort');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=quillwort$/);
    expect(await page.locator('main article h2').allTextContents()).toEqual(['Harbour cranes']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // The drawer holds a box too.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('searchbox', { name: 'Search posts' }).fill('cranes');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=cranes$/);
    expect(await page.locator('main article h2').allTextContents()).toEqual(['Harbour cranes']);
    await page.close();
  });

  it.each([768, 1024])('keeps the header on one row at %i px, the search reachable', async (width) => {
    const page = await e2e.browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${e2e.server.url}/`);
    await waitForHydration(page);
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const search = width >= 1024 ? header.getByRole('searchbox', { name: 'Search posts' }) : header.getByRole('link', { name: 'Search' });
    expect(await search.isVisible()).toBe(true);
    // Every part of the bar within its width, none pushed past the edge.
    const right = await header.locator('a, button, input').evaluateAll((nodes) => Math.max(...nodes.filter((node) => (node as HTMLElement).offsetParent).map((node) => node.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(width);
    await page.close();
  });

  it('searches as the visitor types on the search page, the address following, without a page load', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE_390 });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/search?q=nothingzzq`);
    await waitForRoot(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const main = page.locator('main');
    const box = main.getByRole('searchbox', { name: 'Search posts' });
    await box.click();
    await page.locator('folio-island[data-island="search-box"][data-state="hydrated"]').waitFor({ state: 'attached' });

    await box.fill('quillwort');
    await main.getByText('1 post found for “quillwort”.').waitFor();
    expect(await main.locator('article h2').allTextContents()).toEqual(['Harbour cranes']);
    expect(await main.getByRole('link', { name: 'Harbour cranes' }).getAttribute('href')).toBe('/blog/harbour-cranes');
    expect(new URL(page.url()).search).toBe('?q=quillwort');
    expect(await page.title()).toMatch(/^Search: quillwort/);
    expect(await axeViolations(page)).toEqual([]);

    await box.fill('quillwort '.repeat(11));
    await main.getByRole('alert').getByText(/The search is too long/).waitFor();
    await box.fill('');
    await main.getByText('Type a word or two').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without JavaScript', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/works`);
    await page.locator('header').getByRole('searchbox', { name: 'Search posts' }).fill('quillwort');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=quillwort$/);
    expect(await page.locator('main article h2').allTextContents()).toEqual(['Harbour cranes']);
    await context.close();
  });
});
