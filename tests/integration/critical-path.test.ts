// The critical path of a server-rendered page (decisions 102 and 103): its first paint needs the
// HTML and little else. The page's critical CSS is inlined and the whole stylesheet linked in
// <body> (tests/integration/critical-css.test.ts checks the two); the only script in the HTML is
// the page script, last, and no page starts React.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/temp-site';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let paths: string[];
beforeAll(async () => {
  app = await startTestApp();
  const first = async (api: string) => ((await (await fetch(app.url + api)).json()) as { slug: string }[])[0]!.slug;
  paths = ['/', '/works', `/blog/${await first('/api/blog')}`, '/services', '/blog', '/about', '/contact', '/calendar', '/map-projects', '/nope'];
});
afterAll(() => app.close());

const html = async (pagePath: string) => (await fetch(app.url + pagePath)).text();
const head = (page: string) => page.slice(0, page.indexOf('</head>'));

describe('the first paint of a server-rendered page', () => {
  it('is the HTML: title and share tags first, no page state, and one script, the page script, last', async () => {
    const { pageScript } = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { pageScript: string };
    for (const pagePath of paths) {
      const page = await html(pagePath);
      expect(head(page), pagePath).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/>/);
      expect(page, pagePath).not.toContain('folio-state');
      expect(head(page), pagePath).toMatch(/<style>@layer /);
      expect(head(page), pagePath).not.toMatch(/<link rel="stylesheet"/);
      expect(page, pagePath).not.toMatch(/rel="modulepreload"/);
      // Title, description and share image before any style or script (link-preview bots read only the first few KB).
      const firstStyleOrScript = Math.min(...['<style', '<script', '<link rel="stylesheet"'].map((tag) => head(page).indexOf(tag)).filter((at) => at !== -1));
      expect(head(page).indexOf('<title>'), pagePath).toBeLessThan(firstStyleOrScript);
      expect(head(page).indexOf('og:image'), pagePath).toBeLessThan(firstStyleOrScript);
      const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, pagePath).toEqual([pageScript]);
      // The whole stylesheet, linked last when the critical CSS styles the whole page.
      expect(page, pagePath).toMatch(/<script type="module" src="[^"]+"><\/script>(<link rel="stylesheet" href="[^"]+"\/>)?<\/body><\/html>$/);
    }
  });

  it("preloads only the first view's image; the images below it load lazily", async () => {
    const images = (page: string) => [...page.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const preloads = (page: string) => [...head(page).matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((match) => match[0]);
    const home = await html('/');
    expect(preloads(home)).toEqual([expect.stringContaining('href="/images/profile.jpg?w=400&amp;q=75" fetchPriority="high"')]);
    const belowHero = images(home.slice(home.indexOf('</section>')));
    // The tutorial, the map carousel (its blurred thumbnail too), the avatars and the 11 cards.
    expect(belowHero.length).toBeGreaterThan(10);
    for (const image of belowHero) expect(image).toContain('loading="lazy"');

    expect(preloads(await html(paths[2]!))).toEqual([expect.stringMatching(/fetchPriority="high"/)]);

    // A grid at the top of its page keeps its first 3 images eager.
    expect(images(await html('/works')).map((image) => /loading="(\w+)"/.exec(image)?.[1]).slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it("links a PNG icon: an SVG icon with text would be laid out on the page's main thread", async () => {
    for (const pagePath of paths) expect(head(await html(pagePath)), pagePath).toContain('<link rel="icon" href="/favicon.png" type="image/png" sizes="96x96"/>');
    const icon = await fetch(app.url + '/favicon.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    const legacy = await fetch(app.url + '/favicon.ico', { redirect: 'manual' });
    expect([legacy.status, legacy.headers.get('location')]).toEqual([301, '/favicon.png']);
  });

  it("preloads the site's typeface, which the inline critical CSS names and the assets serve for a year", async () => {
    const page = await html('/');
    const preloads = [...head(page).matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/g)].map((match) => match[1]);
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/plus-jakarta-sans-[\w-]{10}\.woff2$/)]);
    const font = preloads[0]!;
    expect(/<style[^>]*>(.*?)<\/style>/s.exec(page)![1]).toContain(`url(${font})`);
    const response = await fetch(app.url + font, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString()).toBe('wOF2');
  });

  it('inlines only the rules its HTML uses, and links the whole stylesheet, as built, for the rest', async () => {
    const { css } = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { css: string[] };
    const whole = await readFile(path.join(REPO_ROOT, 'dist/client/assets', path.basename(css[0]!)), 'utf8');
    for (const pagePath of ['/services', '/contact']) {
      const page = await html(pagePath);
      const inline = /<style>(.*?)<\/style>/s.exec(page)![1]!;
      // Rules for what the page shows only later (a toast) are not inline…
      expect(inline, pagePath).not.toContain('.z-\\[100\\]');
      expect(inline.length, pagePath).toBeLessThan(whole.length / 4);
      // …but in the stylesheet the page links, served as built.
      expect(whole).toContain('.z-\\[100\\]');
      expect(page, pagePath).toContain(`<link rel="stylesheet" href="${css[0]}"/>`);
      expect(await (await fetch(app.url + css[0]!)).text()).toBe(whole);
    }
  });

  // Issue 43: a text page fetches at most 15 KiB of JavaScript, / and /contact at most 45; what
  // the HTML starts at once (the page script, islands that start on load) is the floor of that.
  it('starts at most 15 KiB gzip of JavaScript on a text page with its HTML, and no React', async () => {
    const assets = path.join(REPO_ROOT, 'dist/client/assets');
    const gzipSize = async (script: string) => (await stat(path.join(assets, `${path.basename(script)}.gz`))).size;
    const [project] = (await (await fetch(`${app.url}/api/projects`)).json()) as { slug: string }[];
    for (const pagePath of [...paths, '/about', '/privacy', '/terms', `/works/${project!.slug}`]) {
      const page = await html(pagePath);
      const pageScript = /<script type="module" src="([^"]+)"/.exec(page)![1]!;
      expect(page, pagePath).not.toMatch(/<folio-island [^>]*data-when="(load|idle)"/);
      const code = await readFile(path.join(assets, path.basename(pageScript)), 'utf8');
      // The page script imports nothing statically: it is all a page runs before an island starts.
      expect(code, pagePath).not.toMatch(/^import|[;}]import[\s{*"]/);
      expect(code, pagePath).not.toContain('react.transitional.element');
      expect((await gzipSize(pageScript)) / 1024, pagePath).toBeLessThanOrEqual(15);
    }
  });
});
