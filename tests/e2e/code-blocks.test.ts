// Code blocks as a reader gets them (decision 060): highlighted in the server's HTML, so coloured
// before any script runs, in the light and the dark palette; then, once hydrated, a "Copy code"
// button a keyboard reaches and a screen reader hears the result of.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, launchBrowser, watchPageErrors } from '../support/browser';
import { waitForHydration } from '../support/hydrated';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const SLUG = 'typed-fetch-helpers';
const CODE = 'export async function getJson<T>(url: string): Promise<T> {\n  const response = await fetch(url); // one request\n  return (await response.json()) as T;\n}';
const POST = `---
title: Typed fetch helpers
summary: A small helper, highlighted.
publishedAt: "2024-06-01T08:00:00.000Z"
---
A helper I keep writing:

\`\`\`ts
${CODE}
\`\`\`

And a block in no language:

\`\`\`
plain </code><script>alert(1)</script>
\`\`\`
`;

/** Fences named with +, # and ., and a table's column alignment (issue 42, finding 8). */
const WRITTEN_SLUG = 'fences-as-written';
const WRITTEN = `---
title: Fences as written
summary: Languages named with +, # and ., and an aligned table.
publishedAt: "2024-06-02T08:00:00.000Z"
---
\`\`\`c++
int main() { return 0; }
\`\`\`

\`\`\`c#
public class Greeter { }
\`\`\`

\`\`\`f#
let square x = x * x
\`\`\`

\`\`\`html+erb
<% if ok %><p><%= name %></p><% end %>
\`\`\`

| Item | Count | Price |
|:-----|:-----:|------:|
| Tiles | 3 | 12.50 |
`;

let site: TempSite;
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  site = await createTempSite();
  await writeFile(path.join(site.contentDir, 'posts', `${SLUG}.md`), POST);
  await writeFile(path.join(site.contentDir, 'posts', `${WRITTEN_SLUG}.md`), WRITTEN);
  await site.git('add', '-A');
  await site.git('commit', '-q', '-m', 'A post with code');
  [server, browser] = await Promise.all([startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.cleanup();
});

/** The colours of the first keyword and function name in the TypeScript block, and of its plain text. */
async function tokenColours(colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, colorScheme });
  const page = await context.newPage();
  await page.goto(`${server.url}/blog/${SLUG}`);
  const colour = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).color);
  const colours = { keyword: await colour('code.language-ts .tok-keyword'), function: await colour('code.language-ts .tok-function'), code: await colour('code.language-ts') };
  await context.close();
  return colours;
}

describe('a TypeScript block', () => {
  it('is highlighted in the server HTML, its text kept, and a block in no language stays plain and escaped', async () => {
    const html = await (await fetch(`${server.url}/blog/${SLUG}`)).text();
    expect(html).toContain('<code class="language-ts"><span class="tok-keyword">export</span> <span class="tok-keyword">async</span> <span class="tok-keyword">function</span> <span class="tok-function">getJson</span><span class="tok-constant">&lt;T&gt;</span>(url: <span class="tok-constant">string</span>)');
    expect(html).toContain('<span class="tok-keyword">await</span> <span class="tok-function">fetch</span>(url); <span class="tok-comment">// one request</span>\n');
    expect(html).toContain('<pre tabindex="0"><code>plain &lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>');
    const post = (await (await fetch(`${server.url}/api/blog/${SLUG}`)).json()) as { content: string };
    expect(post.content.replace(/<[^>]+>/g, '')).toContain(CODE.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
  });

  it('is coloured before any script runs, in the light palette and in the dark one', async () => {
    const light = await tokenColours('light');
    const dark = await tokenColours('dark');
    expect(light).toEqual({ keyword: 'rgb(207, 34, 46)', function: 'rgb(102, 57, 186)', code: 'rgb(31, 35, 40)' });
    expect(dark).toEqual({ keyword: 'rgb(255, 123, 114)', function: 'rgb(210, 168, 255)', code: 'rgb(226, 232, 240)' });
  });
});

describe('fences and tables as written', () => {
  it('highlights c++, c#, f# and html+erb blocks, each keeping its language', async () => {
    const html = await (await fetch(`${server.url}/blog/${WRITTEN_SLUG}`)).text();
    for (const language of ['c++', 'c#', 'f#', 'html+erb']) expect(html, language).toMatch(new RegExp(`<code class="language-${language.replace(/\+/g, '\\+')}">[^<]*<span class="tok-keyword">`));
  });

  it("aligns a table's columns as written", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog/${WRITTEN_SLUG}`);
    const aligned = await page.locator('.prose table tbody td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
    expect(aligned).toEqual(['left', 'center', 'right']);
    await context.close();
  });
});

describe('the copy button', () => {
  it('is reached from the code by Tab, copies the code and says so politely', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const problems = watchPageErrors(page, server.url);
    await page.goto(`${server.url}/blog/${SLUG}`);
    await waitForHydration(page);
    const block = page.locator('.code-block').filter({ has: page.locator('code.language-ts') });
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = block.getByRole('button', { name: 'Copy code' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const status = block.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Copied');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${CODE}\n`);
    // Every code block of the body has one, the plain one too.
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the post with code', () => {
  it.each(['light', 'dark'] as const)('is axe-clean in the %s theme, copy buttons and token colours included', async (colorScheme) => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme });
    const page = await context.newPage();
    for (const slug of [SLUG, WRITTEN_SLUG]) {
      await page.goto(`${server.url}/blog/${slug}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Copy code' }).first().waitFor();
      expect(await axeViolations(page), slug).toEqual([]);
    }
    await context.close();
  });
});
