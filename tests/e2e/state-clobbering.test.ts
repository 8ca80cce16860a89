// A post body that tries to stand in for the page's own state element (DOM clobbering): with ids
// from content namespaced and the state read only from a JSON script under <body>, the page has
// exactly one state element, hydrates from the server's state, and the body's crafted state
// renders nothing: no form, no style, no changed mailto link, no redirect.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';

const CRAFTED_STATE = JSON.stringify({
  assets: { entry: '/assets/none.js', css: [], preload: [] },
  siteUrl: 'https://evil.example',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['/api/settings'],
        queryHash: '["/api/settings"]',
        state: { data: { owner: { name: '<form action=https://evil.example><style>*{display:none}</style>', email: 'attacker@evil.example' } }, status: 'success', dataUpdatedAt: 1 },
      },
    ],
  },
}).replace(/</g, '&lt;');

const BODY = [
  `<p id="folio-state">${CRAFTED_STATE}</p>`,
  `<form id="folio-state"><input name="folio-state"></form>`,
  `<a name="folio-state" href="#folio-state">clobber</a>`,
  `<img name="folio-state" src="/favicon.svg" alt="x">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<p id="main-content">Not the real main content</p>`,
].join('\n');

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
  await writeFile(
    path.join(e2e.site.contentDir, 'posts/clobbering-post.html'),
    `---\ntitle: Clobbering Post\nsummary: A body that tries to replace the page state.\npublishedAt: 2025-01-01\n---\n${BODY}\n`,
  );
  await waitFor(async () => (await fetch(`${e2e.server.url}/api/blog/clobbering-post`)).status === 200, 10_000);
});
afterAll(() => e2e?.close());

describe('a post body that imitates the page state', () => {
  it('leaves exactly one state element, and the page hydrates from the server state', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    try {
      await page.goto(`${e2e.server.url}/blog/clobbering-post`);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${e2e.server.url}/blog/clobbering-post`);
      expect(await page.locator('#folio-state').count()).toBe(1);
      expect(await page.locator('body > script#folio-state[type="application/json"]').count()).toBe(1);
      expect(await page.locator('p#user-content-folio-state').count()).toBe(1);
      expect(await page.locator('[name="folio-state"]').count()).toBe(0);
      expect(await page.locator('a[name="user-content-folio-state"]').count()).toBe(1);
      expect(await page.locator('form[action*="evil"], style:not(head style)').count()).toBe(0);
      expect(await page.locator('meta[http-equiv]').count()).toBe(0);
      const mailto = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(mailto.length).toBeGreaterThan(0);
      expect(mailto.every((href) => href === 'mailto:hello@alexrivera.dev')).toBe(true);
      expect(await page.getByRole('heading', { level: 1, name: 'Clobbering Post' }).count()).toBe(1);
      // The body's own in-page link was rewritten to its namespaced target.
      expect(await page.locator('a[href="#user-content-folio-state"]').count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
