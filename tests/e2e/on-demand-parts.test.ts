// Parts of a page whose code loads on demand (decision 029): the home page below its hero, the
// footer, the drawer, a post's video and recent posts. Their code is held back at the network
// here: the page shows and keeps their server HTML meanwhile, a click on one of their buttons
// waits for the code and then takes effect, and a navigation in the browser shows a page only
// with its parts, never without them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { holdLaterScripts, waitForHydration, waitForRoot } from '../support/hydrated';
import { REPO_ROOT } from '../support/temp-site';

let e2e: E2ESite;
let settings: SiteSettings;
beforeAll(async () => {
  e2e = await startE2ESite();
  settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
});
afterAll(() => e2e?.close());

const testimonialShown = (page: Page) =>
  page.getByRole('region', { name: 'Client testimonials' }).locator('[aria-roledescription="slide"]').getAttribute('aria-label');

/**
 * Whether the footer's Privacy Policy link is shown. The footer is a block drawn later
 * (content-visibility: auto, decision 035): on a loaded machine it may not be laid out yet when
 * checked (a CI run saw it so), so it is brought into view first, as a visitor would scroll to it.
 */
async function footerLinkShown(page: Page): Promise<boolean> {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await link.scrollIntoViewIfNeeded();
  return link.isVisible();
}

describe('parts loaded on demand', () => {
  it('keep their server HTML until their code comes, and a click made meanwhile takes effect once it has', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    // Held long enough that a loaded machine still checks the server HTML while the code waits.
    const later = await holdLaterScripts(page, e2e.server.url, 8000);
    await page.goto(e2e.server.url);
    await waitForRoot(page);
    const names = settings.testimonials.map((testimonial) => testimonial.name);

    // The app has hydrated; the sections below the hero are still the server's.
    expect(await page.locator('[data-on-demand]:has([aria-label="Client testimonials"])').getAttribute('data-on-demand')).toBe('waiting');
    await expect.poll(() => later.length).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'What My Clients Say' }).isVisible()).toBe(true);
    expect(await footerLinkShown(page)).toBe(true);
    expect(await testimonialShown(page)).toBe(`1 of 3: ${names[0]}`);

    await page.getByRole('region', { name: 'Client testimonials' }).getByRole('button', { name: 'Next testimonial' }).click();
    expect(await testimonialShown(page)).toBe(`1 of 3: ${names[0]}`);
    await expect.poll(() => testimonialShown(page), { timeout: 20_000 }).toBe(`2 of 3: ${names[1]}`);

    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('open the navigation drawer on a phone when it is tapped before its code has come', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await holdLaterScripts(page, `${e2e.server.url}/services`, 1500);
    await page.goto(`${e2e.server.url}/services`);
    await waitForRoot(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor({ timeout: 10_000 });
    await drawer.getByRole('link', { name: 'Works' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/works');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("are loaded with a page reached in the browser: the page never shows without them", async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/works`);
    await waitForHydration(page);
    // Their code comes late: the navigation waits for it rather than drawing the home page without them.
    await holdLaterScripts(page, `${e2e.server.url}/works`, 1000);
    await page.evaluate(() => {
      const record = window as unknown as { partsMissing: boolean };
      record.partsMissing = false;
      new MutationObserver(() => {
        const hero = [...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'Crafting Digital Solutions');
        if (hero && !document.getElementById('testimonials-heading')) record.partsMissing = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Crafting Digital Solutions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'What My Clients Say' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { partsMissing: boolean }).partsMissing)).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('whose code cannot be loaded keep the server HTML, and do not hold up a navigation', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    // Every script but the page's first load and the home page's own module fails: the parts' code.
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { routes: Record<string, string[]> };
    const homePage = new Set(manifest.routes['home-page']);
    const later = await holdLaterScripts(page, `${e2e.server.url}/works`, 0, (pathname) => !homePage.has(pathname));
    await page.goto(`${e2e.server.url}/works`);
    await waitForRoot(page);
    await expect.poll(() => later.length).toBeGreaterThan(0);
    // The footer's code never came: its server HTML stays.
    expect(await footerLinkShown(page)).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Crafting Digital Solutions' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    // The footer is still there, now as plain HTML; React logged that it drew it anew.
    expect(await footerLinkShown(page)).toBe(true);
    expect(problems.filter((problem) => !problem.startsWith('console: Hydration error:'))).toEqual([]);
    await page.close();
  });
});
