// Browser helpers for the blog console's end-to-end tests: open it, sign in, and wait for the
// page to be interactive.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './hydrated';

/** Resolves once the page script has run and its islands that start at once (the console) have hydrated. */
export const hydrated = (page: Page) => waitForHydration(page);

export async function openConsole(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/blog`);
  await hydrated(page);
}

export async function signInThroughForm(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

/** The status banner's current text ('' when it is empty). */
export function bannerText(page: Page): Promise<string> {
  return page.locator('[data-kind]').first().textContent({ timeout: 500 }).then(
    (text) => text ?? '',
    () => '',
  );
}

export async function expectBanner(page: Page, text: string): Promise<void> {
  await expect.poll(() => bannerText(page), { timeout: 10_000 }).toBe(text);
}

/** Problems a page reported, minus the failed responses a test caused on purpose. */
export function unexpected(problems: string[], ...expected: RegExp[]): string[] {
  return problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
}

/**
 * The Content field's text as the owner sees it: the CodeMirror editor's lines, or the plain
 * textarea's value before the editor has loaded. (Playwright's inputValue reads inputs only.)
 */
export function contentValue(page: Page): Promise<string> {
  return page.getByLabel('Content', { exact: true }).evaluate((element) => {
    if (element instanceof HTMLTextAreaElement) return element.value;
    // The editor draws only the lines near its view: the whole text is its state's, which
    // CodeMirror keeps on its content element (EditorView.findFromDOM reads it there).
    const tile = (element as HTMLElement & { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } }).cmTile;
    const doc = tile?.root?.view?.state.doc;
    if (doc) return doc.toString();
    if (element.querySelector(':scope > .cm-gap')) throw new Error('The editor shows only part of its text, and its state is not where CodeMirror 6.43 keeps it.');
    return Array.from(element.querySelectorAll(':scope > .cm-line'), (line) => line.textContent ?? '').join('\n');
  });
}

/** Waits until the Content field is the CodeMirror editor (its chunk loads after sign-in). */
export async function editorLoaded(page: Page): Promise<void> {
  await page.locator('.cm-editor .cm-content[aria-labelledby="post-content-label"]').waitFor();
}
