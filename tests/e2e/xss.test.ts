// The XSS suite: script-injection payloads in every content field (front matter and body, by
// file and through the console) and in every form. No payload may run — a dialog or the marker
// global fails the test — on any page, on first load or after client navigation; and the
// server's HTML, parsed with JavaScript off, holds no live handler, script or javascript: URL.
// The browser bypasses the CSP here, so what is tested is our escaping and sanitizing alone.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { THEME_SCRIPT } from '../../src/lib/theme-script';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { signInThroughForm, openConsole } from '../support/admin-page';
import { DESKTOP } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';

/** Each payload, if it ran, would open a dialog or set window.__xss. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "'><img src=x onerror=alert(1)>",
  '</script><script>window.__xss=1</script>',
  '</title><script>alert(1)</script>',
  '<a href="javascript:window.__xss=1">click me</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<object data="javascript:window.__xss=1"></object>',
  '<input autofocus onfocus=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${alert(1)}',
  '\u2028\u2029<img src=x onerror=window.__xss=1>',
];
const ALL = PAYLOADS.join(' ');
const TEXT = (label: string) => `${label} ${PAYLOADS[2]} ${PAYLOADS[4]}`;

let e2e: E2ESite;
let context: BrowserContext;

async function writeContent(file: string, data: Record<string, unknown>, body: string): Promise<void> {
  await writeFile(path.join(e2e.site.contentDir, file), `---\n${stringify(data)}---\n\n${body}\n`);
}

async function plantPayloads(): Promise<void> {
  await writeContent('posts/xss-file-post.md', {
    title: TEXT('File post'),
    summary: TEXT('A summary'),
    publishedAt: '2026-11-01',
    tags: ['Safe', PAYLOADS[1], PAYLOADS[4]],
    metaTitle: TEXT('Meta'),
    metaDescription: TEXT('Description'),
    metaKeywords: ALL,
    authorName: TEXT('Author'),
    featured: true,
  }, `# Markdown body\n\n${ALL}\n\n[a link](javascript:window.__xss=1)\n\n<p>${ALL}</p>`);
  await writeContent('posts/xss-html-post.html', { title: TEXT('HTML post'), summary: ALL, publishedAt: '2026-11-02', tags: [PAYLOADS[0]] }, `<h2>HTML body</h2>${ALL}`);
  await writeContent('projects/xss-project.md', {
    title: TEXT('Project'),
    description: ALL,
    image: '/images/profile.jpg',
    tags: [PAYLOADS[2]],
    featured: true,
    completionDate: TEXT('2026'),
    timeframe: PAYLOADS[1],
    category: PAYLOADS[0],
  }, ALL);
  await writeContent('templates/xss-template.md', {
    title: TEXT('Template'),
    description: ALL,
    image: '/images/profile.jpg',
    componentPath: 'no-such-template',
    tags: [PAYLOADS[3]],
    publishedAt: '2026-11-03',
  }, ALL);
  await writeFile(path.join(e2e.site.contentDir, 'about.md'), `---\ntitle: About\n---\n\n${ALL}\n`);
  // A broken file whose error message quotes a payload (shown in the console's problems tab).
  await writeContent('posts/xss-broken.md', { title: 'Broken', summary: 'Broken', publishedAt: PAYLOADS[1] }, 'Body');

  const settingsFile = path.join(e2e.site.contentDir, 'site.yaml');
  const settings = (await import('yaml')).parse(await readFile(settingsFile, 'utf8')) as Record<string, any>;
  settings.owner.description = TEXT('Owner');
  settings.owner.jobTitle = PAYLOADS[1];
  settings.testimonials[0].text = TEXT('Quote');
  settings.testimonials[0].name = PAYLOADS[2];
  settings.mapProjects[0].title = TEXT('Map');
  settings.mapProjects[0].description = ALL;
  settings.services[0].description = ALL;
  settings.services[0].features = [PAYLOADS[1], PAYLOADS[4]];
  settings.tutorial.title = TEXT('Tutorial');
  settings.contactServiceOptions = [...settings.contactServiceOptions, PAYLOADS[2]];
  await writeFile(settingsFile, stringify(settings));
}

async function waitForIndex(): Promise<void> {
  await waitFor(async () => {
    const slugs = ((await (await fetch(`${e2e.server.url}/api/blog`)).json()) as { slug: string }[]).map((post) => post.slug);
    const about = (await (await fetch(`${e2e.server.url}/api/content/about.txt`)).json()) as { content: string };
    return slugs.includes('xss-file-post') && slugs.includes('xss-html-post') && about.content.includes('click me');
  }, 10_000).catch((error: Error) => {
    throw new Error(`${error.message}; server said:\n${e2e.server.output().slice(-2000)}`);
  });
}

beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: TEST_PASSWORD, LEADS_RATE_LIMIT: '0' });
  await plantPayloads();
  await waitForIndex();
  const token = await signIn(e2e.server.url);
  const created = await send(`${e2e.server.url}/api/blog`, {
    token,
    body: postInput('xss-console-post', {
      title: TEXT('Console post'),
      summary: TEXT('A console summary that is long enough'),
      content: `<p>Console body long enough to pass the minimum length.</p>${ALL}`,
      tags: [PAYLOADS[1], 'Console'],
      metaTitle: PAYLOADS[5],
      metaDescription: TEXT('Console description'),
      metaKeywords: PAYLOADS.slice(0, 3).join(','),
      authorName: PAYLOADS[2],
    }),
  });
  expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201 });
  for (const [endpoint, body] of [
    ['/api/contact', { name: TEXT('Name'), email: 'xss@example.com', service: PAYLOADS[2], message: ALL, submitted: new Date().toISOString() }],
    ['/api/signup', { name: TEXT('Signup'), email: 'xss2@example.com' }],
  ] as const) {
    const answer = await send(`${e2e.server.url}${endpoint}`, { body });
    expect(answer.status).toBe(200);
  }
  context = await e2e.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
}, 90_000);
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** Fails on any dialog; returns a function that reads the marker global. */
function guard(page: Page, fired: string[]): void {
  page.on('dialog', async (dialog) => {
    fired.push(`dialog on ${page.url()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
}

async function markerSet(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined || (window.parent as unknown as { __xss?: unknown }).__xss !== undefined);
}

const PAGES = [
  '/',
  '/works',
  '/works/xss-project',
  '/blog',
  '/blog/xss-file-post',
  '/blog/xss-html-post',
  '/blog/xss-console-post',
  `/blog?tag=${encodeURIComponent(PAYLOADS[1]!)}`,
  '/templates',
  '/templates/xss-template',
  '/template-view/xss-template',
  '/services',
  '/about',
  '/contact',
  `/contact?service=${encodeURIComponent(PAYLOADS[2]!)}`,
  '/map-projects',
  '/privacy',
  '/terms',
  '/calendar',
  '/blueprint',
  `/${encodeURIComponent(PAYLOADS[0]!)}`,
];

describe('stored and reflected payloads', () => {
  it('run on no page at first load', async () => {
    const page = await context.newPage();
    const fired: string[] = [];
    guard(page, fired);
    for (const pathname of PAGES) {
      await page.goto(e2e.server.url + pathname);
      await waitForHydration(page);
      await page.waitForTimeout(100);
      if (await markerSet(page)) fired.push(`marker set on ${pathname}`);
    }
    await page.close();
    expect(fired).toEqual([]);
  });

  it('run on no page after client-side navigation', async () => {
    const page = await context.newPage();
    const fired: string[] = [];
    guard(page, fired);
    await page.goto(`${e2e.server.url}/about`);
    await waitForHydration(page);
    for (const target of ['/', '/blog', '/blog/xss-file-post', '/works', '/works/xss-project', '/templates', '/templates/xss-template', '/services', '/map-projects', '/blog/xss-console-post']) {
      await page.evaluate((to) => {
        const link = document.createElement('a');
        link.href = to;
        document.querySelector('main')!.append(link);
        // A same-origin link the router handles: client-side navigation, no reload.
        link.click();
      }, target);
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
      await page.waitForTimeout(200);
      if (await markerSet(page)) fired.push(`marker set after navigating to ${target}`);
    }
    // The page was never reloaded: navigation stayed in the browser.
    await page.close();
    expect(fired).toEqual([]);
  });

  it('run nowhere in the console: posts, messages, signups and content problems', async () => {
    const page = await context.newPage();
    const fired: string[] = [];
    guard(page, fired);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, TEST_PASSWORD);
    const shownPanel = page.locator('[role="tabpanel"]:not([hidden])');
    const seen: Record<string, string> = {};
    for (const tab of ['Manage Posts', 'Messages', 'Signups', 'Content Problems']) {
      await page.getByRole('tab', { name: tab }).click();
      // Each tab loads its list first ("Loading …"); on a busy machine that takes more than a moment.
      await expect.poll(async () => (await shownPanel.textContent()) ?? '', { timeout: 10_000 }).not.toMatch(/^(Loading|Checking content files)/);
      await page.waitForTimeout(300);
      seen[tab] = (await shownPanel.textContent()) ?? '';
      if (await markerSet(page)) fired.push(`marker set in the ${tab} tab`);
    }
    // The payloads are there, shown as text.
    expect(seen['Manage Posts']).toContain('Console post "><svg onload=window.__xss=1>');
    expect(seen.Messages).toContain('Name "><svg onload=window.__xss=1>');
    expect(seen.Signups).toContain('Signup "><svg onload=window.__xss=1>');
    expect(seen['Content Problems']).toContain('posts/xss-broken.md');
    await page.getByRole('tab', { name: 'Create New Post' }).click();
    await page.getByLabel('Content', { exact: true }).fill(`<p>Preview body long enough to pass the minimum length rules.</p>${ALL}`);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    // The server renders the preview: wait until the body is shown, then for any handler to fire.
    const previewed = page.getByRole('article', { name: 'Post preview' }).getByText('Preview body long enough', { exact: false });
    await previewed.waitFor();
    await page.waitForTimeout(300);
    if (await markerSet(page)) fired.push('marker set in the preview');
    // The same payloads in a Markdown body, rendered by the site's Markdown renderer.
    await page.getByRole('button', { name: 'Back to Editor' }).click();
    await page.getByRole('radio', { name: 'Markdown', exact: true }).check();
    await page.getByLabel('Content', { exact: true }).fill(`# Preview body long enough to pass the minimum length rules\n\n${ALL}\n\n[a link](javascript:window.__xss=1)`);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('article', { name: 'Post preview' }).getByRole('heading', { name: /^Preview body long enough/ }).waitFor();
    await page.waitForTimeout(300);
    if (await markerSet(page)) fired.push('marker set in the Markdown preview');
    await page.close();
    expect(fired).toEqual([]);
  });
});

