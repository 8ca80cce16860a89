// The map and testimonial carousels (spec §4): wrap-around, desktop-only arrows, dots that
// jump, swipes over 50 px, arrow keys, input ignored mid-transition, the full-screen map
// overlay with scroll lock, and the testimonial clamp with Read More / Read Less on phones.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

let e2e: E2ESite;
let settings: SiteSettings;
beforeAll(async () => {
  e2e = await startE2ESite();
  settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
});
afterAll(() => e2e?.close());

async function openHome(viewport = DESKTOP): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport });
  await page.goto(e2e.server.url);
  await waitForHydration(page);
  return page;
}

/**
 * Waits on the page's own clock. A timer set here after a click is due after the carousel's
 * transition timers set by that click, so it fires after them however busy the machine is;
 * a wait from the test process could end before them.
 */
const waitInPage = (page: Page, ms: number) => page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), ms);

/** Clicks a control, then clicks it again `gapMs` later by the page's clock. */
const clickTwice = (page: Page, name: string, gapMs: number) =>
  page.evaluate(
    ([label, gap]) =>
      new Promise<void>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
        button.click();
        setTimeout(() => {
          button.click();
          resolve();
        }, gap);
      }),
    [name, gapMs] as const,
  );

/** Clicks a control and reads the current slide `afterMs` later by the page's clock. */
const slideAfterClick = (page: Page, name: string, afterMs: number) =>
  page.evaluate(
    ([label, after]) =>
      new Promise<string | null>((resolve) => {
        document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click();
        setTimeout(() => resolve(document.querySelector('[aria-label="Map projects"] [aria-roledescription="slide"]')!.getAttribute('aria-label')), after);
      }),
    [name, afterMs] as const,
  );

const mapCarousel = (page: Page) => page.getByRole('region', { name: 'Map projects' });
const currentMap = (page: Page) => mapCarousel(page).locator('[aria-roledescription="slide"]').getAttribute('aria-label');
const mapTitle = (i: number) => `${i + 1} of 4: ${settings.mapProjects[i]!.title}`;

describe('map carousel', () => {
  it('moves with the arrows, wraps around both ways, and ignores clicks mid-transition', async () => {
    const page = await openHome();
    const problems = watchPageErrors(page, e2e.server.url);
    expect(await currentMap(page)).toBe(mapTitle(0));

    await clickTwice(page, 'Next map project', 200); // the second click lands during the 600 ms transition: ignored
    await expect.poll(() => currentMap(page)).toBe(mapTitle(1));
    await waitInPage(page, 700);
    expect(await currentMap(page)).toBe(mapTitle(1));

    await mapCarousel(page).getByRole('button', { name: 'Previous map project' }).click();
    await expect.poll(() => currentMap(page)).toBe(mapTitle(0));
    await waitInPage(page, 650);
    await mapCarousel(page).getByRole('button', { name: 'Previous map project' }).click();
    await expect.poll(() => currentMap(page)).toBe(mapTitle(3));
    await waitInPage(page, 650);
    await mapCarousel(page).getByRole('button', { name: 'Next map project' }).click();
    await expect.poll(() => currentMap(page)).toBe(mapTitle(0));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches the slide at 300 ms into the 600 ms transition', async () => {
    const page = await openHome();
    expect(await slideAfterClick(page, 'Next map project', 150)).toBe(mapTitle(0));
    await expect.poll(() => currentMap(page), { timeout: 1000 }).toBe(mapTitle(1));
    await page.close();
  });

  it('jumps with the dots and moves with the arrow keys', async () => {
    const page = await openHome();
    const dots = mapCarousel(page).getByRole('group', { name: 'Choose map project' });
    await dots.getByRole('button', { name: `Show ${settings.mapProjects[2]!.title}` }).click();
    await expect.poll(() => currentMap(page)).toBe(mapTitle(2));
    expect(await dots.getByRole('button', { name: `Show ${settings.mapProjects[2]!.title}` }).getAttribute('aria-current')).toBe('true');
    await waitInPage(page, 650);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentMap(page)).toBe(mapTitle(3));
    await waitInPage(page, 650);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentMap(page)).toBe(mapTitle(2));
    await page.close();
  });

  it('moves on a swipe over 50 px and not on a shorter one; no arrows on a phone', async () => {
    const page = await openHome(PHONE);
    expect(await mapCarousel(page).getByRole('button', { name: 'Next map project' }).isVisible()).toBe(false);
    const slide = mapCarousel(page).locator('[aria-roledescription="slide"] img').last();
    await slide.scrollIntoViewIfNeeded();
    const box = (await slide.boundingBox())!;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + distance, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await waitInPage(page, 700);
    };
    await swipe(-40);
    expect(await currentMap(page)).toBe(mapTitle(0));
    await swipe(-80);
    expect(await currentMap(page)).toBe(mapTitle(1));
    await swipe(80);
    expect(await currentMap(page)).toBe(mapTitle(0));
    await page.close();
  });

  it('opens the live map full screen, locks scrolling, and closes with the button or Escape', async () => {
    const page = await openHome();
    const first = settings.mapProjects[0]!;
    await mapCarousel(page).getByRole('button', { name: /^View Project/ }).click();
    const overlay = page.getByRole('dialog', { name: `${first.title} live map` });
    await overlay.waitFor();
    expect(await overlay.locator('iframe').getAttribute('src')).toBe(first.iframeUrl);
    expect(await overlay.getByRole('heading', { name: first.title }).isVisible()).toBe(true);
    // The focus starts on Close, and comes back to View Project when the map closes.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe('Close');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    // The carousel ignores input while the map is open.
    await page.keyboard.press('ArrowRight');
    await waitInPage(page, 700);
    expect(await currentMap(page)).toBe(mapTitle(0));

    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await focused()).toBe('View Project');
    expect(await overlay.locator('iframe').count()).toBe(0);

    await mapCarousel(page).getByRole('button', { name: /^View Project/ }).click();
    await overlay.waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('offers the PNG fallback behind the WebP source, and a blurred thumbnail while loading', async () => {
    const html = await (await fetch(e2e.server.url)).text();
    const first = settings.mapProjects[0]!;
    expect(html).toMatch(new RegExp(`<source srcSet="${first.image}\\?w=400&amp;q=75 400w[^"]*" sizes="[^"]+" type="image/webp"/>`));
    expect(html).toContain(`src="${first.fallbackImage}?w=800&amp;q=75"`);
    expect(html).toContain(`src="${first.thumbnail}"`);
    expect(html).toContain('Loading map preview…');
    const page = await openHome();
    // Once the full image has loaded, the thumbnail and placeholder go.
    await expect.poll(() => page.locator(`img[src="${first.thumbnail}"]`).count()).toBe(0);
    expect(await page.getByText('Loading map preview…').count()).toBe(0);
    await page.close();
  });
});

