// The first paint needs the HTML and nothing else (decisions 102 and 103), seen from Chromium: the
// page is painted, styled by its inline critical CSS, before any script but the page script is
// even requested; the one hashed stylesheet, linked in <body>, loads beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let post: string;
beforeAll(async () => {
  e2e = await startE2ESite();
  post = ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[])[0]!.slug;
});
afterAll(() => e2e?.close());

describe('the first paint', () => {
  it.each(['/', '/works', '/services', 'post'])('of %s comes before every script but the page script, and one stylesheet is fetched, from <body>', async (path) => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url + (path === 'post' ? `/blog/${post}` : path));
    await waitForHydration(page);
    // The page script may run before the browser's first paint is reported (on a busy machine).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      entry: document.querySelector<HTMLScriptElement>('body > script[type="module"]')!.src,
      fetched: performance
        .getEntriesByType('resource')
        .filter((resource) => /\/assets\/.+\.(js|css)$/.test(resource.name))
        .map((resource) => ({ url: resource.name, start: resource.startTime })),
    }));
    expect(timing.paint).toBeLessThan(Infinity);
    const early = timing.fetched.filter((resource) => resource.url !== timing.entry && !resource.url.endsWith('.css') && resource.start < timing.paint);
    expect(early).toEqual([]);
    expect(timing.fetched.filter((resource) => resource.url.endsWith('.css')).map((resource) => new URL(resource.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]{10}\.css$/)]);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('body link[rel="stylesheet"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is styled in its first view without the stylesheet', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    // No stylesheet could arrive: the first view must still look right.
    await page.route('**/assets/*.css', (route) => route.abort());
    await page.goto(`${e2e.server.url}/services`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await page.locator('header').first().evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.close();
  });
});
