// No page makes the visitor's browser contact another origin before the visitor asks for it
// (decision 021): the tutorial's thumbnail is this site's copy, a post's video loads when Play
// is pressed, the map overlay's frame when a map is opened. The booking page is the one page
// whose purpose is a third-party widget (spec §2: Schedule a call).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { PHONE } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let posts: PostSummary[];
beforeAll(async () => {
  e2e = await startE2ESite();
  posts = (await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[];
});
afterAll(() => e2e?.close());

/** Every request the page sends to another origin from now on. */
function otherOrigins(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(e2e.server.url) && !request.url().startsWith('data:')) requests.push(request.url());
  });
  return requests;
}

describe('third-party requests', () => {
  it('are none while public pages load, scroll to the end and sit idle', async () => {
    const video = posts.find((post) => post.videoUrl)!;
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const requests = otherOrigins(page);
    for (const path of ['/', '/works', '/blog', `/blog/${video.slug}`, `/blog/${posts[0]!.slug}`, '/services', '/about', '/contact', '/map-projects', '/blueprint', '/templates']) {
      await page.goto(e2e.server.url + path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    }
    expect(requests).toEqual([]);
    await page.close();
  });

  it("contact the video provider only once the visitor presses Play", async () => {
    const video = posts.find((post) => post.videoUrl)!;
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const requests = otherOrigins(page);
    await page.goto(`${e2e.server.url}/blog/${video.slug}`);
    await waitForHydration(page);
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: `Play video: ${video.title}` }).click();
    await expect.poll(() => requests.some((url) => url.startsWith(new URL(video.videoUrl!).origin))).toBe(true);
    await page.close();
  });
});