const testimonials = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
const currentTestimonial = (page: Page) => testimonials(page).locator('[aria-roledescription="slide"]').getAttribute('aria-label');

describe('testimonial carousel', () => {
  it('wraps around with arrows and jumps with dots', async () => {
    const page = await openHome();
    const names = settings.testimonials.map((t) => t.name);
    expect(await currentTestimonial(page)).toBe(`1 of 3: ${names[0]}`);
    await testimonials(page).getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(() => currentTestimonial(page)).toBe(`3 of 3: ${names[2]}`);
    await waitInPage(page, 650);
    await testimonials(page).getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => currentTestimonial(page)).toBe(`1 of 3: ${names[0]}`);
    await waitInPage(page, 650);
    await testimonials(page).getByRole('button', { name: `Show testimonial from ${names[1]}` }).click();
    await expect.poll(() => currentTestimonial(page)).toBe(`2 of 3: ${names[1]}`);
    await page.close();
  });

  it('clamps long text to 4 lines on a phone with Read More / Read Less, reset on navigation', async () => {
    const page = await openHome(PHONE);
    const region = testimonials(page);
    await region.scrollIntoViewIfNeeded();
    const quote = region.locator('blockquote');
    const lineHeight = await quote.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    const readMore = region.getByRole('button', { name: 'Read More' });
    await readMore.waitFor();
    expect((await quote.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 4 + 1);

    await readMore.click();
    expect(await region.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    expect((await quote.boundingBox())!.height).toBeGreaterThan(lineHeight * 4 + 1);

    const dots = region.getByRole('group', { name: 'Choose testimonial' });
    await dots.getByRole('button').nth(1).click();
    await waitInPage(page, 700);
    await dots.getByRole('button').nth(0).click();
    await waitInPage(page, 700);
    expect(await region.getByRole('button', { name: 'Read More' }).isVisible()).toBe(true);
    expect(await region.getByRole('button', { name: 'Read Less' }).count()).toBe(0);
    await page.close();
  });

  it('shows whole quotes and no toggle on a desktop', async () => {
    const page = await openHome();
    expect(await testimonials(page).getByRole('button', { name: 'Read More' }).isVisible()).toBe(false);
    await page.close();
  });
});
