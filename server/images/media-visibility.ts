// Which content media is not public yet (red-team issue 26, finding 3; decision 037). Media
// belongs to a draft or scheduled post when it sits in that post's folder (`posts/<slug>/…`,
// where console uploads go) or when only unpublished posts reference it; it is public as soon as
// its own post is, or as soon as anything public references it (a published post, a project,
// the about page, the settings), so a published page never loses an image. Media nobody owns or
// references stays public, as before. The map is made once per content version; the time of a
// scheduled post is checked on each request, so its media is public the moment it is.
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
}

export function mediaVisibility(index: ContentIndex): MediaVisibility {
  let built: { version: number; hidden: Map<string, string[]> } | null = null;
  const current = () => {
    if (built?.version !== index.version) built = { version: index.version, hidden: hiddenMedia(index) };
    return built.hidden;
  };
  return {
    hiddenBy(asset) {
      const slugs = current().get(asset);
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

function hiddenMedia(index: ContentIndex): Map<string, string[]> {
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
  for (const asset of index.contentAssets()) {
    const slugs = new Set<string>();
    let isPublic = false;
    // The post whose folder holds it, the nearest one up.
    for (let dir = path.posix.dirname(asset); dir !== '.' && dir !== ''; dir = path.posix.dirname(dir)) {
      const owner = postOfFolder.get(dir);
      if (!owner) continue;
      if (owner.published) isPublic = true;
      else slugs.add(owner.slug);
      break;
    }
    for (const file of referrers.get(asset) ?? []) {
      const post = postOfFile.get(file);
      if (post) {
        if (post.published) isPublic = true;
        else slugs.add(post.slug);
        // A post file the site does not serve (refused) makes nothing public.
      } else if (classifyContentPath(file)?.kind !== 'post') isPublic = true;
    }
    if (!isPublic && slugs.size > 0) hidden.set(asset, [...slugs]);
  }
  return hidden;
}