describe('server HTML', () => {
  it('holds no live handler, script or javascript: URL on any page', async () => {
    const inert = await (e2e.browser as Browser).newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await inert.newPage();
    const live: string[] = [];
    for (const pathname of PAGES) {
      await page.goto(e2e.server.url + pathname);
      const found = await page.evaluate((themeScript) => {
        const problems: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            if (attribute.name.startsWith('on')) problems.push(`${element.tagName} ${attribute.name}`);
            if (['href', 'src', 'data', 'action', 'srcdoc'].includes(attribute.name) && /^\s*javascript:|<script/i.test(attribute.value)) problems.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
          }
        }
        for (const script of document.querySelectorAll('script')) {
          const type = script.getAttribute('type');
          const ours =
            (type === 'module' && script.getAttribute('src')?.startsWith('/assets/')) ||
            type === 'application/json' ||
            type === 'application/ld+json' ||
            (!type && !script.src && script.text === themeScript && script.parentElement === document.head);
          if (!ours) problems.push(`SCRIPT ${script.outerHTML.slice(0, 80)}`);
        }
        return problems;
      }, THEME_SCRIPT);
      live.push(...found.map((problem) => `${pathname}: ${problem}`));
    }
    await inert.close();
    expect(live).toEqual([]);
  });
});
