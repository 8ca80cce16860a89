// Drafts, scheduling and preview links in Chromium, as the owner uses them (issue 14, item 3):
// the Draft switch and the Publish date and time in the owner's own zone, the states and the
// filter in Manage Posts, a preview link opened by a visitor in a fresh browser and revoked, and
// a post scheduled a few seconds ahead that appears on the site at its time with no restart.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPostListItem } from '../../src/lib/schemas/blog-post';
import { expectBanner, hydrated, signInThroughForm, unexpected } from '../support/admin-page';
import { axeViolations } from '../support/axe';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e schedule password';
/** The owner's browser is not in UTC, so a time that ignored the zone would be caught. */
const OWNER_ZONE = 'America/New_York';
const CONTENT = `<p>${'A post written in the console for a client to review before it goes public. '.repeat(2)}</p>`;

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => e2e?.close());

async function ownerPage(): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await e2e.browser.newContext({ viewport: DESKTOP, timezoneId: OWNER_ZONE });
  const page = await context.newPage();
  const problems = watchPageErrors(page, e2e.server.url);
  await page.goto(`${e2e.server.url}/admin/blog`);
  await hydrated(page);
  await signInThroughForm(page, PASSWORD);
  return { page, problems, close: () => context.close() };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillPost(page: Page, title: string, slug: string): Promise<void> {
  await field(page, 'Title').fill(title);
  // Leaving the title generates the slug.
  await field(page, 'Title').press('Tab');
  await expect.poll(() => field(page, 'Slug').inputValue()).toBe(slug);
  await field(page, 'Summary').fill('A summary long enough for the form to accept it.');
  await field(page, 'Tags').fill('Review, Console');
  await field(page, 'Content').fill(CONTENT);
}

/** A time `aheadMs` from now as the owner's datetime-local input takes it (local, with seconds), and its instant. */
function localTime(page: Page, aheadMs: number): Promise<{ value: string; epoch: number }> {
  return page.evaluate((ahead) => {
    const at = new Date(Math.floor((Date.now() + ahead) / 1000) * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    return { value, epoch: at.getTime() };
  }, aheadMs);
}

const publicList = async () => ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as { slug: string }[]).map((post) => post.slug);
const rowTitles = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).locator(':scope > li p.font-medium').allTextContents();

