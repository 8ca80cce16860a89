// Keeps the media of drafts and scheduled posts from visitors (decision 037). A request for
// hidden media (media-visibility.ts) — the original or any rendition — is answered exactly as a
// missing file is (the media handlers are skipped, so the page 404 follows), unless it carries
// one of two cookies, both HttpOnly and sent only to /media and /images:
//   folio_console_media    the console's session token, set by every console call
//                          (require-admin.ts) and cleared at sign-out;
//   folio_preview_<link>   a preview link's token, set when its preview page or API answer is
//                          given, and good only for the media of that link's post.
// What such a cookie opens is answered `Cache-Control: private, no-store`, so no shared cache
// keeps it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { AdminAuth } from '../auth/admin-auth';
import { contentPathOfUrl } from '../content/content-media';
import type { ContentIndex } from '../content/content-index';
import type { PreviewLinkStore } from '../previews/preview-link-store';
import type { MediaVisibility } from './media-visibility';

export const CONSOLE_MEDIA_COOKIE = 'folio_console_media';
const PREVIEW_COOKIE_PREFIX = 'folio_preview_';
/** The paths content media is served under: the cookies go nowhere else. */
const MEDIA_PATHS = ['/media', '/images'];
/** Hidden for no post in particular: only the console sees it. */
const NO_POST: readonly string[] = [];
/** More preview cookies than this in one request are not looked at. */
const MAX_PREVIEW_COOKIES = 20;

export interface UnpublishedMediaOptions {
  visibility: MediaVisibility;
  auth: AdminAuth;
  previews: PreviewLinkStore;
  index: ContentIndex;
  /** Images a post's first save is writing beside it: hidden like a draft's until the post is filed (unsaved-images.ts). */
  placing?: ReadonlySet<string>;
}

/** Mounted first in the router of the media handlers; `next('router')` skips them. */
export function unpublishedMedia({ visibility, auth, previews, index, placing }: UnpublishedMediaOptions): RequestHandler {
  const opensPreview = (token: string, slugs: readonly string[]) => {
    const link = previews.resolve(token);
    return link !== null && slugs.includes(link.slug) && index.postFile(link.slug) === link.file;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = contentPathOfUrl(req.path);
    const slugs = asset && (visibility.hiddenBy(asset) ?? (placing?.has(asset) ? NO_POST : null));
    if (!slugs) return next();
    const cookies = readCookies(req.get('cookie'));
    const consoleToken = cookies.get(CONSOLE_MEDIA_COOKIE);
    const previewTokens = [...cookies].filter(([name]) => name.startsWith(PREVIEW_COOKIE_PREFIX)).slice(0, MAX_PREVIEW_COOKIES);
    if ((consoleToken && auth.isSession(consoleToken)) || previewTokens.some(([, token]) => opensPreview(token, slugs))) {
      keepPrivate(res);
      return next();
    }
    next('router');
  };
}

/** Lets the preview link's holder see its post's media (called when the preview is answered 200). */
export function grantPreviewMedia(req: Request, res: Response, link: { id: string; expiresAt: string }, token: string): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(link.expiresAt) - Date.now()) / 1000));
  setMediaCookie(req, res, `${PREVIEW_COOKIE_PREFIX}${link.id}`, token, maxAge);
}

/**
 * Lets the signed-in console see every unpublished post's media; `null` clears it. Set on every
 * console call: the cookie is never sent to /api, so the server cannot tell whether the browser
 * still has it (a browser that cleared it gets it back with the next call).
 */
export function grantConsoleMedia(req: Request, res: Response, sessionToken: string | null): void {
  setMediaCookie(req, res, CONSOLE_MEDIA_COOKIE, sessionToken ?? '', sessionToken === null ? 0 : null);
}

function setMediaCookie(req: Request, res: Response, name: string, value: string, maxAgeSeconds: number | null): void {
  for (const where of MEDIA_PATHS) {
    const attributes = [`${name}=${value}`, `Path=${where}`, 'HttpOnly', 'SameSite=Lax', ...(req.secure ? ['Secure'] : []), ...(maxAgeSeconds === null ? [] : [`Max-Age=${maxAgeSeconds}`])];
    res.append('Set-Cookie', attributes.join('; '));
  }
}

/** Cookie names and values as sent (tokens are base64url, so nothing is decoded). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** Whatever the handler after sets, the answer is for this visitor only. */
function keepPrivate(res: ServerResponse<IncomingMessage>): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const headers = rest.find((item): item is OutgoingHttpHeaders => typeof item === 'object' && item !== null && !Array.isArray(item));
    if (headers) {
      delete headers['cache-control'];
      delete headers['Cache-Control'];
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}
