// Every route of the spec's route list, loaded in real Chromium at desktop and phone widths:
// server HTML hydrates without a console error or hydration warning, and navigation after
// the first load happens in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary, ProjectSummary, TemplateSummary } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

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
  it('loads with its heading, hydrates, and logs no error', async () => {
    const context = await e2e.browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchPageErrors(page, e2e.server.url);
    for (const [path, heading] of routes) {
      await page.goto(e2e.server.url + path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
      // Hydration has finished once React has attached its handlers to the root.
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('layout', () => {
  it('navigates client-side from the top bar and highlights the active link', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    await page.getByRole('link', { name: 'Alex Rivera', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crafting Digital Solutions');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('numbers the history entry before hydration, which the router keeps, and Back and Forward work', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    // Every replaceState the page makes: the state it gave, and whether React had a root yet.
    await page.addInitScript(() => {
      const replaced: unknown[] = ((window as unknown as { replaced: unknown[] }).replaced = []);
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
        replaced.push({ state: args[0], hydrating: Object.keys(document).some((key) => key.startsWith('__reactContainer')) });
        return replaceState.apply(this, args);
      };
    });
    await page.goto(`${e2e.server.url}/about`);
    await waitForHydration(page);
    // One replaceState, the entry's (src/entry-client.tsx), before hydration: React Router found
    // the number and made none of its own while hydrating.
    expect(await page.evaluate(() => (window as unknown as { replaced: unknown[] }).replaced)).toEqual([{ state: { idx: 0 }, hydrating: false }]);

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
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('keeps where a visitor scrolled while the page loaded its scripts', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry-client-*.js', async (route) => {
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

  it('opens the Navigation drawer on a phone and follows a link from it', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(e2e.server.url);
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Services & Pricing');
    expect(await drawer.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
    expect(problems).toEqual([]);
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
