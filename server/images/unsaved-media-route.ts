// Serves an image uploaded for a post never saved (unsaved-uploads.ts) at the address the editor
// inserted, `/media/.unsaved/<slug>/<name>`, to the signed-in console alone: the console's media
// cookie (unpublished-media.ts) must hold a live session. Anyone else gets exactly what a missing
// file gets (the media handlers are skipped, the 404 page follows). A rendition (`?w=`) is answered
// with the original: the preview is the owner's, and a rendition of it is never made or cached.
import type { RequestHandler } from 'express';
import type { AdminAuth } from '../auth/admin-auth';
import { CONSOLE_MEDIA_COOKIE, readCookies } from './unpublished-media';
import { readUnsavedUrl, UNSAVED_MEDIA_PREFIX, type UnsavedUploads } from './unsaved-uploads';

/** Mounted first in the router of the media handlers; `next('router')` skips them. */
export function unsavedMedia({ unsaved, auth }: { unsaved: UnsavedUploads; auth: AdminAuth }): RequestHandler {
  return async (req, res, next) => {
    if (!req.path.startsWith(UNSAVED_MEDIA_PREFIX)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next('router');
    const image = readUnsavedUrl(req.path);
    const token = readCookies(req.get('cookie')).get(CONSOLE_MEDIA_COOKIE);
    const file = image && token && auth.isSession(token) ? await unsaved.file(image.key, image.name) : null;
    if (!file) return next('router');
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    res.sendFile(file, {
      cacheControl: false,
      dotfiles: 'allow',
      headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'X-Content-Type-Options': 'nosniff' },
    }, (error) => {
      if (error && !res.headersSent) next('router');
    });
  };
}
