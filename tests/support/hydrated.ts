// Waiting for a page's scripts in the browser (decision 102): the page script, which wires the
// page's behaviours and schedules its islands, and the islands themselves, each of which marks
// its element's `data-state` once hydrated.
import type { Page } from 'playwright-core';

/** Resolves once the page script has run: its behaviours are wired and its islands scheduled. */
export async function waitForRoot(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'started');
}

/**
 * Resolves once the page script has run and every island that starts without the visitor (at
 * load, when idle, or when visible and in view) has hydrated or failed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForRoot(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('folio-island[data-src]')].every((island) => {
      const settled = island.dataset.state === 'hydrated' || island.dataset.state === 'failed';
      return settled || island.dataset.when === 'interaction' || (island.dataset.when === 'visible' && island.dataset.state === undefined);
    }),
  );
}

/**
 * Starts every island on the page as a visitor's first touch would, and resolves once all have
 * hydrated: for tests of an island's behaviour rather than of when it starts.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await waitForRoot(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll<HTMLElement>('folio-island[data-src]')) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('folio-island[data-src]')].every((island) => island.dataset.state === 'hydrated'));
}

/** Delays the browser's requests to one API path, so loading states can be seen. */
export async function slowApi(page: Page, path: string, delayMs: number): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Makes every script beyond the page script (the islands' code) arrive `delayMs` late, and those
 * `fail` picks fail instead. Returns their URLs as requested.
 */
export async function holdLaterScripts(page: Page, pageUrl: string, delayMs: number, fail: (pathname: string) => boolean = () => false): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text();
  const pageScript = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  const later: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (pathname !== pageScript) {
      later.push(pathname);
      if (fail(pathname)) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.continue();
  });
  return later;
}
