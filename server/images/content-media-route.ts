// Serves the content repo's images and media as they are: /images/<path> from content/images/
// and /media/<path> from anywhere else in the content (a post's own folder). Cached for a day and
// revalidated by ETag, since an owner may replace an image under the same name. Media is served
// with a sandboxing policy: an SVG someone pushed can never run script on the site's origin.
import type { RequestHandler } from 'express';
import { contentPathOfUrl } from '../content/content-media';
import { resolveWithoutLinks } from '../content/no-follow-read';

const ONE_DAY_MS = 24 * 3600 * 1000;

export function contentMedia(contentDir: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const contentPath = contentPathOfUrl(req.path);
    if (!contentPath) return next();
    const file = await resolveWithoutLinks(contentDir, contentPath).catch(() => null);
    if (!file) return next();
    res.sendFile(file, {
      dotfiles: 'deny',
      maxAge: ONE_DAY_MS,
      headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'X-Content-Type-Options': 'nosniff' },
    }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
