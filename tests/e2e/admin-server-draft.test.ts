// Draft revisions on the server, in Chromium (issue 41, "Nothing lost"): typing into an opened
// post sends the unsaved form to the server a couple of seconds after typing stops; in another
// browser (a new context: no storage of the first), opening the post offers it ("Restore unsaved
// changes from <time>" / "Discard") and restores the text. When the post changed since it was
// typed the offer says so, and saving the restored form is refused as stale (409).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { callConsole, signIn } from '../support/admin-client';
import { contentValue, expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e server draft password';
const TYPED = '\n\nA paragraph typed in one browser and finished in another.';

let e2e: E2ESite;
let token: string;
let posts: PostSummary[];
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
  token = await signIn(e2e.server.url, PASSWORD);
  // Posts the form can save as they are (the spec's form asks for tags).
  posts = ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[]).filter((post) => post.tags.length > 0);
});
afterAll(() => e2e?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const notice = (page: Page) => page.getByRole('status', { name: 'Unsaved changes' });
const serverDraft = async (slug: string) => (await callConsole(e2e.server.url, token, 'getDraftRevision', { params: { slug } })).body.revision;

/** A new browser context (no storage of any other), signed in, with `post` open in the editor. */
async function openInNewBrowser(post: PostSummary) {
  const page = await e2e.browser.newPage({ viewport: DESKTOP });
  const problems = watchPageErrors(page, e2e.server.url);
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  await page.getByRole('tab', { name: 'Manage Posts' }).click();
  await page.getByRole('button', { name: `Edit ${post.title}` }).click();
  await expect.poll(() => field(page, 'Title').inputValue()).toBe(post.title);
  return { page, problems };
}

/** Types `TYPED` at the end of the post's content and waits until the server keeps it. */
async function typeAndWaitForServer(post: PostSummary): Promise<string> {
  const { page, problems } = await openInNewBrowser(post);
  await field(page, 'Content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(TYPED);
  const content = await contentValue(page);
  await expect.poll(async () => (await serverDraft(post.slug))?.values.content, { timeout: 10_000 }).toBe(content);
  // Closed without saving or leaving through a link: nothing asks, the server keeps the form.
  await page.close({ runBeforeUnload: false });
  expect(problems).toEqual([]);
  return content;
}

describe('a draft revision kept on the server', () => {
  it('is offered in another browser and restores the text', async () => {
    const post = posts[0]!;
    const content = await typeAndWaitForServer(post);

    const { page, problems } = await openInNewBrowser(post);
    await notice(page).waitFor();
    expect(await notice(page).textContent()).toMatch(/You have unsaved changes to this post from .+, kept on the server\. The form shows the site's version\./);
    expect(await notice(page).textContent()).not.toContain('changed on the site since');
    expect(await contentValue(page)).not.toContain(TYPED.trim());
    await page.getByRole('button', { name: /^Restore unsaved changes from / }).click();
    await expect.poll(() => contentValue(page)).toBe(content);
    expect(await notice(page).textContent()).toMatch(/^Restored your unsaved changes from .+, kept on the server\./);

    // Saving it removes the server's copy.
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    expect(await serverDraft(post.slug)).toBeNull();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('says when the post changed since it was typed, and saving it is refused as stale', async () => {
    const post = posts[1]!;
    await typeAndWaitForServer(post);
    const opened = await callConsole(e2e.server.url, token, 'openPost', { params: { slug: post.slug } });
    const file = path.join(e2e.site.contentDir, opened.body.file);
    await writeFile(file, (await readFile(file, 'utf8')).replace(/\n*$/, '\n\nA line added by hand meanwhile.\n'));
    await expect.poll(async () => (await (await fetch(`${e2e.server.url}/api/blog/${post.slug}`)).text()).includes('added by hand meanwhile'), { timeout: 10_000 }).toBe(true);

    const { page, problems } = await openInNewBrowser(post);
    await notice(page).waitFor();
    expect(await notice(page).textContent()).toContain('The post has changed on the site since they were typed');
    await page.getByRole('button', { name: /^Restore unsaved changes from / }).click();
    await expect.poll(() => contentValue(page)).toContain(TYPED.trim());
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'This post was changed on disk since you opened it (a hand edit, a pull or another session). Your edit was not saved: reopen the post to see the change, then make your edit again.');
    expect(await readFile(file, 'utf8')).toContain('added by hand meanwhile');
    await page.close();
    expect(problems.filter((problem) => !/409/.test(problem))).toEqual([]);
  });

  it('is sent as the page goes, before typing has paused long enough', async () => {
    const post = posts[3]!;
    const { page, problems } = await openInNewBrowser(post);
    page.on('dialog', (dialog) => void dialog.accept());
    await field(page, 'Content').fill(`${await contentValue(page)}${TYPED}`);
    // Gone at once (the leave question accepted): pagehide sends the form with fetch keepalive.
    await page.goto('about:blank');
    await expect.poll(async () => (await serverDraft(post.slug))?.values.content ?? '', { timeout: 10_000 }).toContain(TYPED.trim());
    await page.close();
    expect(problems).toEqual([]);
  });

  it('is not offered once discarded', async () => {
    const post = posts[2]!;
    await typeAndWaitForServer(post);
    const { page, problems } = await openInNewBrowser(post);
    await notice(page).waitFor();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    expect(await notice(page).count()).toBe(0);
    await expect.poll(() => serverDraft(post.slug)).toBeNull();
    await page.close();
    expect(problems).toEqual([]);
  });
});
