// Navigation between pages (issue 43): plain links, which Chromium prerenders from the rules
// every page names in its Speculation-Rules header (server/http/speculation-rules.ts). Checked
// here with the browser's own URL patterns: which links the rules allow, and that a page link the
// visitor points at is fetched before the click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForRoot } from '../support/hydrated';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
});
afterAll(() => e2e?.close());

interface Rules {
  prerender: { where: { and: [{ href_matches: string }, { not: { href_matches: string[] } }, unknown] } }[];
}

describe('speculation rules', () => {
  it('allow the site’s pages and never the console, the API, previews, feeds or files', async () => {
    const rules = (await (await fetch(`${e2e.server.url}/speculation-rules.json`)).json()) as Rules;
    const [include, exclude] = rules.prerender[0]!.where.and;
    const page = await e2e.browser.newPage();
    await page.goto(e2e.server.url);
    const allowed = (href: string) =>
      page.evaluate(
        ([url, yes, no]) => {
          const Pattern = (window as unknown as { URLPattern: new (input: string, base: string) => { test: (url: string) => boolean } }).URLPattern;
          const matches = (pattern: string) => new Pattern(pattern, location.href).test(new URL(url, location.href).href);
          return matches(yes) && !no.some(matches);
        },
        [href, include.href_matches, exclude.not.href_matches] as const,
      );
    for (const href of ['/', '/works', '/works/a-project', '/blog', '/blog?tag=Mapping', '/blog/a-post', '/services', '/contact', '/search?q=maps', '/privacy']) {
      expect(await allowed(href), href).toBe(true);
    }
    for (const href of ['/admin', '/admin/blog', '/api/blog', '/api/templates/x/export', '/preview/abc', '/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml', '/demos/map.html', '/media/posts/a.png']) {
      expect(await allowed(href), href).toBe(false);
    }
    expect(await allowed('https://example.com/works')).toBe(false);
    await page.close();
  });

  it('fetch a page link the visitor points at before the click, and the page then opens complete', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await waitForRoot(page);
    const served = () => e2e.server.messages().split('\n').filter((line) => line.startsWith('GET /services ')).length;
    const before = served();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).hover();
    await expect.poll(served, { timeout: 10_000 }).toBeGreaterThan(before);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Services & Pricing');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    await page.close();
    expect(problems).toEqual([]);
  });
});
