// Small console items of issue 41 (finding 6), in Chromium: a save's own commit message typed
// in the editor; a post's history showing date and time in the owner's browser's time zone, with
// the full ISO time in <time dateTime>; the image picker's search, this post's images first.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { axeViolations } from '../support/axe';
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

describe('the image picker', () => {
  it('filters by path as the owner types and lists this post\'s images first, from the keyboard', async () => {
    // An image in the post's folder, and one under images/ that its body names.
    await mkdir(path.join(e2e.site.contentDir, 'posts/picker-post'), { recursive: true });
    const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png();
    await png().toFile(path.join(e2e.site.contentDir, 'posts/picker-post/zz-own-photo.png'));
    await png().toFile(path.join(e2e.site.contentDir, 'images/zz-named-in-body.png'));
    await png().toFile(path.join(e2e.site.contentDir, 'images/aa-elsewhere.png'));

    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByLabel('Slug', { exact: true }).fill('picker-post');
    await page.getByLabel('Content', { exact: true }).fill('<p>Intro.</p>\n<img src="/images/zz-named-in-body.png" alt="Named">');

    await page.getByRole('button', { name: 'Choose an existing image' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('region', { name: 'Choose an existing image' });
    const choices = picker.getByRole('listitem').getByRole('button');
    await choices.first().waitFor();
    const names = await choices.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(names.length).toBeGreaterThan(3);
    // The post's own first (its folder, then what its body names, as the server lists them), then the rest.
    expect(names.slice(0, 2).sort()).toEqual(['images/zz-named-in-body.png', 'posts/picker-post/zz-own-photo.png']);
    expect(names).toContain('images/aa-elsewhere.png');

    // The search box is labelled and reached by Tab from the toggle; it filters as the owner types.
    await page.keyboard.press('Tab');
    const search = picker.getByLabel('Search images by name');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('ELSEWHERE');
    await expect.poll(() => choices.evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual(['images/aa-elsewhere.png']);
    expect(await picker.getByText('1 of').textContent()).toMatch(/^1 of \d+ images match\.$/);
    await search.fill('no such image');
    await expect.poll(() => choices.count()).toBe(0);
    expect(await picker.getByText('No image matches “no such image”.').count()).toBe(1);
    await search.fill('own photo');
    await expect.poll(() => choices.evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual(['posts/picker-post/zz-own-photo.png']);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Featured Image URL', { exact: true }).inputValue()).toBe('/media/posts/picker-post/zz-own-photo.png');
    await page.close();
    expect(problems).toEqual([]);
  });
});
