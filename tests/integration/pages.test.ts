// Server rendering: the first HTML of every route holds its content, title and description;
// unknown paths and slugs answer 404; hashed assets are served compressed and immutable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary } from '../../src/lib/content-types';
import { startTestApp, type TestApp } from '../support/in-process-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(app.url + path, { headers });

describe('server-rendered pages', () => {
  it('sends a post page with its title, summary, body text and <title> already in the HTML', async () => {
    const [summary] = (await (await get('/api/blog')).json()) as PostSummary[];
    const post = (await (await get(`/api/blog/${summary!.slug}`)).json()) as Post;
    const response = await get(`/blog/${post.slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain(`<title>${escapeHtml(post.metaTitle ?? post.title)}`);
    expect(html).toContain(escapeHtml(post.title));
    expect(html).toContain(escapeHtml(post.summary));
    expect(html).toContain(post.content.slice(0, 60));
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('answers an unknown path with 404 and Page Not Found', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it.each([
    ['/blog/no-such-post', 'Blog Post Not Found'],
    ['/works/no-such-project', 'Project Not Found'],
    ['/templates/no-such-template', 'Template not found'],
  ])('answers %s with 404 and "%s"', async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(text);
  });

  it.each([
    ['/', 'Crafting Digital Solutions'],
    ['/works', 'Portfolio'],
    ['/blog', 'Blog'],
    ['/services', 'Services &amp; Pricing'],
    ['/about', 'About Me'],
    ['/contact', 'Get in Touch'],
    ['/calendar', 'Schedule a Call'],
    ['/blueprint', 'Get Your Free App Building Template'],
    ['/templates', 'Templates'],
    ['/map-projects', 'Map Projects'],
    ['/admin/blog', 'Blog Administration'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('renders %s with its heading, a <title> and a description', async (path, heading) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('renders the first project, template and about text into their pages', async () => {
    const [project] = (await (await get('/api/projects')).json()) as { slug: string; title: string }[];
    expect(await (await get(`/works/${project!.slug}`)).text()).toContain(escapeHtml(project!.title));
    const [template] = (await (await get('/api/templates')).json()) as { slug: string; title: string }[];
    expect(await (await get(`/templates/${template!.slug}`)).text()).toContain(escapeHtml(template!.title));
    expect(await (await get(`/template-view/${template!.slug}`)).text()).toContain(escapeHtml(template!.title));
    const about = (await (await get('/api/content/about.txt')).json()) as { content: string };
    expect(await (await get('/about')).text()).toContain(about.content.slice(0, 40));
  });

  it('hands the browser no page state: only its islands carry props, as JSON', async () => {
    for (const target of ['/blog', '/contact', '/']) {
      const html = await (await get(target)).text();
      expect(html, target).not.toContain('folio-state');
      for (const [, props] of html.matchAll(/<folio-island [^>]*data-props="([^"]*)"/g)) {
        expect(() => JSON.parse(props!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')), target).not.toThrow();
      }
    }
  });
});

describe('static assets', () => {
  async function entryScript(): Promise<string> {
    const html = await (await get('/')).text();
    return /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  }

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('serves hashed scripts %s-compressed with immutable caching', async (accept, encoding) => {
    const response = await get(await entryScript(), { 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('compresses pages on the fly', async () => {
    const response = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers the health check once the index is built', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('odd page URLs', () => {
  it.each(['//evil.example/blog', '/%', '/blog/%E0%A4%A', '/blog?tag=%', `/${'a'.repeat(3000)}`, '/works/..%2F..%2Fpackage.json'])(
    '%s answers a page, never a server error',
    async (path) => {
      const response = await fetch(app.url + path, { redirect: 'manual' });
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('findable and shareable', () => {
  const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('sends a post with its social tags and BlogPosting JSON-LD in the first HTML', async () => {
    const posts = (await (await get('/api/blog')).json()) as PostSummary[];
    for (const summary of posts) {
      const post = (await (await get(`/api/blog/${summary.slug}`)).json()) as Post;
      const html = await (await get(`/blog/${post.slug}`)).text();
      const title = post.metaTitle ?? post.title;
      const description = post.metaDescription ?? post.summary;
      expect(metaContent(html, 'property', 'og:type')).toBe('article');
      expect(metaContent(html, 'property', 'og:title')).toBe(escapeHtml(title));
      expect(metaContent(html, 'property', 'og:description')).toBe(escapeHtml(description));
      expect(metaContent(html, 'property', 'og:url')).toMatch(new RegExp(`/blog/${post.slug}$`));
      expect(metaContent(html, 'property', 'og:image')).toMatch(/^http/);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // No meta keywords and no tags: the tag is left out rather than sent empty.
      const keywords = post.metaKeywords ?? post.tags.join(',');
      expect(metaContent(html, 'name', 'keywords')).toBe(keywords ? escapeHtml(keywords) : undefined);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${post.slug}"`));
      expect(jsonLd(html)).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title, datePublished: post.publishedAt }));
    }
  });

  it('describes the person on Home and the services offered on /services', async () => {
    expect(jsonLd(await (await get('/')).text())).toContainEqual(expect.objectContaining({ '@type': 'Person', name: 'Alex Rivera' }));
    const services = jsonLd(await (await get('/services')).text()).find((data) => data.makesOffer) as { makesOffer: { itemOffered: { name: string } }[] };
    expect(services.makesOffer.map((offer) => offer.itemOffered.name)).toEqual(['Portfolio Website', 'Real Estate Platform', 'Mapping Software Solutions']);
  });

  it('gives every page its own title, description and canonical URL', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/works', '/blog', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', '/map-projects', '/privacy', '/terms']) {
      const html = await (await get(path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path === '/' ? '/' : path}"`));
    }
    expect(titles.size).toBe(12);
  });
});
