// Nothing lost in the console's editor, in Chromium (issue 41): the unsaved form is kept in the
// browser as the owner types and restored after a reload (saying so, with a discard button), a
// post changed on the server since is offered rather than restored over, a save clears the kept
// copy, leaving asks first (beforeunload, and the site header's router links), and Ctrl+S saves.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm, contentValue } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e autosave password';
const CONTENT = '## Why keep drafts\n\nA reload in the middle of a post must not lose a single word of it, ever.';
const LEAVE = 'You have unsaved changes in the post editor. Leave this page and lose them?';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

/** A signed-in console; every dialog the page opens is recorded and accepted (or dismissed). */
async function consolePage(answer: (dialog: Dialog) => 'accept' | 'dismiss' = () => 'accept') {
  const page = await e2e.browser.newPage({ viewport: DESKTOP });
  const problems = watchPageErrors(page, e2e.server.url);
  const dialogs: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void (answer(dialog) === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  return { page, problems, dialogs };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const notice = (page: Page) => page.getByRole('status', { name: 'Unsaved changes' });
const kept = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Reloads (answering the leave question) and waits for the console to be signed in again. */
async function reload(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

async function fillNewPost(page: Page, slug: string) {
  await field(page, 'Title').fill(`Kept Post ${slug}`);
  await field(page, 'Summary').fill('A summary typed before the reload.');
  await field(page, 'Slug').fill(slug);
  await field(page, 'Tags').fill('Drafts, Testing');
  await page.getByRole('radio', { name: 'Markdown' }).check();
  await field(page, 'Content').fill(CONTENT);
}

describe('the new-post form', () => {
  it('is restored after a reload and says so; Discard brings back the empty form with its defaults', async () => {
    const { page, problems, dialogs } = await consolePage();
    await fillNewPost(page, 'kept-then-discarded');
    await expect.poll(() => kept(page, 'folio.console.draft.new')).toContain('kept-then-discarded');
    await reload(page);
    // Leaving with unsaved changes asked first.
    expect(dialogs.map((dialog) => dialog.type)).toEqual(['beforeunload']);

    await notice(page).waitFor();
    expect(await notice(page).textContent()).toMatch(/^Restored your unsaved changes from .+, kept in this browser\. They are not saved to the site yet\./);
    expect(await field(page, 'Title').inputValue()).toBe('Kept Post kept-then-discarded');
    expect(await field(page, 'Summary').inputValue()).toBe('A summary typed before the reload.');
    expect(await field(page, 'Slug').inputValue()).toBe('kept-then-discarded');
    expect(await field(page, 'Tags').inputValue()).toBe('Drafts, Testing');
    expect(await page.getByRole('radio', { name: 'Markdown' }).isChecked()).toBe(true);
    expect(await contentValue(page)).toBe(CONTENT);
    // The restored slug was the owner's own: the title's blur keeps it.
    await field(page, 'Title').focus();
    await field(page, 'Summary').focus();
    expect(await field(page, 'Slug').inputValue()).toBe('kept-then-discarded');

    await page.getByRole('button', { name: 'Discard restored changes' }).click();
    expect(await notice(page).count()).toBe(0);
    expect(await field(page, 'Title').inputValue()).toBe('');
    expect(await contentValue(page)).toBe('');
    expect(await field(page, 'Author Name').inputValue()).toBe('Alex Rivera');
    expect(await page.getByRole('radio', { name: 'HTML' }).isChecked()).toBe(true);
    expect(await kept(page, 'folio.console.draft.new')).toBeNull();

    // Nothing unsaved now: a reload neither asks nor restores anything.
    await reload(page);
    expect(dialogs).toHaveLength(1);
    expect(await field(page, 'Title').inputValue()).toBe('');
    expect(await notice(page).count()).toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('Ctrl+S saves as Save and keep editing does, never the page; the kept copy is gone after the save', async () => {
    const { page, problems, dialogs } = await consolePage();
    // Ctrl+S with the form incomplete: the form's own validation and message.
    await field(page, 'Title').click();
    await page.keyboard.press('Control+s');
    await expectBanner(page, 'Missing required fields: title, slug, summary, content, tags');

    await fillNewPost(page, 'saved-with-ctrl-s');
    await expect.poll(() => kept(page, 'folio.console.draft.new')).toContain('saved-with-ctrl-s');
    const prevented = page.evaluate(
      // Registered after the console's own listener, so it sees what that one did with the key.
      () => new Promise<boolean>((resolve) => window.addEventListener('keydown', (event) => event.key === 's' && resolve(event.defaultPrevented))),
    );
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const created = page.waitForResponse((response) => response.url().endsWith('/api/blog') && response.request().method() === 'POST');
    await field(page, 'Content').press('Control+s');
    expect(await prevented).toBe(true);
    expect((await created).status()).toBe(201);
    await expectBanner(page, 'Blog post created successfully!');
    // The first save keeps the owner in the post (Create Post's reset is the button's own).
    await page.getByRole('button', { name: 'Update Post' }).waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('Kept Post saved-with-ctrl-s');
    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe('Add post "Kept Post saved-with-ctrl-s"\n\nposts/saved-with-ctrl-s.md');
    expect(await kept(page, 'folio.console.draft.new')).toBeNull();

    // Nothing unsaved: a reload reopens the post as saved, asking and restoring nothing.
    await reload(page);
    await page.getByRole('button', { name: 'Update Post' }).waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('Kept Post saved-with-ctrl-s');
    expect(await contentValue(page)).toBe(CONTENT);
    expect(await notice(page).count()).toBe(0);
    expect(downloads).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
    expect(problems).toEqual([]);
  });

  it("asks before the site header's Blog link leaves, and stays when the owner says no", async () => {
    let answer: 'accept' | 'dismiss' = 'dismiss';
    const { page, dialogs } = await consolePage(() => answer);
    const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });

    // Nothing typed: the link just goes (and comes back).
    await field(page, 'Title').click();
    await blogLink.click();
    await page.waitForURL(/\/blog$/);
    expect(dialogs).toEqual([]);
    await page.goBack();
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await field(page, 'Title').fill('Half a thought');
    await blogLink.click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({ type: 'confirm', message: LEAVE });
    expect(new URL(page.url()).pathname).toBe('/admin/blog');
    expect(await field(page, 'Title').inputValue()).toBe('Half a thought');

    answer = 'accept';
    await blogLink.click();
    await page.waitForURL(/\/blog$/);
    // Agreed once: no second question from beforeunload.
    expect(dialogs.map((dialog) => dialog.type)).toEqual(['confirm', 'confirm']);
    // And still nothing lost: back in the console, the form comes back.
    await page.goBack();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('Half a thought');
    await page.close();
  });
});

describe('an existing post', () => {
  const slug = 'vector-tiles-from-postgis';
  const key = `folio.console.draft.post:${slug}`;
  const postTitle = async () => ((await (await fetch(`${e2e.server.url}/api/blog/${slug}`)).json()) as { title: string }).title;

  async function openPost(page: Page, title: string) {
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('tab', { name: 'Edit Post' }).waitFor();
    expect(await field(page, 'Slug').inputValue()).toBe(slug);
  }

  it('is restored when reopened after a reload, apart from the new-post form; Discard brings back the site version', async () => {
    const title = await postTitle();
    const { page, problems, dialogs } = await consolePage();
    await openPost(page, title);
    await field(page, 'Title').fill('An edit kept in the browser');
    await expect.poll(() => kept(page, key)).toContain('An edit kept in the browser');
    await reload(page);
    expect(dialogs.map((dialog) => dialog.type)).toEqual(['beforeunload']);
    // The reload reopens the post's editor, with the edit restored.
    await page.getByRole('tab', { name: 'Edit Post' }).waitFor();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('An edit kept in the browser');
    expect(await field(page, 'Slug').inputValue()).toBe(slug);
    expect(await notice(page).textContent()).toMatch(/^Restored your unsaved changes from /);

    // The new-post form is not the edit; the edit comes back when the post is opened again.
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    expect(await field(page, 'Title').inputValue()).toBe('');
    expect(await notice(page).count()).toBe(0);
    await openPost(page, title);
    expect(await field(page, 'Title').inputValue()).toBe('An edit kept in the browser');
    expect(await notice(page).textContent()).toMatch(/^Restored your unsaved changes from /);
    await page.getByRole('button', { name: 'Discard restored changes' }).click();
    expect(await field(page, 'Title').inputValue()).toBe(title);
    expect(await kept(page, key)).toBeNull();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('is offered, not restored over, when the post changed on the site since', async () => {
    const title = await postTitle();
    const { page, problems } = await consolePage();
    await openPost(page, title);
    await field(page, 'Title').fill('An edit from before the hand edit');
    await expect.poll(() => kept(page, key)).toContain('An edit from before the hand edit');
    await appendFile(path.join(e2e.site.contentDir, 'posts', `${slug}.html`), '\n<p>Written by hand meanwhile.</p>\n');
    try {
      // The reload reopens the post as the site has it now.
      await reload(page);
      await page.getByRole('tab', { name: 'Edit Post' }).waitFor();
      await notice(page).waitFor();
      expect(await notice(page).textContent()).toMatch(/^You have unsaved changes to this post from .+, kept in this browser, but the post has changed on the site since\. The form shows the site's version\./);
      expect(await field(page, 'Title').inputValue()).toBe(title);
      expect(await contentValue(page)).toContain('Written by hand meanwhile.');
      await page.getByRole('button', { name: 'Restore my unsaved changes' }).click();
      expect(await field(page, 'Title').inputValue()).toBe('An edit from before the hand edit');
      expect(await notice(page).textContent()).toMatch(/^Restored your unsaved changes from /);
      await page.getByRole('button', { name: 'Discard restored changes' }).click();
      expect(await field(page, 'Title').inputValue()).toBe(title);
    } finally {
      await e2e.site.git('checkout', '--', `posts/${slug}.html`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});
