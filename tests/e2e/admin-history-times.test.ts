// Two small console items of issue 41 (finding 6), in Chromium: a save's own commit message typed
// in the editor, and a post's history showing date and time in the owner's browser's time zone,
// with the full ISO time in <time dateTime>.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e history password';
const SLUG = 'mapbox-vs-maplibre-2025';
const ZONE = 'Asia/Tokyo';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

describe('a save with a commit message, then its history', () => {
  it('commits with the typed message, and the history shows its date and time in the browser\'s zone', async () => {
    const title = ((await (await fetch(`${e2e.server.url}/api/blog/${SLUG}`)).json()) as { title: string }).title;
    const page = await e2e.browser.newPage({ viewport: DESKTOP, timezoneId: ZONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).click();

    const message = page.getByLabel('Commit message (optional)');
    expect(await message.getAttribute('aria-describedby')).toBeTruthy();
    // The editor opens the post's source first: the hint names the default once its title is in.
    await expect.poll(() => page.locator('#post-commit-message-help').textContent()).toBe(`The message of this save's Git commit. Left empty, it is: Update post "${title}"`);
    // A save that changes nothing commits nothing: the summary changes too.
    await page.getByLabel('Summary', { exact: true }).fill('Mapbox and MapLibre compared again, for a map-heavy site in 2025.');
    await message.fill('Compare the two map libraries again');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    expect((await e2e.site.git('log', '-1', '--format=%s')).trim()).toBe('Compare the two map libraries again');
    const files = (await e2e.site.git('log', '-1', '--name-only', '--format=')).trim().split('\n');
    for (const file of files) expect(await readFile(path.join(e2e.site.contentDir, file), 'utf8')).not.toContain('Compare the two map libraries again');

    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `History of ${title}` }).click();
    const latest = page.getByRole('region', { name: `History of ${title}` }).getByRole('listitem').first();
    await expect.poll(() => latest.textContent()).toContain('Compare the two map libraries again');
    const time = latest.locator('time');
    const iso = (await time.getAttribute('datetime'))!;
    // The full ISO time, to the second, with its zone.
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    const expected = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(new Date(iso));
    expect(await time.textContent()).toBe(expected);
    expect(expected).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
    await page.close();
    expect(problems).toEqual([]);
  });
});
