import type { Page } from 'playwright-core';

/** Resolves once React has hydrated the document (its root container is attached). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
}

/** Delays the browser's requests to one API path, so loading states can be seen. */
export async function slowApi(page: Page, path: string, delayMs: number): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
