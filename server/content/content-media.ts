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
  | { ok: true; url: string; /** The content asset it names, for reloading when it changes. */ assets: string[] }
  | { ok: false; message: string; /** The content paths it would be, to re-read the file when one appears. */ assets: string[] };

// The cards and pages show a designed placeholder instead of this picture (src/lib/picture-fallback.ts).
export { PLACEHOLDER_IMAGE } from '../../src/lib/picture-fallback';

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
 * anchors are not media references (null). A relative path resolves against the file's folder,
 * then (unless it starts with ./ or ../) against the content root, as Hugo and Jekyll owners
 * write `images/x.jpg` for the site path /images/x.jpg.
 */
export function resolveMediaReference(reference: string, fromFile: string, lookup: MediaLookup): MediaReference | null {
  const trimmed = reference.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const [pathPart] = trimmed.split(/[?#]/, 1) as [string];
  if (trimmed.startsWith('/')) {
    const asset = contentPathOfUrl(pathPart);
    if (asset && lookup.hasContentAsset(asset)) return { ok: true, url: trimmed, assets: [asset] };
    const inPublic = lookup.hasPublicFile(pathPart);
    if (inPublic || (inPublic === null && !asset)) return { ok: true, url: trimmed, assets: [] };
    if (!asset && !isAssetPath(pathPart)) return null; // a link to a page of the site
    if (asset) return { ok: false, message: `${JSON.stringify(trimmed)} is not in the content folder: add ${asset} or fix the path`, assets: [asset] };
    // Another generator's site path (/assets/x.jpg from its public folder): the same path in the content folder.
    const inContent = contentPathOfUrl(`${MEDIA_PREFIX}${pathPart.slice(1)}`);
    if (inContent && lookup.hasContentAsset(inContent)) return { ok: true, url: mediaUrl(inContent), assets: [inContent] };
    return { ok: false, message: `${JSON.stringify(trimmed)} is not in the content folder: add ${inContent ?? pathPart.slice(1)} or fix the path`, assets: inContent ? [inContent] : [] };
  }
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    // Keep it as written.
  }
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded));
  const explicit = /^\.\.?\//.test(decoded);
  const fromRoot = explicit ? null : path.posix.normalize(decoded);
  const candidates = [beside, fromRoot].filter((target, i, all): target is string => target !== null && all.indexOf(target) === i && !isOutside(target));
  if (candidates.length === 0) {
    if (!isAssetPath(beside)) return null; // a relative link to a page, not a file
    return { ok: false, message: `${JSON.stringify(trimmed)} points outside the content folder: copy the image into it (beside the file, or in images/) and point at the copy`, assets: [] };
  }
  if (!candidates.some((target) => isAssetPath(target))) return null; // a relative link to a page, not a file
  const found = candidates.find((target) => lookup.hasContentAsset(target));
  if (found) return { ok: true, url: mediaUrl(found), assets: [found] };
  const looked = candidates.filter((target) => isAssetPath(target));
  return { ok: false, message: `${JSON.stringify(trimmed)} is not in the content folder (looked for ${looked.join(' and ')}): add the file there or fix the path`, assets: looked };
}

const isOutside = (target: string) => target === '..' || target.startsWith('../');
