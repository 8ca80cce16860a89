// Deleted posts are recoverable, in Chromium: a post deleted in Manage Posts shows under Deleted
// posts with its history, and Restore brings it back as a new commit, served at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerText, expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e deleted posts password';
const SLUG = 'mapbox-vs-maplibre-2025';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

const served = async () => (await fetch(`${e2e.server.url}/api/blog/${SLUG}`)).status;

describe('deleted posts in Manage Posts', () => {
  it('deletes a post, lists it as deleted with its history, and restores it', async () => {
    const title = ((await (await fetch(`${e2e.server.url}/api/blog/${SLUG}`)).json()) as { title: string }).title;
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expectBanner(page, `Deleted “${title}”.`);
    expect(await served()).toBe(404);

    const deleted = page.getByRole('list', { name: 'Deleted posts' });
    await deleted.getByText(title).waitFor();
    await deleted.getByRole('button', { name: `History of ${title} (deleted)` }).click();
    const history = page.getByRole('region', { name: `History of ${title}` });
    await history.getByText(`Delete post "${title}"`).waitFor();
    await history.getByRole('button', { name: 'Restore this version' }).first().click();
    await expect.poll(() => bannerText(page), { timeout: 10_000 }).toMatch(/^Restored the version of .+ as a new commit\.$/);
    await expect.poll(served).toBe(200);
    await page.getByRole('list', { name: 'Blog posts' }).getByText(title).waitFor();
    await expect.poll(() => deleted.count()).toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  });
});
