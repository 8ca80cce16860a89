// A post body that tries to pass for one of the page's own islands or elements (decision 102):
// the sanitizer lets no <folio-island> or script-naming attribute through and namespaces ids, so
// the page starts no script of the body's choosing and its own elements stay its own: no form,
// no style, no changed mailto link, no redirect.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';

const CRAFTED_PROPS = JSON.stringify({ email: 'attacker@evil.example' }).replace(/"/g, '&quot;');

const BODY = [
  `<folio-island data-island="contact-form" data-src="/assets/page-evil.js" data-when="load" data-prefix="i0-" data-props="${CRAFTED_PROPS}"><p>island</p></folio-island>`,
  `<div data-src="/assets/island-evil.js" data-when="load" data-island="contact-form">not an island</div>`,
  `<form id="main"><input name="main"></form>`,
  `<a name="main" href="#main">clobber</a>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<style>*{display:none}</style>`,
].join('\n');

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
  await writeFile(
    path.join(e2e.site.contentDir, 'posts/clobbering-post.html'),
    `---\ntitle: Clobbering Post\nsummary: A body that tries to pass for an island.\npublishedAt: 2025-01-01\n---\n${BODY}\n`,
  );
  await waitFor(async () => (await fetch(`${e2e.server.url}/api/blog/clobbering-post`)).status === 200, 10_000);
});
afterAll(() => e2e?.close());

describe('a post body that imitates an island', () => {
  it('starts no island and no script of its own, and leaves the page its own elements', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${e2e.server.url}/blog/clobbering-post`);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${e2e.server.url}/blog/clobbering-post`);
      expect(await page.locator('article folio-island, article [data-src], article [data-island]').count()).toBe(0);
      expect(scripts.filter((script) => script.includes('evil'))).toEqual([]);
      expect(await page.getByText('island', { exact: true }).count()).toBe(1);
      expect(await page.locator('#main').evaluate((element) => element.tagName)).toBe('MAIN');
      expect(await page.locator('[name="main"]').count()).toBe(0);
      expect(await page.locator('form[id="main"], article style').count()).toBe(0);
      expect(await page.locator('meta[http-equiv]').count()).toBe(0);
      const mailto = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(mailto.length).toBeGreaterThan(0);
      expect(mailto.every((href) => href === 'mailto:hello@alexrivera.dev')).toBe(true);
      expect(await page.getByRole('heading', { level: 1, name: 'Clobbering Post' }).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
