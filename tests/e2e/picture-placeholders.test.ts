// Missing pictures look intended (issue 30): a post, project or template without a picture of
// its own, or whose picture the browser cannot load, shows the designed placeholder — its first
// tag or its title's initial on the site's colours — in the picture's box, and the post page keeps
// the spec's 'No image available' words on it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../src/lib/content-types';
import { DESKTOP, PHONE } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';
import { UNREACHABLE_PROVIDER } from '../support/temp-site';

let e2e: E2ESite;
let bare: PostSummary;
const BROKEN_SLUG = 'a-post-whose-picture-fails';

beforeAll(async () => {
  e2e = await startE2ESite();
  const posts = (await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[];
  bare = posts.find((post) => !post.image && !post.videoUrl)!;
  // A picture on a host that refuses the connection: the browser's load fails.
  await writeFile(
    path.join(e2e.site.contentDir, 'posts', `${BROKEN_SLUG}.md`),
    `---\ntitle: A Post Whose Picture Fails\nsummary: Its host is down.\ntags: [Offline]\nimage: ${UNREACHABLE_PROVIDER.replace('http:', 'https:')}/cover.jpg\npublishedAt: "2025-06-01T09:00:00.000Z"\n---\nBody.\n`,
  );
  await waitFor(async () => (await fetch(`${e2e.server.url}/api/blog/${BROKEN_SLUG}`)).status === 200, 15_000);
});
afterAll(() => e2e?.close());

describe('the designed placeholder', () => {
  it('stands in on the card of a post without a picture, with its first tag, in the picture’s box', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.goto(`${e2e.server.url}/blog`);
    const card = page.locator('main article').filter({ hasText: bare.title });
    const placeholder = card.locator('[data-picture-placeholder]');
    expect(await placeholder.textContent()).toBe(bare.tags[0]);
    expect(await placeholder.getAttribute('aria-hidden')).toBe('true');
    const box = (await placeholder.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(8 / 5, 1);
    await page.close();
  });

  it('keeps the spec’s words on the post page, on the designed block', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/blog/${bare.slug}`);
    const placeholder = page.locator('article [data-picture-placeholder]');
    expect(await placeholder.getByText('No image available', { exact: true }).isVisible()).toBe(true);
    expect(await placeholder.textContent()).toBe(`${bare.tags[0]}No image available`);
    await page.close();
  });

  it('replaces a picture the browser cannot load, on the card and on the post page', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/blog`);
    await waitForHydration(page);
    const card = page.locator('main article').filter({ hasText: 'A Post Whose Picture Fails' });
    await card.locator('[data-picture-placeholder]').waitFor();
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.locator('[data-picture-placeholder]').textContent()).toBe('Offline');

    await page.goto(`${e2e.server.url}/blog/${BROKEN_SLUG}`);
    await waitForHydration(page);
    await page.locator('article [data-picture-placeholder]').getByText('No image available', { exact: true }).waitFor();
    expect(await page.locator('article img').count()).toBe(0);
    await page.close();
  });
});
