// Markdown as a first-class format in the console, in Chromium, as the owner uses it (issue 14,
// item 1): choose the Markdown format, import a Markdown file through Import Markdown, edit it in
// the Content area, preview
// it as the site renders it, save it, and find posts/<slug>.md in the content repo with the
// Markdown intact; open it again from Manage Posts and it is still Markdown; the public page
// renders it; switching it to HTML renames the file in one commit. In a fresh editor, which is in
// the HTML format, Import Markdown converts the body to HTML as the spec says (issue 25).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { expectBanner, openConsole, signInThroughForm, contentValue } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e markdown password';
const SLUG = 'travel-time-beats-distance';
const TITLE = 'Travel time beats distance';

const IMPORTED = [
  '---',
  'layout: post',
  'tags: [maps]',
  '---',
  `# ${TITLE}`,
  '',
  'Buyers rarely care about distance; they care about time. This post compares the two on a real listings map.',
  '',
  '## What we measured',
  '',
  '- minutes by car at rush hour',
  '- minutes on foot to the nearest school',
  '',
  '| Listing | Distance | Travel time |',
  '| ------- | -------: | ----------: |',
  '| Harbour flat | 2 km | 40 min |',
  '| Hillside house | 6 km | 12 min |',
  '',
].join('\n');

/** The Markdown the Content area should hold after the import: front matter and the title's heading left out. */
const SOURCE = IMPORTED.slice(IMPORTED.indexOf('Buyers')).trim();
const ADDED = '\n\n## Added in the browser\n\nA paragraph typed in the **Content** area after the import.';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const radio = (page: Page, name: 'HTML' | 'Markdown') => page.getByRole('radio', { name, exact: true });

/** Signs in and opens the imported post from Manage Posts. */
async function editImportedPost(page: Page): Promise<void> {
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  await page.getByRole('tab', { name: 'Manage Posts' }).click();
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
}

