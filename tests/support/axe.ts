// axe-core run in the page itself: the library is put into every frame once, then one
// `axe.run` scans the page and its frames. (@axe-core/playwright's `analyze()` opens a blank
// page and injects the library again for every scan, which tripled the cost of each.)
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe-core's findings on the page as it is now, one line per broken rule, frames included. */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const results = await page.evaluate(() => window.axe!.run(document, { resultTypes: ['violations'] }));
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`,
  );
}
