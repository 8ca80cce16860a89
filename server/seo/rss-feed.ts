// /rss.xml: an RSS 2.0 feed of the newest posts, newest first, with their full sanitized content.
import type { ContentIndex } from '../content/content-index';
import { cdata, escapeXml } from './xml';

/**
 * Posts in the feed. Readers poll it for what is new; with every post in full it was 38 MB at
 * 10,000 posts, built and held per content version (decision 058). The archive is /blog.
 */
export const RSS_ITEM_LIMIT = 50;

export function buildRssFeed(index: ContentIndex, siteUrl: string): string {
  const { owner } = index.getSettings();
  const posts = index.listPosts().slice(0, RSS_ITEM_LIMIT);
  const items = posts.map((summary) => {
    const post = index.getPost(summary.slug)!;
    const link = `${siteUrl}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName ?? owner.name)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${owner.name} — Blog`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(owner.description)}</description>
    <language>en</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