describe('a Markdown post from import to Git and back', () => {
  it('imports, edits, previews and saves posts/<slug>.md with the Markdown intact', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);

    // New posts start as HTML, with the original help text; the owner chooses Markdown.
    expect(await radio(page, 'HTML').isChecked()).toBe(true);
    expect(await page.getByText('Use HTML for formatting', { exact: true }).count()).toBe(1);
    await radio(page, 'Markdown').check();

    await page.getByLabel('Markdown file to import').setInputFiles({ name: 'travel-time.md', mimeType: 'text/markdown', buffer: Buffer.from(IMPORTED) });
    await expectBanner(page, 'Markdown imported successfully!');
    expect(await radio(page, 'Markdown').isChecked()).toBe(true);
    expect(await field(page, 'Title').inputValue()).toBe(TITLE);
    expect(await field(page, 'Slug').inputValue()).toBe(SLUG);
    expect(await contentValue(page)).toBe(SOURCE);
    expect(await page.getByText(/^Write Markdown: # headings/).count()).toBe(1);
    expect(await page.getByText(`Saved as posts/${SLUG}.md.`, { exact: false }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Edit the Markdown in the Content area, then fill what the form still needs.
    await field(page, 'Content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(ADDED);
    expect(await contentValue(page)).toBe(SOURCE + ADDED);
    await field(page, 'Summary').fill('Why a listings map should rank by travel time, not by distance.');
    await field(page, 'Tags').fill('Maps, Search');

    // The preview is the site's rendering: a real table and headings, no Markdown marks.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('article', { name: 'Post preview' });
    await preview.getByRole('table').waitFor();
    expect(await preview.getByRole('columnheader').allTextContents()).toEqual(['Listing', 'Distance', 'Travel time']);
    expect(await preview.getByRole('cell', { name: '40 min' }).count()).toBe(1);
    expect(await preview.getByRole('heading', { name: 'Added in the browser' }).count()).toBe(1);
    expect(await preview.getByText('Content', { exact: true }).evaluate((element) => element.tagName)).toBe('STRONG');
    expect(await preview.textContent()).not.toMatch(/\| ---|## /);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to Editor' }).click();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    // The form is reset to a new HTML post.
    expect(await radio(page, 'HTML').isChecked()).toBe(true);

    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe(`Add post "${TITLE}"\n\nposts/${SLUG}.md`);
    const committed = await e2e.site.git('show', `HEAD:posts/${SLUG}.md`);
    expect(committed).toMatch(new RegExp(`^---\\ntitle: ${TITLE}\\n`));
    expect(committed.endsWith(`\n---\n\n${SOURCE}${ADDED}\n`)).toBe(true);
    expect(committed).toContain('| Harbour flat | 2 km | 40 min |');
    expect(committed).toContain('- minutes by car at rush hour');
    expect(committed).not.toMatch(/<table|<h2|<li/);
    expect(await e2e.site.git('status', '--porcelain')).toBe('');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('opens again from Manage Posts as Markdown, and the public page renders it', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await editImportedPost(page);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(TITLE);
    expect(await radio(page, 'Markdown').isChecked()).toBe(true);
    expect(await contentValue(page)).toBe(SOURCE + ADDED);

    const postPage = await e2e.browser.newPage({ viewport: DESKTOP });
    await postPage.goto(`${e2e.server.url}/blog/${SLUG}`);
    expect(await postPage.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await postPage.getByRole('heading', { name: 'What we measured' }).count()).toBe(1);
    expect(await postPage.getByRole('cell', { name: 'Hillside house' }).count()).toBe(1);
    expect(await postPage.getByRole('listitem').filter({ hasText: 'minutes on foot to the nearest school' }).count()).toBe(1);
    await postPage.close();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('switches to HTML (converted as the site renders it) and back, and saving as HTML renames the file in one commit', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await editImportedPost(page);
    await expect.poll(() => contentValue(page)).toBe(SOURCE + ADDED);

    await radio(page, 'HTML').check();
    await expect.poll(() => contentValue(page)).toContain('<table>');
    expect(await contentValue(page)).toContain('<h2>Added in the browser</h2>');
    expect(await page.getByText('Use HTML for formatting', { exact: true }).count()).toBe(1);
    expect(await page.getByText(`Saved as posts/${SLUG}.html.`, { exact: false }).count()).toBe(1);
    // Back to Markdown before any edit: the Markdown comes back as it was.
    await radio(page, 'Markdown').check();
    await expect.poll(() => contentValue(page)).toBe(SOURCE + ADDED);

    await radio(page, 'HTML').check();
    await expect.poll(() => contentValue(page)).toContain('<table>');
    const before = Number(await e2e.site.git('rev-list', '--count', 'HEAD'));
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectBanner(page, 'Blog post updated successfully!');
    expect(Number(await e2e.site.git('rev-list', '--count', 'HEAD'))).toBe(before + 1);
    expect((await e2e.site.git('show', '--name-status', '--no-renames', '--format=', 'HEAD')).trim().split('\n').sort()).toEqual([`A\tposts/${SLUG}.html`, `D\tposts/${SLUG}.md`]);
    expect(await e2e.site.git('show', `HEAD:posts/${SLUG}.html`)).toContain('<td>Harbour flat</td>');

    const served = await (await fetch(`${e2e.server.url}/blog/${SLUG}`)).text();
    expect(served).toContain('Hillside house');
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('Import Markdown in a fresh editor (the HTML format)', () => {
  it('converts the file’s body to HTML as the spec says; Markdown brings the source back; it saves as HTML', async () => {
    const title = 'Walking time beats distance';
    const slug = 'walking-time-beats-distance';
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    expect(await radio(page, 'HTML').isChecked()).toBe(true);

    await page.getByLabel('Markdown file to import').setInputFiles({ name: 'walking.md', mimeType: 'text/markdown', buffer: Buffer.from(IMPORTED.replace(TITLE, title)) });
    await expectBanner(page, 'Markdown imported successfully!');
    expect(await radio(page, 'HTML').isChecked()).toBe(true);
    expect(await field(page, 'Title').inputValue()).toBe(title);
    const html = await contentValue(page);
    expect(html).toMatch(/^<p>Buyers rarely care about distance/);
    expect(html).toContain('<h2>What we measured</h2>');
    expect(html).toContain('<li>minutes by car at rush hour</li>');
    expect(html).toContain('<td>Harbour flat</td>');
    expect(html).not.toMatch(/^## |\| ---|^- /m);
    expect(await page.getByText('Use HTML for formatting', { exact: true }).count()).toBe(1);
    expect(await page.getByText(`Saved as posts/${slug}.html.`, { exact: false }).count()).toBe(1);

    // Switching to Markdown before any edit gives the file's source; back to HTML converts again.
    await radio(page, 'Markdown').check();
    await expect.poll(() => contentValue(page)).toBe(SOURCE);
    await radio(page, 'HTML').check();
    await expect.poll(() => contentValue(page)).toContain('<h2>What we measured</h2>');

    await field(page, 'Summary').fill('Why a listings map should rank by walking time, not by distance.');
    await field(page, 'Tags').fill('Maps');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    expect((await e2e.site.git('log', '-1', '--name-only', '--format=%s')).trim()).toBe(`Add post "${title}"\n\nposts/${slug}.html`);
    expect(await e2e.site.git('show', `HEAD:posts/${slug}.html`)).toContain('<td>Hillside house</td>');
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('switching a Markdown post with a footnote to HTML (issue 41, finding 4)', () => {
  it('keeps the footnote as a link and a footnotes section, and the preview shows them', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await radio(page, 'Markdown').check();
    await field(page, 'Title').fill('Clusters by zoom');
    await field(page, 'Content').fill('Pins cluster by zoom level.[^1]\n\n[^1]: Measured on a 2019 laptop.\n');

    await radio(page, 'HTML').check();
    await expect.poll(() => contentValue(page)).toContain('<section class="footnotes"');
    const html = await contentValue(page);
    expect(html).not.toContain('[^1]');
    expect(html).toContain('href="#footnote-1"');

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('article', { name: 'Post preview' });
    const reference = preview.getByRole('link', { name: '1', exact: true });
    await reference.waitFor();
    expect(await reference.getAttribute('href')).toBe('#user-content-footnote-1');
    expect(await preview.getByRole('listitem').filter({ hasText: 'Measured on a 2019 laptop.' }).count()).toBe(1);
    expect(await preview.getByRole('link', { name: 'Back to reference 1' }).count()).toBe(1);
    expect(await preview.textContent()).not.toContain('[^1]');
    await page.close();
    expect(problems).toEqual([]);
  });
});
