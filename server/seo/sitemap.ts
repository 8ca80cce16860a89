// /sitemap.xml: every public page, project, post and template, from the index.
import type { ContentIndex } from '../content/content-index';
import { escapeXml } from './xml';

export const STATIC_PAGES = ['/', '/works', '/blog', '/services', '/about', '/contact', '/calendar', '/blueprint', '/templates', '/map-projects', '/privacy', '/terms'];

export function buildSitemap(index: ContentIndex, siteUrl: string): string {
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...index.listProjects().map((project) => ({ path: `/works/${project.slug}` })),
    ...index.listPosts().map((post) => ({ path: `/blog/${post.slug}`, lastmod: (post.updatedAt ?? post.publishedAt).slice(0, 10) })),
    ...index.listTemplates().map((template) => ({ path: `/templates/${template.slug}`, lastmod: template.publishedAt.slice(0, 10) })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
