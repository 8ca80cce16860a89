// A long post's headings, contents list, footnotes and task list (decision 061): in the server's
// HTML before any script runs, and in Chromium after hydration, by role, axe clean.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary } from '../../src/lib/content-types';
import { axeViolations } from '../support/axe';
import { DESKTOP, launchBrowser, watchPageErrors } from '../support/browser';
import { waitForHydration } from '../support/hydrated';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const SLUG = 'reading-kit';
const POST = `---
title: A post with a reading kit
summary: Headings with self-links, a contents list, footnotes and a task list.
publishedAt: 2025-06-01
tags: [Writing]
---
Opening paragraph with a claim[^source].

## Getting started

Some text, ~~struck~~ and kept.

### Install the tools

- [x] Install Node
- [ ] Write the post

## Getting started

A second section with the same title.

## Wrapping up

The end, and a second note[^2].

[^source]: The *source* of the claim.
[^2]: Another note.
`;

let site: TempSite;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  site = await createTempSite();
  await writeFile(path.join(site.contentDir, 'posts', `${SLUG}.md`), POST);
  await site.git('add', '-A');
  await site.git('commit', '-q', '-m', 'A post with a reading kit');
  [server, browser] = await Promise.all([startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.cleanup();
});

describe('a post with headings and footnotes', () => {
  it('carries its headings in the post and leaves them out of the list', async () => {
    const post = (await (await fetch(`${server.url}/api/blog/${SLUG}`)).json()) as Post;
    expect(post.headings).toEqual([
      { id: 'user-content-getting-started', text: 'Getting started', level: 2 },
      { id: 'user-content-install-the-tools', text: 'Install the tools', level: 3 },
      { id: 'user-content-getting-started-1', text: 'Getting started', level: 2 },
      { id: 'user-content-wrapping-up', text: 'Wrapping up', level: 2 },
    ]);
    const list = (await (await fetch(`${server.url}/api/blog`)).json()) as PostSummary[];
    expect(list.find((summary) => summary.slug === SLUG)).not.toHaveProperty('headings');
  });

  it("shows ids, self-links, the contents and the footnotes in the server's HTML", async () => {
    const html = await (await fetch(`${server.url}/blog/${SLUG}`)).text();
    expect(html).toContain('<h2 id="user-content-getting-started">Getting started</h2><a class="heading-link" href="#user-content-getting-started" aria-label="Link to section: Getting started">#</a>');
    expect(html).toContain('<h2 id="user-content-getting-started-1">');
    expect(html).toMatch(/<nav aria-labelledby="post-contents-title"[^>]*><h2 id="post-contents-title"[^>]*>Contents<\/h2><ol[^>]*><li><a href="#user-content-getting-started"/);
    expect(html).toContain('<a id="user-content-footnote-ref-source" href="#user-content-footnote-source" aria-describedby="user-content-footnote-label">1</a>');
    expect(html).toContain('<li id="user-content-footnote-source">');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Done" /> Install Node');
    expect(html).toContain('<del>struck</del>');
  });

  it('reads well in a browser: contents and self-links by role, footnotes both ways, axe clean', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, server.url);
    await page.goto(`${server.url}/blog/${SLUG}`);
    await waitForHydration(page);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').allTextContents()).toEqual(['Getting started', 'Install the tools', 'Getting started', 'Wrapping up']);
    await contents.getByRole('link', { name: 'Wrapping up' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#user-content-wrapping-up');
    expect(await page.getByRole('heading', { name: 'Wrapping up', level: 2 }).isVisible()).toBe(true);

    // The self-link is reached from the keyboard and named after its heading.
    const selfLink = page.getByRole('link', { name: 'Link to section: Install the tools' });
    await selfLink.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#user-content-install-the-tools');

    // A footnote reference leads to its note, and the note back to the reference.
    await page.locator('sup a').first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#user-content-footnote-source');
    await page.getByRole('link', { name: 'Back to reference source' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#user-content-footnote-ref-source');

    expect(await page.getByRole('checkbox', { name: 'Done' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'To do' }).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows no contents for a post with fewer than three headings', async () => {
    const posts = (await (await fetch(`${server.url}/api/blog`)).json()) as PostSummary[];
    for (const summary of posts.slice(0, 5)) {
      const post = (await (await fetch(`${server.url}/api/blog/${summary.slug}`)).json()) as Post;
      const html = await (await fetch(`${server.url}/blog/${summary.slug}`)).text();
      expect(html.includes('aria-labelledby="post-contents-title"'), summary.slug).toBe(post.headings.length >= 3);
    }
  });
});
