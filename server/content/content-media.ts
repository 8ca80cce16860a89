// Images and media are content: they live in the content repo beside the file that shows them
// (`posts/my-post/cover.png`) or in `images/`, and a reference may be relative to the file
// (`./cover.png`, `../images/x.png`) or a site path (`/images/x.png`). This module is the one
// rule for where such a file is served and whether a reference points at something that exists.
//   content/images/<path>  →  /images/<path>    (the site paths front matter has always used)
//   content/<other path>   →  /media/<path>
import path from 'node:path';
import { isAssetPath } from './content-paths';

export const MEDIA_PREFIX = '/media/';
export const IMAGES_PREFIX = '/images/';

/** What the index knows exists: the content repo's assets and the app's public/ files. */
export interface MediaLookup {
  hasContentAsset(contentPath: string): boolean;
  /** null when public/ is unknown (then site paths outside the content are not checked). */
  hasPublicFile(sitePath: string): boolean | null;
}

export type MediaReference =
  | { ok: true; url: string; /** The content asset it names, for reloading when it changes. */ asset: string | null }
  | { ok: false; message: string; /** The content path it would be, to re-read the file when it appears. */ asset: string | null };

const encodePath = (contentPath: string) => contentPath.split('/').map(encodeURIComponent).join('/');

/** The URL a content asset is served at. */
export function mediaUrl(contentPath: string): string {
  return contentPath.startsWith('images/') ? `${IMAGES_PREFIX}${encodePath(contentPath.slice('images/'.length))}` : `${MEDIA_PREFIX}${encodePath(contentPath)}`;
}

/** The content path a /images/… or /media/… URL path names, or null (never outside the content). */
export function contentPathOfUrl(urlPath: string): string | null {
  let relative: string;
  if (urlPath.startsWith(IMAGES_PREFIX)) relative = `images/${urlPath.slice(IMAGES_PREFIX.length)}`;
  else if (urlPath.startsWith(MEDIA_PREFIX)) relative = urlPath.slice(MEDIA_PREFIX.length);
  else return null;
  try {
    relative = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '..' || part.startsWith('.') || part.includes('\\') || part.includes('\0'))) return null;
  return isAssetPath(relative) ? relative : null;
}

/**
 * Where a reference written in `fromFile` points. Absolute http(s) URLs, mailto: and in-page
 * anchors are not media references (null). A relative path resolves against the file's folder.
 */
export function resolveMediaReference(reference: string, fromFile: string, lookup: MediaLookup): MediaReference | null {
  const trimmed = reference.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const [pathPart] = trimmed.split(/[?#]/, 1) as [string];
  if (trimmed.startsWith('/')) {
    const asset = contentPathOfUrl(pathPart);
    if (asset && lookup.hasContentAsset(asset)) return { ok: true, url: trimmed, asset };
    const inPublic = lookup.hasPublicFile(pathPart);
    if (inPublic || (inPublic === null && !asset)) return { ok: true, url: trimmed, asset: null };
    if (!asset && !isAssetPath(pathPart)) return null; // a link to a page of the site
    return { ok: false, message: `${JSON.stringify(trimmed)} does not exist: add the file to the content repo (${asset ?? `images${pathPart}`}) or fix the path`, asset };
  }
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    // Keep it as written.
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded));
  if (target.startsWith('../') || target === '..') return { ok: false, message: `${JSON.stringify(trimmed)} points outside the content folder: keep images inside it`, asset: null };
  if (!isAssetPath(target)) return null; // a relative link to a page, not a file
  if (!lookup.hasContentAsset(target)) return { ok: false, message: `${JSON.stringify(trimmed)} does not exist (looked for ${target}): add the file there or fix the path`, asset: target };
  return { ok: true, url: mediaUrl(target), asset: target };
}
