// The Content field as a writing tool, in Chromium (issue 41, "a real editor" and "live preview
// beside it"): a CodeMirror editor loaded on demand after sign-in, still labelled Content; the
// side preview on a wide screen, rendered by the server with the site's own highlighting and
// styles, following typing and scrolling; the shortcuts and the toolbar; Tab indenting (Escape,
// then Tab leaves); images pasted or dropped into it uploaded and inserted at the cursor; the
// site's fixed header never over the caret; axe clean with the editor loaded; a narrow screen
// keeps the Preview tab only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { contentValue, editorLoaded, expectBanner, openConsole, signInThroughForm, unexpected } from '../support/admin-page';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { REPO_ROOT } from '../support/temp-site';

const PASSWORD = 'e2e content editor password';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

async function consolePage(viewport = DESKTOP) {
  const page = await e2e.browser.newPage({ viewport });
  const problems = watchPageErrors(page, e2e.server.url);
  page.on('dialog', (dialog) => void dialog.accept());
  await openConsole(page, e2e.server.url);
  await signInThroughForm(page, PASSWORD);
  await editorLoaded(page);
  return { page, problems };
}

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Live preview of the content' });
const focusedInEditor = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor')));

/** Puts `text` in the editor as the owner would type it, in Markdown. */
async function typeMarkdown(page: Page, text: string) {
  await page.getByRole('radio', { name: 'Markdown', exact: true }).check();
  await content(page).click();
  await page.keyboard.type(text);
}

