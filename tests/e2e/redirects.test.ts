// An old address of a post (aliases:, decision 065) brings a visitor in Chromium to the post
// itself, through the built server's 301.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
});
afterAll(() => e2e?.close());

const POST = '---\ntitle: A Post That Moved House\nsummary: It used to live at another address.\npublishedAt: 2025-03-05\naliases: [/posts/old-house/]\nredirect_from: /2019/05/old-house.html\n---\n\nThe body of the post that moved.\n';

describe('an old address', () => {
  it('takes the browser to the post, its heading shown', async () => {
    await writeFile(path.join(e2e.site.contentDir, 'posts', 'moved-house.md'), POST);
    await expect.poll(async () => (await fetch(`${e2e.server.url}/posts/old-house/`, { redirect: 'manual' })).status, { timeout: 5000 }).toBe(301);
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page, e2e.server.url);
    for (const from of ['/posts/old-house/', '/2019/05/old-house.html']) {
      const response = await page.goto(`${e2e.server.url}${from}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/blog/moved-house');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('A Post That Moved House');
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
