// The item's own picture, as the social card draws it: read from disk where the site serves it
// (a content image, or one of the app's public/ files), cut to the card's picture column with
// sharp and handed to satori as a data: URL. Nothing is fetched: an image on another site, the
// placeholder every item without a picture shows, an SVG (which would be drawn by a second
// engine) and a file that cannot be decoded all give a card without a picture.
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { SOCIAL_IMAGE_HEIGHT } from './social-image-address';
import { PLACEHOLDER_IMAGE } from '../content/content-media';
import type { ImageSource } from '../images/image-sources';
import { MAX_IMAGE_PIXELS } from '../images/image-limits';
import { CARD_COLOURS, PICTURE_WIDTH } from './social-card';

const DRAWN_FORMATS = /\.(jpe?g|png|webp|avif|gif)$/i;

export interface PictureFile {
  file: string;
  /** Changes when the file does (its path, time and size), for the cache key. */
  stamp: string;
}

/** The file behind an item's image reference, or null when the card is drawn without one. */
export async function pictureFile(image: string | null | undefined, sources: ImageSource): Promise<PictureFile | null> {
  if (!image || !image.startsWith('/') || image.startsWith('//')) return null;
  const [sitePath] = image.split(/[?#]/, 1) as [string];
  if (sitePath === PLACEHOLDER_IMAGE || !DRAWN_FORMATS.test(sitePath)) return null;
  const found = await sources(sitePath).catch(() => null);
  if (!found || found.provisional) return null;
  const info = await stat(found.file).catch(() => null);
  return info ? { file: found.file, stamp: `${found.file}|${info.mtimeMs}|${info.size}` } : null;
}

/** The picture cut to the card's column, as a data: URL. */
export async function pictureDataUrl(file: string): Promise<string> {
  const jpeg = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: PICTURE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, fit: 'cover' })
    .flatten({ background: CARD_COLOURS.panel })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
