// /sitemap.xml: every public page of the route table, every project, post and template of the
// index, and the blog's list narrowed to each tag the posts carry (/blog?tag=).
import { blogPageCanonical } from '../../src/lib/blog-pages';
import { cardTags } from '../../src/lib/content-types';
import { staticPagePaths } from '../../src/route-paths';
import type { ContentIndex } from '../content/content-index';
import { escapeXml } from './xml';

/** The pages at a fixed path, from the route table. */
const STATIC_PAGES = staticPagePaths();

export function buildSitemap(index: ContentIndex, siteUrl: string): string {
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...index.listProjects().map((project) => ({ path: `/works/${project.slug}` })),
    ...index.listPosts().map((post) => ({ path: `/blog/${post.slug}`, lastmod: (post.updatedAt ?? post.publishedAt).slice(0, 10) })),
    ...index.listTemplates().map((template) => ({ path: `/templates/${template.slug}`, lastmod: template.publishedAt.slice(0, 10) })),
    ...tagListings(index).map((path) => ({ path })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Each tag's listing once, at its canonical address (tags match without regard to case). */
function tagListings(index: ContentIndex): string[] {
  const seen = new Set<string>();
  for (const post of index.listPosts()) for (const tag of cardTags(post.tags)) seen.add(blogPageCanonical(1, tag));
  return [...seen];
}
