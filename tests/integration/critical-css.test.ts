// Issue 43's CSS (decision 103): no public page inlines more than 16 KB of style;
// the critical CSS comes after the head's tags and holds both themes' values of every colour
// it uses; the whole stylesheet is one hashed file, linked in <body> and cached for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRITICAL_CSS_LIMIT } from '../../server/ssr/critical-css';
import { REPO_ROOT } from '../support/temp-site';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
let pages: string[];
let stylesheet: string;
beforeAll(async () => {
  app = await startTestApp();
  const slugs = async (api: string) => ((await (await fetch(app.url + api)).json()) as { slug: string }[]).map((item) => item.slug);
  const [posts, projects, templates] = await Promise.all([slugs('/api/blog'), slugs('/api/projects'), slugs('/api/templates')]);
  pages = [
    ...['/', '/blog', '/works', '/about', '/services', '/contact', '/privacy', '/terms', '/templates', '/search', '/map-projects', '/blueprint', '/calendar', '/nope'],
    ...posts.map((slug) => `/blog/${slug}`),
    ...projects.map((slug) => `/works/${slug}`),
    ...templates.map((slug) => `/templates/${slug}`).slice(0, 1),
  ];
  stylesheet = (JSON.parse(await readFile(path.join(REPO_ROOT, 'dist/client/manifest.json'), 'utf8')) as { css: string[] }).css[0]!;
});
afterAll(() => app.close());

const html = async (pagePath: string) => (await fetch(app.url + pagePath)).text();
const inlineStyle = (page: string) => /<style>(.*?)<\/style>/s.exec(page)?.[1];
/** The custom properties the CSS's blocks for exactly `selector` set. */
const customProperties = (css: string, selector: string) => {
  const names: string[] = [];
  for (let at = css.indexOf(`${selector}{`); at !== -1; at = css.indexOf(`${selector}{`, at + 1)) {
    if (at > 0 && !'{};'.includes(css[at - 1]!)) continue; // the end of a longer selector
    const body = css.slice(at + selector.length + 1, css.indexOf('}', at));
    names.push(...[...body.matchAll(/(--[\w-]+):/g)].map((match) => match[1]!));
  }
  return names;
};

describe("a public page's style", () => {
  it(`inlines at most ${CRITICAL_CSS_LIMIT} bytes, after the head's tags, and links the hashed stylesheet once in <body>`, async () => {
    const sizes: Record<string, number> = {};
    for (const pagePath of pages) {
      const page = await html(pagePath);
      const css = inlineStyle(page);
      if (pagePath.startsWith('/templates/')) {
        // Drawn in the browser: the page waits for the stylesheet, linked in its head.
        expect(css, pagePath).toBeUndefined();
        continue;
      }
      expect(css, pagePath).toBeDefined();
      sizes[pagePath] = Buffer.byteLength(css!);
      expect(sizes[pagePath], pagePath).toBeLessThanOrEqual(CRITICAL_CSS_LIMIT);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head.indexOf('<style>'), pagePath).toBeGreaterThan(head.indexOf('<meta property="og:title"'));
      expect(head, pagePath).not.toContain('<link rel="stylesheet"');
      const links = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)];
      expect(links.map((link) => link[1]), pagePath).toEqual([stylesheet]);
      // In <main> (the part after it waits for the stylesheet) or last in <body>.
      expect(links[0]!.index, pagePath).toBeGreaterThan(page.indexOf('<main'));
      // Links between pages fade where the browser can: both pages opt in from their first paint.
      expect(css, pagePath).toContain('@view-transition{navigation:auto}');
    }
    expect(app.logText().filter((line) => line.includes('critical CSS'))).toEqual([]);
  });

  it('holds the dark values of every colour it uses, for a chosen and a system dark theme alike', async () => {
    const whole = await (await fetch(app.url + stylesheet)).text();
    const darkInWhole = new Set(customProperties(whole, ':root[data-theme=dark]'));
    for (const pagePath of ['/', '/blog', '/privacy', '/contact', `/blog/${pages.find((page) => page.startsWith('/blog/'))!.slice(6)}`]) {
      const css = inlineStyle(await html(pagePath))!;
      const used = customProperties(css, ':root,:host').filter((name) => darkInWhole.has(name));
      expect(used.length, pagePath).toBeGreaterThan(5);
      const chosen = new Set(customProperties(css, ':root[data-theme=dark]'));
      const system = new Set(customProperties(css, ':root:not([data-theme=light])'));
      for (const name of used) {
        expect(chosen.has(name), `${pagePath}: ${name} for data-theme=dark`).toBe(true);
        expect(system.has(name), `${pagePath}: ${name} for the system's dark theme`).toBe(true);
      }
    }
  });

  it('is one hashed file the browser keeps for a year', async () => {
    expect(stylesheet).toMatch(/^\/assets\/styles-[\w-]{10}\.css$/);
    const response = await fetch(app.url + stylesheet);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
