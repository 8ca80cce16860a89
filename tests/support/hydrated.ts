import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AppState } from '../../src/app-state';
import { REPO_ROOT } from './temp-site';

/**
 * Resolves once React has hydrated the document (its root is attached, and the containers of the
 * page's parts loaded on demand are live), before those parts (components/ui/on-demand.tsx) may
 * have their code.
 */
export async function waitForRoot(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
  // Each part's container is marked once the page around it has hydrated and listens.
  await page.waitForFunction(() => document.querySelector('[data-on-demand=""]') === null);
}

/** Resolves once the whole page is hydrated: the document, and every part loaded on demand. */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForRoot(page);
  await page.waitForFunction(() => document.querySelector('[data-on-demand]:not([data-on-demand="ready"])') === null);
}

/**
 * Resolves once the page's blocks below the first view (`drawn-later`, decision 035) are drawn:
 * until then the browser skips their layout, and tools that read colours see no background.
 */
export async function waitForDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.drawn-later')].every((block) => block.style.contentVisibility === 'visible'));
}

/** Delays the browser's requests to one API path, so loading states can be seen. */
export async function slowApi(page: Page, path: string, delayMs: number): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Makes the scripts beyond a page's first load (its entry, the app and the route's preload list)
 * arrive `delayMs` late: the code of its parts loaded on demand, and of other pages. Those `fail`
 * picks fail instead. Returns their URLs as requested.
 */
export async function holdLaterScripts(page: Page, pageUrl: string, delayMs: number, fail: (pathname: string) => boolean = () => false): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text();
  const { assets } = JSON.parse(/<script id="folio-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as AppState;
  const { entryImports } = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { entryImports: string[] };
  const firstLoad = new Set([assets.entry, ...entryImports, ...assets.preload]);
  const later: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (!firstLoad.has(pathname)) {
      later.push(pathname);
      if (fail(pathname)) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.continue();
  });
  return later;
}
