// The critical path of a server-rendered page (decisions 021 and 0XX-critical-css): its first
// paint needs the HTML and nothing else. The page's critical CSS is inlined and the whole
// stylesheet linked in <body> (tests/integration/critical-css.test.ts checks the two), and the
// only script in the HTML is the tiny entry, after the page's state.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../../src/app-state';
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
const state = (page: string) => JSON.parse(/<script id="folio-state" type="application\/json">(.*?)<\/script>/s.exec(page)![1]!) as AppState;

describe('the first paint of a server-rendered page', () => {
  it('needs no stylesheet and no script: the critical CSS is inline and the entry comes last', async () => {
    for (const pagePath of paths) {
      const page = await html(pagePath);
      expect(head(page), pagePath).toMatch(/^<!DOCTYPE html><html lang="en" data-first-view="html">/);
      expect(head(page), pagePath).toMatch(/<style>@layer /);
      expect(head(page), pagePath).not.toMatch(/<link rel="stylesheet"/);
      // The first paint waits for the whole page to be parsed, up to its state after the content.
      expect(head(page), pagePath).toContain('<link rel="expect" href="#folio-state" blocking="render"/>');
      expect(page.indexOf('id="folio-state"'), pagePath).toBeGreaterThan(page.indexOf('</footer>'));
      expect(page, pagePath).not.toMatch(/rel="modulepreload"/);
      const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, pagePath).toEqual([state(page).assets.entry]);
      expect(page.indexOf('<script type="module"'), pagePath).toBeGreaterThan(page.indexOf('id="folio-state"'));
      // The whole stylesheet, linked last when the critical CSS styles the whole page.
      expect(page, pagePath).toMatch(/<script type="module" src="[^"]+" fetchPriority="low"><\/script>(<link rel="stylesheet" href="[^"]+"\/>)?<\/body><\/html>$/);
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

  it("hands the entry its route's own chunks to preload, and no other route's", async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { entryImports: string[]; routes: Record<string, string[]> };
    const { assets } = state(await html('/works'));
    expect(assets.preload.length).toBeGreaterThan(0);
    expect(assets.preload).toEqual(expect.arrayContaining(manifest.routes['works-page']!));
    expect(assets.preload.filter((chunk) => manifest.entryImports.includes(chunk))).toEqual([]);
    expect(assets.preload.filter((chunk) => !manifest.routes['works-page']!.includes(chunk))).toEqual([]);
  });

  // 100 KiB until issue 29's reading kit: the theme toggle, the header's search part, the share
  // image's slot and the copy button's loader added 0.6 KiB to every page (0.9 to a post's, with
  // its contents list). The copy button itself and the search box load on demand.
  it('loads at most 101 KiB gzip of JavaScript before a public page is interactive, the app in one chunk beside React DOM', async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { entryImports: string[] };
    const gzipSize = async (script: string) => (await stat(path.join(REPO_ROOT, 'dist/client/assets', `${path.basename(script)}.gz`))).size;
    const [template] = (await (await fetch(`${app.url}/api/templates`)).json()) as { slug: string }[];
    const [project] = (await (await fetch(`${app.url}/api/projects`)).json()) as { slug: string }[];
    for (const pagePath of [...paths, '/about', '/blueprint', '/templates', `/templates/${template!.slug}`, `/works/${project!.slug}`, '/privacy', '/terms']) {
      const { assets } = state(await html(pagePath));
      const sizes = await Promise.all([...new Set([assets.entry, ...manifest.entryImports, ...assets.preload])].map(gzipSize));
      expect(sizes.reduce((sum, size) => sum + size, 0) / 1024, pagePath).toBeLessThanOrEqual(101);
    }
    // Every page loads the app's modules first; cut into many files they compress worse.
    const appChunks = await Promise.all(manifest.entryImports.map(gzipSize));
    expect(appChunks.filter((size) => size > 1024)).toHaveLength(2);
  });

  it("hands the entry at most three chunks of the page's own, and the ids of the routes it matched", async () => {
    // The small modules three or more pages share are in the app's chunk (decision 034): a post
    // loaded eleven chunks of its own before, each a request and a module on the main thread.
    for (const pagePath of paths) {
      const { assets, routeIds } = state(await html(pagePath));
      expect(assets.preload.length, pagePath).toBeGreaterThan(0);
      expect(assets.preload.length, pagePath).toBeLessThanOrEqual(3);
      expect(routeIds[0], pagePath).toBe('root');
    }
    expect(state(await html(paths[2]!)).routeIds).toEqual(['root', 'layout', 'blog-post-page']);
    expect(state(await html('/nope')).routeIds).toEqual(['root', 'layout', 'not-found-page']);
  });

  it('links the whole stylesheet where the first view is drawn in the browser (template demo and viewer)', async () => {
    const [template] = (await (await fetch(`${app.url}/api/templates`)).json()) as { slug: string }[];
    for (const pagePath of [`/templates/${template!.slug}`, `/template-view/${template!.slug}`]) {
      const page = await html(pagePath);
      const { assets } = state(page);
      expect([assets.inlineCss, assets.drawnInBrowser], pagePath).toEqual([false, true]);
      expect(page, pagePath).toMatch(/^<!DOCTYPE html><html lang="en" data-first-view="app">/);
      expect(head(page), pagePath).toContain(`<link rel="stylesheet" href="${assets.css[0]}" data-precedence="site"/>`);
      expect(page, pagePath).not.toContain('<style');
    }
  });
});
