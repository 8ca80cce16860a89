// Managing posts in Chromium, beyond the spec (issue 6, item 7): edit, the refused stale edit,
// delete, history with each change and Restore, and the content problems list.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm, unexpected } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e manage password';
let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

async function managePage(): Promise<{ page: Page; problems: string[] }> {
  const page = await e2e.browser.newPage({ viewport: DESKTOP });
  const problems = watchPageErrors(page, e2e.server.url);
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  await page.getByRole('tab', { name: 'Manage Posts' }).click();
  await page.getByRole('list', { name: 'Blog posts' }).waitFor();
  return { page, problems };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const postTitle = async (slug: string) => ((await (await fetch(`${e2e.server.url}/api/blog/${slug}`)).json()) as { title?: string }).title;
const SLUG = 'mapbox-vs-maplibre-2025';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let originalTitle = '';

describe('edit', () => {
  it('opens a post in the form, saves it as a commit, and the site shows it', async () => {
    originalTitle = (await postTitle(SLUG))!;
    const { page, problems } = await managePage();
    await page.getByRole('button', { name: `Edit ${originalTitle}` }).click();
    expect(await page.getByRole('tab', { name: 'Edit Post' }).getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Title').inputValue()).toBe(originalTitle);
    expect(await field(page, 'Slug').inputValue()).toBe(SLUG);
    // The slug may change while editing: the old address keeps leading to the post (decision 065).
    expect(await field(page, 'Slug').isEditable()).toBe(true);
    expect(await page.getByText(`Changing it moves the post; /blog/${SLUG} keeps leading to it.`).count()).toBe(1);
    // A .md post opens as Markdown (issue 14, item 1).
    expect(await page.getByRole('radio', { name: 'Markdown' }).isChecked()).toBe(true);
    expect(await page.getByText(/^Write Markdown: # headings/).count()).toBe(1);

    await field(page, 'Title').fill('Mapbox or MapLibre in 2025?');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    expect(await page.getByRole('tab', { name: 'Create New Post' }).count()).toBe(1);
    expect(await field(page, 'Title').inputValue()).toBe('');

    expect(await postTitle(SLUG)).toBe('Mapbox or MapLibre in 2025?');
    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe(`Update post "Mapbox or MapLibre in 2025?"\n\nposts/${SLUG}.md`);
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: 'Edit Mapbox or MapLibre in 2025?' }).waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('refuses an edit of a post whose file changed on disk since it was opened, with a clear message', async () => {
    const { page, problems } = await managePage();
    const slug = 'vector-tiles-from-postgis';
    const title = (await postTitle(slug))!;
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await field(page, 'Title').waitFor();

    const file = path.join(e2e.site.contentDir, 'posts', `${slug}.html`);
    await appendFile(file, '\n<p>Written by hand while the console had the post open.</p>\n');
    const handText = await readFile(file, 'utf8');

    await field(page, 'Title').fill('This would overwrite the hand edit');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(
      page,
      'This post was changed on disk since you opened it (a hand edit, a pull or another session). Your edit was not saved: reopen the post to see the change, then make your edit again.',
    );
    expect(await readFile(file, 'utf8')).toBe(handText);
    expect(await field(page, 'Title').inputValue()).toBe('This would overwrite the hand edit');
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    await e2e.site.git('checkout', '--', `posts/${slug}.html`);
    await page.close();
    expect(unexpected(problems, /HTTP 409 for .*\/api\/admin\/posts\/vector-tiles-from-postgis$/)).toEqual([]);
  });
});

describe('a change of slug', () => {
  it('moves the post to its new address, and the old one leads there (decision 065)', async () => {
    const { page, problems } = await managePage();
    const slug = 'geocoding-addresses-cheaply-and-correctly';
    const title = (await postTitle(slug))!;
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await field(page, 'Slug').fill('geocoding-done-right');
    expect(await page.getByText('Saved as posts/geocoding-done-right.md', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).waitFor();
    expect(await postTitle('geocoding-done-right')).toBe(title);
    expect((await e2e.site.git('show', '--name-status', '-M', '--format=', 'HEAD')).trim()).toMatch(/^R\d+\tposts\/geocoding-addresses-cheaply-and-correctly\.md\tposts\/geocoding-done-right\.md$/);
    await page.goto(`${e2e.server.url}/blog/${slug}`);
    expect(new URL(page.url()).pathname).toBe('/blog/geocoding-done-right');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('history and restore', () => {
  it('lists the commits of a post with the change each made, and restores an old version', async () => {
    const { page, problems } = await managePage();
    await page.getByRole('button', { name: 'History of Mapbox or MapLibre in 2025?' }).click();
    const history = page.getByRole('region', { name: 'History of Mapbox or MapLibre in 2025?' });
    await history.waitFor();
    const entries = history.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Update post "Mapbox or MapLibre in 2025?"');
    expect(await entries.nth(0).textContent()).toContain('Alex Rivera');
    expect(await entries.nth(1).textContent()).toContain('Demo content');

    await entries.nth(0).getByText('Show change').click();
    const change = entries.nth(0).getByLabel(/^Change made by /);
    await expect.poll(() => change.textContent()).toContain('+title: Mapbox or MapLibre in 2025?');
    // Only the edited line changed: the hand-written file keeps its quoting, order and lists.
    const changed = await change.locator('span').evaluateAll((spans) => spans.map((span) => span.textContent ?? '').filter((line) => /^[-+](?![-+]{2})/.test(line)));
    expect(changed).toHaveLength(2);
    expect(changed[0]).toMatch(new RegExp(`^-title: "?${escape(originalTitle)}"?$`));
    expect(changed[1]).toBe('+title: Mapbox or MapLibre in 2025?');

    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(() => page.locator('[data-kind]').first().textContent()).toMatch(/^Restored the version of \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} as a new commit\.$/);
    expect(await postTitle(SLUG)).toBe(originalTitle);
    expect((await e2e.site.git('log', '-1', '--format=%s')).trim()).toMatch(new RegExp(`^Restore post "${escape(originalTitle)}" to [0-9a-f]{7}$`));
    await expect.poll(() => page.getByRole('region', { name: `History of ${originalTitle}` }).getByRole('listitem').count()).toBe(3);
    expect(await e2e.site.git('status', '--porcelain')).toBe('');
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('delete', () => {
  it('asks first, then removes the post with a commit', async () => {
    const slug = 'how-i-scope-a-fixed-price-project';
    const title = (await postTitle(slug))!;
    const { page, problems } = await managePage();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('group', { name: `Confirm deleting ${title}` });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await confirm.count()).toBe(0);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expectBanner(page, `Deleted “${title}”.`);
    await expect.poll(() => page.getByRole('button', { name: `Delete ${title}` }).count()).toBe(0);
    expect((await fetch(`${e2e.server.url}/api/blog/${slug}`)).status).toBe(404);
    expect((await e2e.site.git('show', '--name-status', '--format=%s', 'HEAD')).trim()).toBe(`Delete post "${title}"\n\nD\tposts/${slug}.md`);
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('content problems', () => {
  it('lists a file that fails to validate, with file, line, field and message', async () => {
    await writeFile(path.join(e2e.site.contentDir, 'posts', 'hand-typo.md'), '---\ntitle: Typo\nsummary: A hand edit with a bad date.\npublishedAt: next week\n---\nBody\n');
    const { page } = await managePage();
    await page.getByRole('tab', { name: 'Content Problems' }).click();
    const list = page.getByRole('list', { name: 'Content problems' });
    await expect.poll(async () => (await list.count()) && list.textContent(), { timeout: 5000 }).toContain('posts/hand-typo.md:4');
    expect(await list.textContent()).toContain('publishedAt: not a date: "next week" (use e.g. 2025-03-05)');
    await page.close();
  });
});

describe('leads', () => {
  it('lists contact messages and signups newest first, and exports each as CSV', async () => {
    const post = (url: string, body: unknown) => fetch(`${e2e.server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const name of ['Older Lead', 'Newer Lead']) {
      expect((await post('/api/contact', { name, email: 'lead@example.com', message: `Message from ${name}`, service: 'Mapping Solutions', submitted: new Date().toISOString() })).ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await post('/api/signup', { name: 'Template Fan', email: 'fan@example.com' })).ok).toBe(true);

    const { page, problems } = await managePage();
    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('list', { name: 'Contact messages' });
    await messages.waitFor();
    const items = await messages.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Newer Lead');
    expect(items[0]).toContain('Message from Newer Lead');
    expect(items[1]).toContain('Older Lead');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual(['submitted,name,email,service,message', expect.stringMatching(/,Newer Lead,lead@example\.com,Mapping Solutions,Message from Newer Lead$/)]);

    await page.getByRole('tab', { name: 'Signups' }).click();
    const signups = page.getByRole('list', { name: 'Template signups' });
    await signups.waitFor();
    expect(await signups.textContent()).toContain('Template Fan');
    const [signupCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(await readFile((await signupCsv.path())!, 'utf8')).toContain(',Template Fan,fan@example.com');
    await page.close();
    expect(problems).toEqual([]);
  });
});
