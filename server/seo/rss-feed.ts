// /rss.xml: an RSS 2.0 feed of the newest posts (feed-posts.ts), newest first, with their full
// sanitized content.
import { FEEDS } from '../../src/lib/feeds';
import type { ContentIndex } from '../content/content-index';
import { cdata, escapeXml } from './xml';
import { feedOf } from './feed-posts';

export function buildRssFeed(index: ContentIndex, siteUrl: string): string {
  const feed = feedOf(index, siteUrl);
  const items = feed.posts.map(({ post, url: link, author, content }) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <content:encoded>${cdata(content)}</content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.posts[0]?.post;
  const lastBuild = newest ? new Date(newest.publishedAt).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.home)}</link>
    <atom:link href="${escapeXml(`${siteUrl}${FEEDS.rss.path}`)}" rel="self" type="${FEEDS.rss.type}"/>
    <description>${escapeXml(feed.description)}</description>
    <language>en</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
