// Which content media is not public yet (red-team issue 26, finding 3; decision 037). Media
// belongs to a draft or scheduled post when it sits in that post's folder (`posts/<slug>/…`,
// where console uploads go) or when only unpublished posts reference it; it is public as soon as
// its own post is, or as soon as anything public references it (a published post, a project,
// the about page, the settings), so a published page never loses an image. Media nobody owns or
// references stays public, as before. The map is made once per content version; the time of a
// scheduled post is checked on each request, so its media is public the moment it is. The same
// walk says which media belongs to posts alone, published or not, for its cache policy.
import path from 'node:path';
import { postState } from '../../src/lib/content-types';
import type { ContentIndex } from '../content/content-index';
import { classifyContentPath } from '../content/content-paths';

export interface MediaVisibility {
  /**
   * The unpublished posts (slugs) that keep `asset` (relative to CONTENT_DIR) from visitors; null
   * when it is public.
   */
  hiddenBy(asset: string): readonly string[] | null;
  /**
   * Whether `asset` belongs to posts alone (it sits in a post's folder, or only posts show it):
   * the media a post going back to draft would hide, which caches may keep only briefly
   * (media-cache-policy.ts).
   */
  belongsToPosts(asset: string): boolean;
}

export function mediaVisibility(index: ContentIndex): MediaVisibility {
  let built: ({ version: number } & MediaOwners) | null = null;
  const current = () => {
    if (built?.version !== index.version) built = { version: index.version, ...mediaOwners(index) };
    return built;
  };
  return {
    belongsToPosts: (asset) => current().postsOnly.has(asset),
    hiddenBy(asset) {
      const slugs = current().hidden.get(asset);
      if (!slugs) return null;
      // A scheduled post whose time came before the next content version is public already.
      const now = Date.now();
      const stillHidden = slugs.every((slug) => {
        const post = index.findPost(slug);
        return post !== undefined && postState(post, now) !== 'published';
      });
      return stillHidden ? slugs : null;
    },
  };
}

/** A post's own folder: `posts/x` for posts/x.md, the bundle's folder for posts/x/index.md. */
export function postFolder(file: string): string {
  const parsed = path.posix.parse(file);
  return /^index$/i.test(parsed.name) ? parsed.dir : path.posix.join(parsed.dir, parsed.name);
}

interface MediaOwners {
  /** Media only unpublished posts own, by the slugs of those posts. */
  hidden: Map<string, string[]>;
  /** Media only posts own, published or not. */
  postsOnly: Set<string>;
}

function mediaOwners(index: ContentIndex): MediaOwners {
  const now = Date.now();
  const postOfFile = new Map<string, { slug: string; published: boolean }>();
  const postOfFolder = new Map<string, { slug: string; published: boolean }>();
  for (const post of index.unorderedPosts()) {
    const file = index.postFile(post.slug);
    if (!file) continue;
    const entry = { slug: post.slug, published: postState(post, now) === 'published' };
    postOfFile.set(file, entry);
    postOfFolder.set(postFolder(file), entry);
  }
  const referrers = index.assetReferrers();
  const hidden = new Map<string, string[]>();
  const postsOnly = new Set<string>();
  for (const asset of index.contentAssets()) {
    const slugs = new Set<string>();
    let shownByPublishedPost = false;
    let shownElsewhere = false;
    const ownedBy = (post: { slug: string; published: boolean }) => {
      if (post.published) shownByPublishedPost = true;
      else slugs.add(post.slug);
    };
    // The post whose folder holds it, the nearest one up.
    for (let dir = path.posix.dirname(asset); dir !== '.' && dir !== ''; dir = path.posix.dirname(dir)) {
      const owner = postOfFolder.get(dir);
      if (!owner) continue;
      ownedBy(owner);
      break;
    }
    for (const file of referrers.get(asset) ?? []) {
      const post = postOfFile.get(file);
      if (post) ownedBy(post);
      // A post file the site does not serve (refused) makes nothing public.
      else if (classifyContentPath(file)?.kind !== 'post') shownElsewhere = true;
    }
    if (!shownElsewhere && (shownByPublishedPost || slugs.size > 0)) postsOnly.add(asset);
    if (!shownElsewhere && !shownByPublishedPost && slugs.size > 0) hidden.set(asset, [...slugs]);
  }
  return { hidden, postsOnly };
}
