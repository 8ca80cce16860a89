// Dark mode (decision 063), in Chromium: a page follows the system's light or dark preference;
// the header's toggle overrides it in both directions, is remembered across reloads, and works
// before the app has loaded; the first paint already has the remembered theme. (axe, contrast
// included, scans every public route in both themes: accessibility.test.ts.)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';

type Scheme = 'light' | 'dark';

let e2e: E2ESite;
let post: string;
beforeAll(async () => {
  e2e = await startE2ESite();
  post = ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[])[0]!.slug;
});
afterAll(() => e2e?.close());

const other = (scheme: Scheme): Scheme => (scheme === 'dark' ? 'light' : 'dark');

/**
 * A computed colour as [r, g, b]: Chromium reports the palette's oklch() colours as written, so
 * a canvas converts them.
 */
function rgbOf(page: Page, colour: string): Promise<number[]> {
  return page.evaluate((css) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, colour);
}

/** The theme the page shows, read from the body's painted background: dark or light. */
async function shownTheme(page: Page): Promise<Scheme> {
  const [r, g, b] = await rgbOf(page, await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 128 ? 'dark' : 'light';
}

const toggle = (page: Page, to: Scheme) => page.getByRole('button', { name: `Switch to ${to} theme` });

async function open(colorScheme: Scheme, path = '/', options: { viewport?: typeof DESKTOP } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ colorScheme, viewport: options.viewport ?? DESKTOP });
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  return { context, page };
}

describe('dark mode', () => {
  it.each(['/', '/works', 'post', '/services'])('%s follows the system: dark when it prefers dark, light when it prefers light', async (path) => {
    for (const scheme of ['dark', 'light'] as const) {
      const { context, page } = await open(scheme, path === 'post' ? `/blog/${post}` : path);
      const problems = watchPageErrors(page, e2e.server.url);
      await waitForHydration(page);
      expect(await shownTheme(page), `${path} in ${scheme}`).toBe(scheme);
      // Form controls and scrollbars follow too.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
      expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
      await expect.poll(() => toggle(page, other(scheme)).isVisible()).toBe(true);
      expect(await toggle(page, scheme).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it.each(['dark', 'light'] as const)('the toggle overrides a %s system, and the choice survives a reload and a change of the system', async (system) => {
    const { context, page } = await open(system, '/', { viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await waitForHydration(page);
    await toggle(page, other(system)).click();
    expect(await shownTheme(page)).toBe(other(system));
    expect(await page.locator('html').getAttribute('data-theme')).toBe(other(system));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(other(system));

    await page.reload();
    await waitForHydration(page);
    expect(await shownTheme(page)).toBe(other(system));
    // Another page keeps it too.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/services');
    expect(await shownTheme(page)).toBe(other(system));
    // The system changing its mind does not undo a choice.
    await page.emulateMedia({ colorScheme: other(system) });
    await page.emulateMedia({ colorScheme: system });
    expect(await shownTheme(page)).toBe(other(system));

    // Choosing the system's own theme again forgets the choice: the page follows the system.
    await toggle(page, system).click();
    expect(await shownTheme(page)).toBe(system);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('folio-theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: other(system) });
    expect(await shownTheme(page)).toBe(other(system));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggles before the app has loaded, and the inline script alone restores the choice', async () => {
    const context = await e2e.browser.newContext({ colorScheme: 'light', viewport: DESKTOP });
    const page = await context.newPage();
    // No script of the app ever arrives: only the inline theme script runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${e2e.server.url}/services`);
    await toggle(page, 'dark').click();
    expect(await shownTheme(page)).toBe('dark');
    await page.reload();
    expect(await shownTheme(page)).toBe('dark');
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(false);
    await context.close();
  });

  it('paints the remembered theme from the first frame', async () => {
    const context = await e2e.browser.newContext({ colorScheme: 'light', viewport: PHONE });
    await context.addInitScript(() => {
      localStorage.setItem('folio-theme', 'dark');
      // The moment <body> exists, before anything can have been painted: what would be drawn.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const seen = {
          theme: document.documentElement.getAttribute('data-theme'),
          background: getComputedStyle(document.body).backgroundColor,
          painted: performance.getEntriesByType('paint').length,
        };
        (window as unknown as { seenAtBody: typeof seen }).seenAtBody = seen;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    await waitForHydration(page);
    const seen = await page.evaluate(() => (window as unknown as { seenAtBody: { theme: string; background: string; painted: number } }).seenAtBody);
    expect(seen).toEqual({ theme: 'dark', background: await page.evaluate(() => getComputedStyle(document.body).backgroundColor), painted: 0 });
    expect(await shownTheme(page)).toBe('dark');
    await context.close();
  });

  it("gives a picture in a post's body an edge that shows on either page", async () => {
    const file = path.join(e2e.site.contentDir, 'posts', 'dark-pictures.md');
    await writeFile(file, '---\ntitle: Pictures on a dark page\nsummary: A post with a picture in its body.\npublishedAt: 2025-01-02\n---\nA diagram:\n\n![A diagram](/images/posts/vector-tiles-from-postgis.webp)\n');
    await waitFor(async () => (await fetch(`${e2e.server.url}/blog/dark-pictures`)).status === 200, 10_000);
    for (const scheme of ['dark', 'light'] as const) {
      const { context, page } = await open(scheme, '/blog/dark-pictures');
      const picture = page.getByRole('img', { name: 'A diagram' });
      const edge = await picture.evaluate((element) => getComputedStyle(element).boxShadow);
      expect(edge, scheme).toMatch(/^\S+\([^)]+\) 0px 0px 0px 1px$/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await rgbOf(page, edge.slice(0, edge.indexOf(')') + 1)), scheme).not.toEqual(await rgbOf(page, background));
      await context.close();
    }
  });

  it('without scripts, follows the system and shows no toggle that could not work', async () => {
    for (const scheme of ['dark', 'light'] as const) {
      const context = await e2e.browser.newContext({ colorScheme: scheme, javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/`);
      expect(await shownTheme(page)).toBe(scheme);
      expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
      await context.close();
    }
  });
});
