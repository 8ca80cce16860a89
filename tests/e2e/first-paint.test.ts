// The first paint needs the HTML and nothing else (decisions 021 and 0XX-critical-css), seen from
// Chromium: the page is painted, styled by its inline critical CSS, before any script but the
// tiny entry is even requested; the one hashed stylesheet, linked in <body>, loads beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { slowApi, waitForDrawn, waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let post: string;
beforeAll(async () => {
  e2e = await startE2ESite();
  post = ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[])[0]!.slug;
});
afterAll(() => e2e?.close());

describe('the first paint', () => {
  it.each(['/', '/works', '/services', 'post'])('of %s comes before every script but the entry, and one stylesheet is fetched, from <body>', async (path) => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url + (path === 'post' ? `/blog/${post}` : path));
    await waitForHydration(page);
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
    expect(timing.fetched.length).toBeGreaterThan(3);
    expect(timing.fetched.filter((resource) => resource.url.endsWith('.css')).map((resource) => new URL(resource.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]{10}\.css$/)]);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('body link[rel="stylesheet"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is styled without a stylesheet request, and so is what a client navigation shows', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    // No stylesheet could arrive: the first view must still look right.
    await page.route('**/assets/*.css', (route) => route.abort());
    await page.goto(`${e2e.server.url}/services`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await page.locator('header').first().evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.close();

    // A skeleton shown only after a client navigation is animated: its rules were inlined too.
    const next = await e2e.browser.newPage({ viewport: PHONE });
    await next.route('**/assets/*.css', (route) => route.abort());
    await next.goto(`${e2e.server.url}/services`);
    await waitForHydration(next);
    await slowApi(next, '/api/blog', 1500);
    await next.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/blog"]')!.click());
    const skeleton = next.getByRole('status', { name: 'Loading posts' }).first();
    await skeleton.waitFor();
    expect(await skeleton.evaluate((element) => getComputedStyle(element.querySelector('.animate-pulse') ?? element).animationName)).not.toBe('none');
    await next.close();
  });

  it('lays out the first view alone; the blocks below it are drawn one by one once the app runs', async () => {
    const skipped = (page: import('playwright-core').Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('.drawn-later')].map((block) => block.querySelector('h2, a, p')!.checkVisibility({ contentVisibilityAuto: true })),
      );
    // Without scripts, as at the first paint: the hero is laid out, the blocks below it are not.
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${e2e.server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    const before = await skipped(page);
    // The map carousel, the testimonials, three home sections and the footer. The browser draws
    // a block near the view at once (on a phone's compact home, the map carousel and the
    // testimonials just under the tutorial may be), the rest not.
    expect(before).toHaveLength(6);
    expect(before.slice(2)).toEqual([false, false, false, false]);
    // Scrolled to, a block is drawn by the browser itself.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('footer h2')!.checkVisibility({ contentVisibilityAuto: true }));
    await page.close();

    // With the app, every block is drawn soon after hydration, with the page at the top.
    const app = await e2e.browser.newPage({ viewport: PHONE });
    await app.goto(`${e2e.server.url}/`);
    await waitForHydration(app);
    await waitForDrawn(app);
    expect((await skipped(app)).every(Boolean)).toBe(true);
    expect(await app.evaluate(() => window.scrollY)).toBe(0);
    await app.close();
  });
});
