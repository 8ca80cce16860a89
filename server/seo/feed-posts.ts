// What every feed carries (RSS, Atom, JSON Feed): the newest public posts, each whole, with the
// addresses and names the three formats share. One home, so the formats never disagree.
import type { Post } from '../../src/lib/content-types';
import type { ContentIndex } from '../content/content-index';
import { feedContent } from './feed-content';

/**
 * The posts a feed carries. Readers fetch a feed every few hours and want what is new: with every
 * post in full, a blog of 10,000 posts made a 38 MB feed that took 1.4 s and 180 MB of memory to
 * build after each change (docs/decisions/059). Fifty is a /blog page's worth.
 */
export const FEED_POST_COUNT = 50;

export interface FeedPost {
  post: Post;
  /** The post's address, absolute. */
  url: string;
  author: string;
  /** Its body as feeds carry it: no heading self-links, in-page links absolute (feed-content.ts). */
  content: string;
  /** When it last changed: its updatedAt, else its publishedAt. */
  updated: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The blog's address, absolute. */
  home: string;
  author: string;
  posts: FeedPost[];
  /** The newest change among the posts (the epoch when there is none). */
  updated: string;
}

export function feedOf(index: ContentIndex, siteUrl: string): Feed {
  const { owner } = index.getSettings();
  const posts = index
    .listPosts()
    .slice(0, FEED_POST_COUNT)
    .map((summary): FeedPost => {
      const post = index.getPost(summary.slug)!;
      const url = `${siteUrl}/blog/${post.slug}`;
      return { post, url, author: post.authorName ?? owner.name, content: feedContent(post.content, url), updated: post.updatedAt ?? post.publishedAt };
    });
  const updated = posts.reduce((newest, { updated: each }) => (each > newest ? each : newest), new Date(0).toISOString());
  return { title: `${owner.name} — Blog`, description: owner.description, home: `${siteUrl}/blog`, author: owner.name, posts, updated };
}
