// Blog list, tag filter and post page (spec §2, §9), in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary } from '../../src/lib/content-types';
import { autoplayUrl } from '../../src/components/media/video-embed';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let posts: PostSummary[];
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

beforeAll(async () => {
  e2e = await startE2ESite();
  posts = (await (await fetch(`${e2e.server.url}/api/blog`)).json()) as PostSummary[];
});
afterAll(() => e2e?.close());

describe('blog list', () => {
  it('lists every post newest first with long dates', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/blog`);
    expect(await page.locator('main article h2').allTextContents()).toEqual(posts.map((post) => post.title));
    expect(await page.locator('main article time').first().textContent()).toBe(longDate(posts[0]!.publishedAt));
    await page.close();
  });

  it('shows the default tags Mapping, PropTech, Real Estate on a post without tags', async () => {
    const untagged = posts.find((post) => post.tags.length === 0)!;
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/blog`);
    const card = page.locator('main article').filter({ hasText: untagged.title });
    expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['Mapping', 'PropTech', 'Real Estate']);
    await page.close();
  });

  it('filters by a clicked tag, shows the active tag, and clears it', async () => {
    const source = posts.find((post) => post.tags.length > 0)!;
    const tag = source.tags[0]!;
    const tagged = posts.filter((post) => post.tags.some((t) => t.toLowerCase() === tag.toLowerCase()) || (post.tags.length === 0 && ['mapping', 'proptech', 'real estate'].includes(tag.toLowerCase())));
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/blog`);
    await waitForHydration(page);
    await page.locator('main article').filter({ hasText: source.title }).getByRole('link', { name: tag, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?tag=${encodeURIComponent(tag)}`);
    expect(await page.getByRole('status').textContent()).toContain(`Showing posts tagged ${tag}`);
    expect(await page.locator('main article h2').allTextContents()).toEqual(tagged.map((post) => post.title));

    await page.getByRole('link', { name: 'Clear filter' }).click();
    await expect.poll(() => page.locator('main article').count()).toBe(posts.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders the filtered list on the server too', async () => {
    const html = await (await fetch(`${e2e.server.url}/blog?tag=Performance`)).text();
    const shown = posts.filter((post) => post.tags.includes('Performance'));
    expect(shown.length).toBeGreaterThan(0);
    expect(html).toContain('Showing posts tagged');
    for (const post of posts) expect(html.includes(`>${post.title.replace(/&/g, '&amp;')}</a>`)).toBe(shown.includes(post));
  });
});

describe('post page', () => {
  it('shows the post to the spec with recent posts and its buttons', async () => {
    const summary = posts.find((post) => post.image && !post.videoUrl)!;
    const post = (await (await fetch(`${e2e.server.url}/api/blog/${summary.slug}`)).json()) as Post;
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/blog/${post.slug}`);
    await waitForHydration(page);

    expect(await page.title()).toBe(`${post.metaTitle ?? post.title} | Alex Rivera`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
    expect(await page.getByText(`Published on ${longDate(post.publishedAt)}`).isVisible()).toBe(true);
    expect(await page.getByText(`${post.readTime} min read`).first().isVisible()).toBe(true);
    expect(await page.getByText(post.summary, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: post.title }).getAttribute('src')).toBe(post.image);
    for (const tag of post.tags) expect(await page.locator('article').getByRole('link', { name: tag, exact: true }).getAttribute('href')).toBe(`/blog?tag=${encodeURIComponent(tag)}`);

    const recent = page.getByRole('region', { name: 'Recent Posts' });
    const others = posts.filter((other) => other.slug !== post.slug).slice(0, 3);
    expect(await recent.locator('h3').allTextContents()).toEqual(others.map((other) => other.title));
    expect(await recent.locator('time').first().textContent()).toBe(shortDate(others[0]!.publishedAt));

    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('plays the video when a post has one, and says No image available when it has neither', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const video = posts.find((post) => post.videoUrl)!;
    await page.goto(`${e2e.server.url}/blog/${video.slug}`);
    await waitForHydration(page);
    // The player is another origin's page: it loads when the visitor chooses to watch (decision 021).
    expect(await page.locator('article iframe').count()).toBe(0);
    await page.getByRole('button', { name: `Play video: ${video.title}` }).click();
    expect(await page.locator('article iframe').getAttribute('src')).toBe(autoplayUrl(video.videoUrl!));
    const bare = posts.find((post) => !post.image && !post.videoUrl)!;
    await page.goto(`${e2e.server.url}/blog/${bare.slug}`);
    expect(await page.getByText('No image available', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('says Blog Post Not Found with a way back for an unknown slug', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${e2e.server.url}/blog/no-such-post`);
    expect(response!.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Post Not Found');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    await page.close();
  });
});
