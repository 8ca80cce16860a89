// /feed.json: a JSON Feed 1.1 (jsonfeed.org) of the same posts as /rss.xml, each with its full
// sanitized HTML. JSON.stringify escapes what JSON needs; nothing here is ever parsed as markup.
import { FEEDS } from '../../src/lib/feeds';
import { absoluteImageRef } from '../../src/lib/absolute-image-ref';
import type { ContentIndex } from '../content/content-index';
import { feedOf } from './feed-posts';

export function buildJsonFeed(index: ContentIndex, siteUrl: string): string {
  const feed = feedOf(index, siteUrl);
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.home,
    feed_url: `${siteUrl}${FEEDS.json.path}`,
    description: feed.description,
    language: 'en',
    authors: [{ name: feed.author }],
    items: feed.posts.map(({ post, url, author, content, updated }) => ({
      id: url,
      url,
      title: post.title,
      summary: post.summary,
      content_html: content,
      date_published: new Date(post.publishedAt).toISOString(),
      date_modified: new Date(updated).toISOString(),
      authors: [{ name: author }],
      tags: post.tags,
      ...(post.image && { image: absoluteImageRef(post.image, siteUrl) }),
    })),
  });
}

