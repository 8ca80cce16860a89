// The blog's pages in Chromium (decision 058): a blog of 120 posts, its page links followed from
// the keyboard, the pages hydrated without a mismatch, and axe clean on a page of the list and on
// the 404 of a page past the end.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from '../support/browser';
import { waitForHydration } from '../support/hydrated';
import { writeManyPosts } from '../support/many-posts';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

let site: TempSite;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  site = await createTempSite();
  await writeManyPosts(site, 120);
  [server, browser] = await Promise.all([startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.cleanup();
});

describe('the blog in pages of 50', () => {
  it('goes to the next page and back from the keyboard, each page hydrated without an error', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, server.url);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    expect(await pages.getByText('Page 1 of 3').count()).toBe(1);
    expect(await page.locator('main article').count()).toBe(50);

    await pages.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/blog?page=2`);
    await waitForHydration(page);
    expect(await page.locator('main article').count()).toBe(50);
    expect(await page.locator('main article h2').first().textContent()).toBe('Post number 70');
    expect(await pages.getByText('Page 2 of 3').count()).toBe(1);

    await pages.getByRole('link', { name: 'Previous page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/blog`);
    await waitForHydration(page);
    expect(await page.locator('main article h2').first().textContent()).toBe('Post number 120');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the tag filter on the next page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${server.url}/blog?tag=Even`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${server.url}/blog?page=2&tag=Even`);
    expect(await page.locator('main article h2').allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Post number ${20 - 2 * i}`),
    );
    await page.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['375 px', PHONE],
  ])('finds no axe violation on a later page and on a page past the end (%s)', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    const violations: string[] = [];
    for (const path of ['/blog?page=2', '/blog?page=9']) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      for (const violation of await axeViolations(page)) violations.push(`${path}: ${violation}`);
    }
    expect(violations).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await page.close();
  });
});

