// /atom.xml: an Atom 1.0 feed (RFC 4287) of the same posts as /rss.xml, each with its full
// sanitized HTML, for the readers that prefer Atom's dates and ids.
import { FEEDS } from '../../src/lib/feeds';
import type { ContentIndex } from '../content/content-index';
import { escapeXml } from './xml';
import { feedOf } from './feed-posts';

export function buildAtomFeed(index: ContentIndex, siteUrl: string): string {
  const feed = feedOf(index, siteUrl);
  const entries = feed.posts.map(({ post, url, author, content, updated }) =>
    [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${new Date(post.publishedAt).toISOString()}</published>`,
      `    <updated>${new Date(updated).toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(post.summary)}</summary>`,
      `    <content type="html">${escapeXml(content)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${escapeXml(feed.home)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.description)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>
  <link rel="self" type="${FEEDS.atom.type}" href="${escapeXml(`${siteUrl}${FEEDS.atom.path}`)}"/>
  <updated>${new Date(feed.updated).toISOString()}</updated>
  <author><name>${escapeXml(feed.author)}</name></author>
${entries.join('\n')}
</feed>
`;
}
