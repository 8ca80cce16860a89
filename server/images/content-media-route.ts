// Serves the content repo's images and media as they are: /images/<path> from content/images/
// and /media/<path> from anywhere else in the content (a post's own folder). Cached for a day and
// revalidated by ETag, since an owner may replace an image under the same name; a post's own
// media for minutes (media-cache-policy.ts). Media is served with a sandboxing policy: an SVG
// someone pushed can never run script on the site's origin.
import type { RequestHandler } from 'express';
import { contentPathOfUrl } from '../content/content-media';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { POST_MEDIA_CACHE_CONTROL, SITE_MEDIA_CACHE_CONTROL, type PostMediaTest } from './media-cache-policy';

export function contentMedia(contentDir: string, isPostMedia: PostMediaTest = () => false): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const contentPath = contentPathOfUrl(req.path);
    if (!contentPath) return next();
    const file = await resolveWithoutLinks(contentDir, contentPath).catch(() => null);
    if (!file) return next();
    // One set before (the resizer's no-store on an original standing in for a rendition) stays.
    const cacheControl = res.getHeader('Cache-Control') ?? (isPostMedia(req.path) ? POST_MEDIA_CACHE_CONTROL : SITE_MEDIA_CACHE_CONTROL);
    res.sendFile(file, {
      dotfiles: 'deny',
      cacheControl: false,
      headers: { 'Cache-Control': cacheControl, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'X-Content-Type-Options': 'nosniff' },
    }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
