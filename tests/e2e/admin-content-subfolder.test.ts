// The console in Chromium when the content is the folder content/ of the app's own repository,
// as in a fresh clone (issue 25, decision 041): a post created, deleted, listed under Deleted
// posts with its history, and restored, each a commit of that post's file alone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerText, expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e content subfolder password';
const SLUG = 'written-in-the-app-repository';
const TITLE = 'Written In The App Repository';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD }, { layout: 'subfolder' });
});
afterAll(() => e2e?.close());

const served = async () => (await fetch(`${e2e.server.url}/api/blog/${SLUG}`)).status;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('the console with content in a folder of the app repository', () => {
  it('creates, deletes, lists as deleted, shows the history of and restores a post', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);

    await page.getByRole('tab', { name: 'Create New Post' }).click();
    await field(page, 'Title').fill(TITLE);
    await field(page, 'Summary').fill('A post written while the content sits inside the app repository.');
    await field(page, 'Slug').fill(SLUG);
    await field(page, 'Tags').fill('Git');
    await field(page, 'Content').fill(`<p>${'The content folder is a folder of the app repository here. '.repeat(2)}</p>`);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    expect(await served()).toBe(200);
    expect(await e2e.site.git('log', '-1', '--name-only', '--format=%s')).toBe(`Add post "${TITLE}"\n\ncontent/posts/${SLUG}.html\n`);

    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `Delete ${TITLE}`, exact: true }).click();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expectBanner(page, `Deleted “${TITLE}”.`);
    expect(await served()).toBe(404);

    const deleted = page.getByRole('list', { name: 'Deleted posts' });
    await deleted.getByText(TITLE).waitFor();
    await deleted.getByRole('button', { name: `History of ${TITLE} (deleted)` }).click();
    const history = page.getByRole('region', { name: `History of ${TITLE}` });
    await history.getByText(`Delete post "${TITLE}"`).waitFor();
    await history.getByText(`Add post "${TITLE}"`).waitFor();
    await history.getByRole('button', { name: 'Restore this version' }).first().click();
    await expect.poll(() => bannerText(page), { timeout: 10_000 }).toMatch(/^Restored the version of .+ as a new commit\.$/);
    await expect.poll(served).toBe(200);
    await page.getByRole('list', { name: 'Blog posts' }).getByText(TITLE).waitFor();
    await expect.poll(() => deleted.count()).toBe(0);
    // Create, delete and restore: three commits of the post's file, nothing else of the repository.
    expect((await e2e.site.git('log', '-3', '--name-only', '--format=')).split('\n').filter(Boolean)).toEqual(Array(3).fill(`content/posts/${SLUG}.html`));
    expect(await e2e.site.git('status', '--porcelain', '--', ':(top)')).toBe('');
    await page.close();
    expect(problems).toEqual([]);
  });
});
