// `npm run screenshots`: every public page of the built site, at a phone's width and a desktop's,
// in the light and the dark theme, as full-page PNGs in screenshots/ (ignored by Git), so that a
// change can be compared by eye with the set from before it. The site runs on a temp copy of
// content/ (its own throwaway Git repo and data folder), as the tests run it, with the video
// provider at a closed port (the booking and newsletter providers are not reached without the
// internet either: the pages show their offline states). The home page's first screen is also
// written to docs/screenshots/ as a JPEG, at each width and in each theme: the README shows them.
//
// SCREENSHOT_DIR picks another output folder; SCREENSHOT_PAGES=/,/blog picks pages.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { createTempSite, REPO_ROOT } from '../tests/support/temp-site';
import { answerStatus, spawnBenchServer } from './bench/bench-server';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
const OUT_DIR = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(REPO_ROOT, 'screenshots'));
const README_DIR = path.join(REPO_ROOT, 'docs/screenshots');

interface Listed {
  slug: string;
}

/** Every public page: the fixed ones, then one of each kind of detail page, named by the site's own lists. */
async function publicPages(url: string): Promise<string[]> {
  const first = async (api: string) => ((await (await fetch(url + api)).json()) as Listed[])[0]?.slug;
  const [post, project, template] = await Promise.all([first('/api/blog'), first('/api/projects'), first('/api/templates')]);
  const pages = ['/', '/works', '/blog', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', '/map-projects', '/search?q=map', '/privacy', '/terms', '/no-such-page'];
  if (post) pages.push(`/blog/${post}`);
  if (project) pages.push(`/works/${project}`);
  if (template) pages.push(`/templates/${template}`);
  const chosen = process.env.SCREENSHOT_PAGES?.split(',').filter(Boolean);
  return chosen ?? pages;
}

/** A file name for a page: `/blog/a-post` → `blog-a-post`, `/` → `home`. */
function pageName(page: string): string {
  return page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '');
}

/** Scrolls to the end in steps, so lazy images load, then back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((resolve) => image.addEventListener('loadend', resolve, { once: true })))));
}

async function shoot(browser: Browser, url: string, pages: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const theme of THEMES) {
    for (const size of WIDTHS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const address of pages) {
        await page.goto(url + address, { waitUntil: 'load' });
        await loadWholePage(page);
        const file = path.join(OUT_DIR, `${pageName(address)}-${size.name}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        written.push(file);
        if (address === '/') await page.screenshot({ path: path.join(README_DIR, `home-${size.name}-${theme}.jpg`), type: 'jpeg', quality: 80, animations: 'disabled' });
      }
      await context.close();
    }
  }
  return written;
}

async function main(): Promise<void> {
  const site = await createTempSite();
  const server = await spawnBenchServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir });
  let browser: Browser | null = null;
  try {
    await Promise.race([
      server.exited,
      (async () => {
        while ((await answerStatus(`${server.url}/healthz`)) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      })(),
    ]);
    browser = await launchBrowser();
    await rm(OUT_DIR, { recursive: true, force: true });
    await mkdir(OUT_DIR, { recursive: true });
    await mkdir(README_DIR, { recursive: true });
    const pages = await publicPages(server.url);
    const written = await shoot(browser, server.url, pages);
    console.log(`screenshots: ${written.length} pages in ${path.relative(process.cwd(), OUT_DIR) || '.'}/ (${pages.length} pages × ${WIDTHS.length} widths × ${THEMES.length} themes)`);
  } finally {
    await browser?.close();
    await server.stop();
    await site.cleanup();
  }
}

await main();