/** A tiny PNG made in the page, handed to the editor in a paste or a drop of `type`. */
async function giveFile(page: Page, type: 'paste' | 'drop', name: string, mime: string, base64: string) {
  await content(page).evaluate(
    (element, { type, name, mime, base64 }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: mime }));
      // A drop lands where it is let go: here at the end of the last line.
      const last = Array.from(element.querySelectorAll('.cm-line')).pop()!.getBoundingClientRect();
      const at = { clientX: last.right - 2, clientY: last.top + last.height / 2 };
      const event = type === 'paste' ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }) : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, ...at });
      element.dispatchEvent(event);
    },
    { type, name, mime, base64 },
  );
}

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the Content field', () => {
  it('is a CodeMirror editor, labelled Content, loaded on demand after sign-in and not before', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(new URL(response.url()).pathname));
    // The editor's chunk: the one built asset that holds CodeMirror's view.
    const assets = path.join(REPO_ROOT, 'dist/client/assets');
    const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const editorChunks: string[] = [];
    for (const name of names) if ((await readFile(path.join(assets, name), 'utf8')).includes('cm-scroller')) editorChunks.push(`/assets/${name}`);
    expect(editorChunks.length).toBeGreaterThan(0);

    await openConsole(page, e2e.server.url);
    await page.getByLabel('Password').waitFor();
    expect(scripts.filter((script) => editorChunks.includes(script))).toEqual([]);
    await signInThroughForm(page, PASSWORD);
    await editorLoaded(page);
    expect(scripts.filter((script) => editorChunks.includes(script))).toHaveLength(1);

    const editable = content(page);
    expect(await editable.evaluate((element) => element.closest('.cm-editor') !== null && element.getAttribute('role') === 'textbox' && element.getAttribute('aria-multiline') === 'true')).toBe(true);
    // The spec's help text stays, and the editor's keys are read with the field.
    expect(await editable.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toMatch(
      /^Use HTML for formatting Tab indents; to leave the editor by keyboard, press Escape, then Tab\./,
    );
    await page.close();
  });

  it('shows Markdown typed in it beside it within 2 s, its heading and its code highlighted as the site serves them', async () => {
    const { page, problems } = await consolePage();
    await typeMarkdown(page, '# Travel time\n\nMinutes matter more than metres.\n\n```ts\nconst minutes: number = 12;\n');
    const typed = Date.now();
    const keyword = preview(page).locator('pre .tok-keyword', { hasText: 'const' });
    await keyword.waitFor({ timeout: 2000 });
    await preview(page).getByRole('heading', { level: 1, name: 'Travel time' }).waitFor({ timeout: Math.max(1, 2000 - (Date.now() - typed)) });
    // The site's own code colours and article styles, from the site's stylesheet.
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(207, 34, 46)');
    expect(await preview(page).locator('.prose pre').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(246, 248, 250)');
    // List markup continues on Enter, and brackets close as typed.
    await page.keyboard.type('```\n\n- first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second (see');
    expect(await contentValue(page)).toBe('# Travel time\n\nMinutes matter more than metres.\n\n```ts\nconst minutes: number = 12;\n```\n\n- first\n- second (see)');
    await preview(page).getByRole('listitem').filter({ hasText: 'second (see)' }).waitFor({ timeout: 2000 });
    await page.close();
    expect(problems).toEqual([]);
  });

  it('wraps the selection with ⌘/Ctrl+B, I, K and E, in Markdown and in HTML', async () => {
    const { page } = await consolePage();
    await typeMarkdown(page, 'make this bold');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Control+b');
    expect(await contentValue(page)).toBe('make this **bold**');
    await page.keyboard.press('Control+i');
    expect(await contentValue(page)).toBe('make this ***bold***');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await contentValue(page)).toBe('make this bold');

    await page.getByRole('radio', { name: 'HTML', exact: true }).check();
    await content(page).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('code and a link');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('/works');
    await page.keyboard.press('Control+Home');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+e');
    expect(await contentValue(page)).toBe('<code>code</code> and a <a href="/works">link</a>');
    await page.close();
  });

  it('indents with Tab and Shift+Tab inside the editor; Escape then Tab moves on', async () => {
    const { page } = await consolePage();
    await typeMarkdown(page, 'indented line');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(await contentValue(page)).toBe('  indented line');
    expect(await focusedInEditor(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await contentValue(page)).toBe('indented line');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focusedInEditor(page)).toBe(false);
    expect(await contentValue(page)).toBe('indented line');
    await page.close();
  });

  it('finds and replaces with ⌘/Ctrl+F, through a labelled search panel that passes axe', async () => {
    const { page } = await consolePage();
    await content(page).fill('one two one');
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Find', exact: true }).fill('one');
    await page.getByRole('textbox', { name: 'Replace', exact: true }).fill('three');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'replace all' }).click();
    expect(await contentValue(page)).toBe('three two three');
    await page.close();
  });

  it('has a toolbar reachable by keyboard whose buttons format the text', async () => {
    const { page } = await consolePage();
    await typeMarkdown(page, 'A heading');
    // From the format choice, Tab reaches the toolbar (one stop), the arrows its buttons.
    await page.getByRole('radio', { name: 'Markdown', exact: true }).focus();
    await page.keyboard.press('Tab');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Bold (Ctrl+B)');
    for (const name of ['Bold', 'Italic', 'Link', 'Inline code', 'Heading', 'Bulleted list', 'Quote', 'Code block']) expect(await toolbar.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.filter((button) => button.tabIndex === 0).length)).toBe(1);
    await page.keyboard.press('End');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Heading');
    await page.keyboard.press('Enter');
    expect(await contentValue(page)).toBe('## A heading');
    expect(await focusedInEditor(page)).toBe(true);
    await toolbar.getByRole('button', { name: 'Quote' }).click();
    expect(await contentValue(page)).toBe('> ## A heading');
    await page.close();
  });

  it('uploads an image pasted or dropped into it and inserts it at the cursor; a failed upload says why and inserts nothing', async () => {
    const { page, problems } = await consolePage();
    await field(page, 'Slug').fill('pasted-images');
    await typeMarkdown(page, 'Before.\nAfter.');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await giveFile(page, 'paste', 'harbour-boats.png', 'image/png', PNG);
    await expectBanner(page, 'Image uploaded: only you can see it until you save the post, which puts it in posts/pasted-images/harbour-boats.png and commits it with the post.');
    expect(await contentValue(page)).toBe('Before.\n![harbour boats](/media/.unsaved/pasted-images/harbour-boats.png)\nAfter.');

    await page.keyboard.press('Control+End');
    await giveFile(page, 'drop', 'pier.png', 'image/png', PNG);
    await expectBanner(page, 'Image uploaded: only you can see it until you save the post, which puts it in posts/pasted-images/pier.png and commits it with the post.');
    expect(await contentValue(page)).toBe('Before.\n![harbour boats](/media/.unsaved/pasted-images/harbour-boats.png)\nAfter.\n![pier](/media/.unsaved/pasted-images/pier.png)\n');

    const before = await contentValue(page);
    await giveFile(page, 'paste', 'notes.png', 'image/png', Buffer.from('not an image at all').toString('base64'));
    await expect.poll(() => page.locator('[data-kind="error"]').textContent({ timeout: 500 }).catch(() => ''), { timeout: 10_000 }).toMatch(/image/i);
    expect(await contentValue(page)).toBe(before);
    await page.close();
    expect(unexpected(problems, /HTTP 4\d\d for .*\/api\/admin\/images/)).toEqual([]);
  });

  it('keeps the caret clear of the site’s fixed header when the page is scrolled', async () => {
    const { page } = await consolePage();
    await page.getByRole('radio', { name: 'Markdown', exact: true }).check();
    await content(page).fill(Array.from({ length: 60 }, (_, line) => `Line ${line + 1}`).join('\n'));
    // The page scrolled so the editor's first line is under the header, then the caret goes to it.
    await page.evaluate(() => {
      const editor = document.querySelector('.cm-content')!;
      window.scrollBy(0, editor.getBoundingClientRect().top - 20);
    });
    await page.keyboard.press('Control+Home');
    await page.waitForTimeout(100);
    const header = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().bottom);
    const caret = await page.locator('.cm-cursor').first().evaluate((element) => element.getBoundingClientRect().top);
    expect(caret).toBeGreaterThanOrEqual(header);
    await page.close();
  });

  it('scrolls the preview with the editor, section for section', async () => {
    const { page } = await consolePage();
    const sections = Array.from({ length: 30 }, (_, index) => `## Section ${index + 1}\n\n${'A paragraph of this section, long enough to wrap over a line or two. '.repeat(index % 3 === 0 ? 4 : 1)}`);
    await page.getByRole('radio', { name: 'Markdown', exact: true }).check();
    await content(page).fill(sections.join('\n\n'));
    await preview(page).getByRole('heading', { name: 'Section 30' }).waitFor();
    // The editor scrolled to about two thirds: the preview shows the same section at its top.
    await page.locator('.cm-scroller').evaluate((scroller) => (scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * 0.66));
    const topSection = (selector: string, pane: string) =>
      page.evaluate(
        ({ selector, pane }) => {
          const top = document.querySelector(pane)!.getBoundingClientRect().top;
          const first = Array.from(document.querySelectorAll(selector)).find((element) => /Section \d+/.test(element.textContent ?? '') && element.getBoundingClientRect().bottom > top + 4);
          return Number(/Section (\d+)/.exec(first?.textContent ?? '')?.[1]);
        },
        { selector, pane },
      );
    await expect.poll(() => page.locator('[data-live-preview]').evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    const inEditor = await topSection('.cm-line', '.cm-scroller');
    const inPreview = await topSection('[data-live-preview] h2', '[data-live-preview]');
    expect(Math.abs(inEditor - inPreview)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('passes axe with the editor and the side preview loaded', async () => {
    const { page, problems } = await consolePage();
    await typeMarkdown(page, '# A heading\n\nSome *text* and `code`.\n\n```ts\nconst a = 1;\n');
    await preview(page).locator('.tok-keyword').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('keeps the Preview tab only on a narrow screen: no side preview', async () => {
    const { page, problems } = await consolePage(PHONE);
    await typeMarkdown(page, '# Narrow\n\nWritten on a phone.');
    await page.waitForTimeout(600);
    expect(await page.locator('[data-live-preview]').count()).toBe(0);
    expect(await preview(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('article', { name: 'Post preview' }).getByRole('heading', { name: 'Narrow' }).waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });
});
