// A project's share image in a real browser: the tags the server wrote name its own /og/ image,
// stay in the head once the page script has run, and the image they name loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSummary } from '../../src/lib/content-types';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { waitForRoot } from '../support/hydrated';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
});
afterAll(() => e2e?.close());

describe('share images', () => {
  it("gives a project its own og:image once, after the page script has run, and it loads as a 1200 × 630 image", async () => {
    const [project] = (await (await fetch(`${e2e.server.url}/api/projects`)).json()) as ProjectSummary[];
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/works/${project!.slug}`);
    await waitForRoot(page);
    const images = await page.locator('head meta[property="og:image"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(images).toHaveLength(1);
    expect(new URL(images[0]!).pathname).toBe(`/og/works/${project!.slug}.png`);
    expect(await page.locator('head meta[name="twitter:image"]').getAttribute('content')).toBe(images[0]);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = new URL(src).pathname + new URL(src).search;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, images[0]!);
    expect(size).toEqual([1200, 630]);
    await context.close();
    expect(problems).toEqual([]);
  });
});
