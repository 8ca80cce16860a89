// Where the file behind an image URL is: content images and media first (/images/… and /media/…
// from the content repo, never through a link), then the app's own public/ files. The one rule
// shared by the original-file route and the resizer.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { contentPathOfUrl } from '../content/content-media';
import { resolveWithoutLinks } from '../content/no-follow-read';

export type ImageSource = (urlPath: string) => Promise<{
  file: string;
  fromContent: boolean;
  /** A stand-in for an image the server does not have yet: browsers must ask again. */
  provisional?: boolean;
} | null>;

export function imageSources(contentDir: string, publicDir: string): ImageSource {
  const publicRoot = path.resolve(publicDir);
  return async (urlPath) => {
    const contentPath = contentPathOfUrl(urlPath);
    if (contentPath) {
      const file = await resolveWithoutLinks(contentDir, contentPath).catch(() => null);
      if (file && (await stat(file).then((info) => info.isFile(), () => false))) return { file, fromContent: true };
    }
    if (urlPath.includes('..') || urlPath.includes('\0')) return null;
    const file = path.join(publicRoot, urlPath);
    if (!file.startsWith(publicRoot + path.sep)) return null;
    return (await stat(file).then((info) => info.isFile(), () => false)) ? { file, fromContent: false } : null;
  };
}
