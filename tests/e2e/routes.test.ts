// Every route of the spec's route list, loaded in real Chromium at desktop and phone widths:
// server HTML whose page script and islands start without a console error or hydration warning;
// navigation is plain links (decision 102), with the active link, the top of the page, Back and
// Forward, and the small-screen drawer as the spec has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../../src/lib/content-types';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration, waitForRoot } from '../support/hydrated';

let e2e: E2ESite;
let routes: [string, string][];

const TEMPLATE_HEADLINES: Record<string, string> = {
  'developer-portfolio': 'I build fast web apps that turn visitors into customers',
  'map-product-landing': 'Every delivery on one live map',
  'real-estate-listings': 'Find your place by the sea',
};

beforeAll(async () => {
  e2e = await startE2ESite();
  const api = async <T>(path: string) => (await (await fetch(e2e.server.url + path)).json()) as T;
  const [post] = await api<PostSummary[]>('/api/blog');
  const [project] = await api<ProjectSummary[]>('/api/projects');
  const [template] = await api<TemplateSummary[]>('/api/templates');
  routes = [
    ['/', 'Crafting Digital Solutions'],
    ['/works', 'Portfolio'],
    [`/works/${project!.slug}`, project!.title],
    ['/blog', 'Blog'],
    [`/blog/${post!.slug}`, post!.title],
    ['/services', 'Services & Pricing'],
    ['/about', 'About Me'],
    ['/contact', 'Get in Touch'],
    ['/calendar', 'Schedule a Call'],
    ['/blueprint', 'Get Your Free App Building Template'],
    ['/templates', 'Templates'],
    [`/templates/${template!.slug}`, template!.title],
    ['/map-projects', 'Map Projects'],
    ['/admin/blog', 'Blog Administration'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    // The viewer shows the template itself, so its h1 is the template's own headline.
    [`/template-view/${template!.slug}`, TEMPLATE_HEADLINES[template!.slug] ?? `a headline for ${template!.slug}`],
    ['/no-such-page', 'Page Not Found'],
  ];
});
afterAll(() => e2e?.close());

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every route at %s width', (_name, viewport) => {
  it('loads with its heading, starts its script and islands, and logs no error', async () => {
    const context = await e2e.browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchPageErrors(page, e2e.server.url);
    for (const [path, heading] of routes) {
      await page.goto(e2e.server.url + path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
      await waitForHydration(page);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('layout', () => {
  it('navigates by plain links from the top bar and highlights the active link', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await waitForRoot(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // Highlighted by the stylesheet's .nav-link[aria-current], unlike its neighbours.
    const colour = (name: string) => nav.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).color);
    expect(await colour('Blog')).not.toBe(await colour('Works'));

    await page.getByRole('link', { name: 'Alex Rivera', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crafting Digital Solutions');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('goes Back and Forward between pages', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/about`);
    await waitForRoot(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About Me');
    await page.goForward();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    await page.close();
  });

  it('scrolls to the top on a route change', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${e2e.server.url}/about`);
    await waitForRoot(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('keeps where a visitor scrolled while the page loaded its script', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const html = await (await fetch(`${e2e.server.url}/about`)).text();
    const pageScript = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    await page.route(`**${pageScript}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/about`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await page.close();
  });

  it('opens the Navigation drawer on a phone: focus in and back, Escape, backdrop and links close it', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await waitForRoot(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open navigation' });
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const focusedInDrawer = () => page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('aria-labelledby') ?? null);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Open; the focus moves in, and Tab keeps it inside (the page behind is inert).
    await button.click();
    await drawer.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedInDrawer()).toBe('nav-drawer-title');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await focusedInDrawer()).toBe('nav-drawer-title');
    // Escape closes it, and the focus is back on the button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);

    // The backdrop (right of the drawer) and the close button close it too.
    await button.click();
    await drawer.waitFor();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await drawer.waitFor({ state: 'hidden' });
    await button.click();
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // A link inside it leads to its page, with the drawer closed there and on the way Back.
    await button.click();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Services & Pricing');
    await waitForRoot(page);
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await drawer.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crafting Digital Solutions');
    expect(await drawer.isVisible()).toBe(false);
    await page.close();
    expect(problems).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('shows the open drawer axe-clean in the %s theme', async (colorScheme) => {
    const context = await e2e.browser.newContext({ viewport: PHONE, colorScheme });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/blog`);
    await waitForRoot(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await drawer.getByRole('searchbox', { name: 'Search posts' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows every footer item with the current year', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await page.goto(e2e.server.url);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Contact Form', 'Full Stack Applications', 'Mapping Solutions', 'Real Estate Platforms', 'Portfolio Websites', 'Privacy Policy', 'Terms of Service', 'LinkedIn', 'Book a call']) {
      expect(await footer.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    for (const service of ['Full Stack Applications', 'Mapping Solutions']) {
      expect(await footer.getByRole('link', { name: service }).getAttribute('href')).toBe('/services');
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    await page.close();
  });
});
