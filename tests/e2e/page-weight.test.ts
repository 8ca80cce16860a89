// What a visit costs, seen from Chromium as the issue measured it (issue 43, decision 102): at
// 390 px with a cold cache, each text page fetches at most 15 KiB of JavaScript (compressed)
// while it loads and for 3 s after, the home and contact pages at most 45 KiB; no page inlines
// more than 16 KB of style; an ordinary post's HTML is at most 40 KB. And before any island
// starts, no page has loaded React.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PHONE_390 = { width: 390, height: 844 };
const KIB = 1024;
const TEXT_PAGE_JS = 15 * KIB;
const FORM_PAGE_JS = 45 * KIB;
const INLINE_STYLE = 16 * 1000;
const POST_HTML = 40 * 1000;

let e2e: E2ESite;
let posts: PostSummary[];
let project: string;
beforeAll(async () => {
  e2e = await startE2ESite();
  posts = (await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[];
  project = ((await (await fetch(`${e2e.server.url}/api/projects`)).json()) as { slug: string }[])[0]!.slug;
});
afterAll(() => e2e?.close());

interface Visit {
  /** Compressed bytes of JavaScript fetched, as sent over the wire (body only). */
  jsBytes: number;
  scripts: string[];
  inlineStyle: number;
  html: number;
}

/** Loads `path` cold at 390 px, waits for the load event and 3 s more, and sums what it fetched. */
async function visit(path: string): Promise<Visit> {
  const page: Page = await e2e.browser.newPage({ viewport: PHONE_390 });
  const problems = watchPageErrors(page, e2e.server.url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  const html = (await response!.body()).length;
  await page.waitForTimeout(3000);
  const inlineStyle = await page.evaluate(() => [...document.querySelectorAll('style')].reduce((sum, style) => sum + new TextEncoder().encode(style.textContent ?? '').length, 0));
  expect(problems, path).toEqual([]);
  await page.close();
  return { jsBytes, scripts: [...scripts.values()], inlineStyle, html };
}

describe('a cold visit at 390 px', () => {
  const textPages = () => [`/blog/${posts[0]!.slug}`, '/blog', `/works/${project}`, '/works', '/about', '/services', '/privacy'];

  it('fetches at most 15 KiB of JavaScript on a text page, and inlines at most 16 KB of style', async () => {
    for (const path of textPages()) {
      const { jsBytes, scripts, inlineStyle } = await visit(path);
      expect(jsBytes / KIB, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(TEXT_PAGE_JS / KIB);
      expect(inlineStyle, path).toBeLessThanOrEqual(INLINE_STYLE);
    }
  }, 120_000);

  it('fetches at most 45 KiB of JavaScript on / and /contact', async () => {
    for (const path of ['/', '/contact']) {
      const { jsBytes, scripts, inlineStyle } = await visit(path);
      expect(jsBytes / KIB, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(FORM_PAGE_JS / KIB);
      expect(inlineStyle, path).toBeLessThanOrEqual(INLINE_STYLE);
    }
  }, 60_000);

  it("sends an ordinary post's HTML in at most 40 KB", async () => {
    // The demo's posts of ordinary length: all but the one written to be 3,000 words long.
    const ordinary = posts.filter((post) => post.readTime <= 10);
    expect(ordinary.length).toBeGreaterThan(2);
    for (const post of ordinary.slice(0, 3)) {
      const html = (await (await fetch(`${e2e.server.url}/blog/${post.slug}`)).arrayBuffer()).byteLength;
      expect(html, post.slug).toBeLessThanOrEqual(POST_HTML);
    }
  });
});