describe('drafts, states and preview links', () => {
  it('saves a draft and a scheduled post from the editor, lists and filters them, and shares a preview link a visitor can open until it is revoked', async () => {
    const { page, problems, close } = await ownerPage();

    // The new controls: labelled, keyboard reachable, with the zone said in words.
    const publishAt = field(page, 'Publish date and time');
    expect(await publishAt.getAttribute('type')).toBe('datetime-local');
    expect(await page.locator('#post-publish-at-help').textContent()).toContain(OWNER_ZONE);
    expect(await page.getByTestId('publish-state').textContent()).toBe('Public as soon as it is saved.');
    await field(page, 'Summary').focus();
    const draftSwitch = page.getByRole('switch', { name: 'Draft', exact: true });
    await draftSwitch.focus();
    await page.keyboard.press('Space');
    expect(await draftSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('publish-state').textContent()).toBe('Draft: hidden from the site until you turn Draft off.');
    expect(await axeViolations(page)).toEqual([]);

    await fillPost(page, 'A Draft For The Client', 'a-draft-for-the-client');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');
    expect(await e2e.site.git('show', 'HEAD:posts/a-draft-for-the-client.html')).toMatch(/\ndraft: true\n/);
    expect(await publicList()).not.toContain('a-draft-for-the-client');
    // The form is fresh again: not a draft, published on save.
    expect(await page.getByRole('switch', { name: 'Draft', exact: true }).getAttribute('aria-checked')).toBe('false');

    // Scheduled two days ahead, in the owner's zone: the file holds that instant.
    await fillPost(page, 'A Post For Later', 'a-post-for-later');
    const later = await localTime(page, 2 * 86_400_000);
    await publishAt.fill(later.value.slice(0, 16));
    expect(await page.getByTestId('publish-state').textContent()).toMatch(/^Scheduled: goes public on .+ \(your time\)\.$/);
    await page.getByRole('button', { name: 'Create Post' }).click();
    // The first save's banner may still show: wait for this save's commit.
    await expect.poll(() => e2e.site.git('log', '-1', '--format=%s'), { timeout: 10_000 }).toBe('Add post "A Post For Later"\n');
    const savedAt = /publishedAt: (\S+)/.exec(await e2e.site.git('show', 'HEAD:posts/a-post-for-later.html'))![1]!;
    expect(Date.parse(savedAt.replace(/^"|"$/g, ''))).toBe(Math.floor(later.epoch / 60_000) * 60_000);
    expect(await publicList()).not.toContain('a-post-for-later');

    // Manage Posts: each state, the scheduled time, and the filter (All by default).
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    const list = page.getByRole('list', { name: 'Blog posts' });
    await list.waitFor();
    const filter = page.getByLabel('Show posts');
    expect(await filter.inputValue()).toBe('all');
    // The list shows what it had and reads itself again after the saves: wait for the new post.
    await expect.poll(async () => (await rowTitles(page)).some((title) => title.startsWith('A Post For Later')), { timeout: 10_000 }).toBe(true);
    const all = await rowTitles(page);
    expect(all.some((title) => title.includes('A Draft For The Client') && title.endsWith('Draft'))).toBe(true);
    expect(all.some((title) => /A Post For Later\s*Scheduled for .+ at .+/.test(title))).toBe(true);
    expect(all.some((title) => title.endsWith('Published'))).toBe(true);

    await filter.selectOption('draft');
    expect(await rowTitles(page)).toEqual(['A Draft For The ClientDraft']);
    await filter.selectOption('scheduled');
    expect((await rowTitles(page)).map((title) => title.startsWith('A Post For Later'))).toEqual([true]);
    await filter.selectOption('published');
    expect((await rowTitles(page)).every((title) => title.endsWith('Published'))).toBe(true);
    expect((await rowTitles(page)).length).toBe(all.length - 2);
    await filter.selectOption('draft');

    // A preview link for the draft: made, shown once, its expiry visible.
    await page.getByRole('button', { name: 'Preview links of A Draft For The Client' }).click();
    await page.getByText('No live preview links.').waitFor();
    expect(await page.getByLabel('Link works for').inputValue()).toBe(String(7 * 86_400));
    await page.getByRole('button', { name: 'Create preview link' }).click();
    await expectBanner(page, 'Preview link created. Copy it now: its address is shown only once.');
    const url = await field(page, 'New preview link (shown only now)').inputValue();
    expect(url).toMatch(new RegExp(`^${e2e.server.url}/preview/[A-Za-z0-9_-]{43}$`));
    const live = page.getByRole('list', { name: 'Live preview links of A Draft For The Client' });
    await live.waitFor();
    expect(await live.textContent()).toMatch(/expires .+ at .+/);
    expect(await axeViolations(page)).toEqual([]);

    // A visitor with the link, in a browser of their own: the post as the site shows it, no console.
    const visitorContext = await e2e.browser.newContext({ viewport: DESKTOP });
    const visitor = await visitorContext.newPage();
    const visitorProblems = watchPageErrors(visitor, e2e.server.url);
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await hydrated(visitor);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('A Draft For The Client');
    expect(await visitor.getByRole('complementary', { name: 'Preview' }).textContent()).toContain('this post is a draft and is not public yet');
    expect(await visitor.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    expect(await visitor.getByText('Blog Administration').count()).toBe(0);
    expect(await axeViolations(visitor)).toEqual([]);

    // Revoked in the console: the visitor's reload finds nothing.
    await live.getByRole('button', { name: /^Revoke the preview link made / }).click();
    await expectBanner(page, 'Preview link revoked: it no longer opens the post.');
    await page.getByText('No live preview links.').waitFor();
    const reloaded = await visitor.reload();
    expect(reloaded?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Preview Not Available' }).waitFor();
    expect(await visitor.content()).not.toContain('A Draft For The Client');

    await visitorContext.close();
    await close();
    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(visitorProblems)).toEqual([]);
  });
});

describe('scheduling', () => {
  it('schedules a post a few seconds ahead and it appears on the site at its time, with no restart', async () => {
    const { page, problems, close } = await ownerPage();
    await fillPost(page, 'Goes Live While You Watch', 'goes-live-while-you-watch');
    const soon = await localTime(page, 6000);
    await field(page, 'Publish date and time').fill(soon.value);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectBanner(page, 'Blog post created successfully!');

    const visitor = await e2e.browser.newPage({ viewport: DESKTOP });
    const blogHas = async () => {
      await visitor.goto(`${e2e.server.url}/blog`);
      return (await visitor.getByText('Goes Live While You Watch').count()) > 0;
    };
    // Hidden while its time is ahead (checked only when there is clearly time left to check).
    if (Date.now() < soon.epoch - 2000) {
      expect(await blogHas()).toBe(false);
      await page.getByRole('tab', { name: 'Manage Posts' }).click();
      await page.getByText(/Goes Live While You Watch\s*Scheduled for/).waitFor();
    }
    await expect.poll(blogHas, { timeout: 30_000, interval: 500 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(soon.epoch);
    expect((await visitor.goto(`${e2e.server.url}/blog/goes-live-while-you-watch`))?.status()).toBe(200);

    // The console says so on the next visit of Manage Posts.
    await page.getByRole('tab', { name: 'Create New Post' }).click();
    await page.getByRole('tab', { name: 'Manage Posts' }).click();
    await page.getByText(/Goes Live While You Watch\s*Published/).waitFor();
    const listed = (await (await fetch(`${e2e.server.url}/api/blog`, { headers: { authorization: `Bearer ${PASSWORD}` } })).json()) as AdminPostListItem[];
    expect(listed.find((post) => post.slug === 'goes-live-while-you-watch')?.state).toBe('published');
    await visitor.close();
    await close();
    expect(unexpected(problems)).toEqual([]);
  });
});
