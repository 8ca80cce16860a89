// The index's rules for two files that give one address (content-collection.ts holds the order
// they are applied in; decision 076-an-address-belongs-to-the-file-that-has-it):
// how near to public a post is, and, where no file holds the address yet, which was there first.
import { postState, type Post } from '../../src/lib/content-types';
import type { CollectionRules } from './content-collection';
import { nameClaim } from './content-paths';

/** A post's distance from public: 0 published, its time when scheduled (the first to go public wins), Infinity a draft. */
export function postStanding(post: Pick<Post, 'draft' | 'publishedAt'>, now: number): number {
  const state = postState(post, now);
  return state === 'published' ? 0 : state === 'scheduled' ? Date.parse(post.publishedAt) : Infinity;
}

const STATE_WORDS = { published: 'published', scheduled: 'scheduled', draft: 'a draft' } as const;

/**
 * Which file was there first, by the files alone (never by the order they were read in): the one
 * committed first (by its place in the history; a file not committed yet comes after every
 * committed one), then the one whose name says the slug most plainly (`x.md` before `X.md`
 * before `2020-01-01-x.md` before a file that sets `slug: x`), then the one nearest the folder's
 * top, then by path.
 */
export function arrivalOrder(arrival: (file: string) => number | undefined): (a: string, b: string, slug: string) => number {
  return (a, b, slug) =>
    (arrival(a) ?? Infinity) - (arrival(b) ?? Infinity) ||
    nameClaim(a, slug) - nameClaim(b, slug) ||
    a.split('/').length - b.split('/').length ||
    (a < b ? -1 : a > b ? 1 : 0);
}

export function postRules(arrival: (file: string) => number | undefined): CollectionRules<Post> {
  return { standing: postStanding, stateOf: (post, now) => STATE_WORDS[postState(post, now)], arrivedFirst: arrivalOrder(arrival) };
}

export function itemRules<T>(arrival: (file: string) => number | undefined): CollectionRules<T> {
  return { arrivedFirst: arrivalOrder(arrival) };
}
