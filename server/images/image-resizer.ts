// Resized renditions of site images (spec §7: cards ask for `?w=400&q=75`). The rendition is
// made once with sharp, in AVIF or WebP when the browser accepts it, written to
// DATA_DIR/image-cache, and served from there afterwards with long-lived caching.
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import type { Logger } from '../logger';
import type { ImageSource } from './image-sources';

/** Widths a client may ask for; anything else is refused, so the cache cannot be flooded. */
export const ALLOWED_WIDTHS = [200, 400, 800, 1200, 1600] as const;
const MIN_QUALITY = 30;
const MAX_QUALITY = 90;
const IMAGE_PATH = /^\/(images|media|thumbnails)\/[^?#]+\.(webp|png|jpe?g|avif|gif)$/i;
const MAX_AGE_SECONDS = 30 * 24 * 3600;

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageResizerOptions {
  /** Where the original of an image URL is (content images, then public/). */
  sources: ImageSource;
  cacheDir: string;
  logger: Logger;
}

export function imageResizer({ sources, cacheDir, logger }: ImageResizerOptions): RequestHandler {
  const inFlight = new Map<string, Promise<string>>();

  async function rendition(source: string, width: number, quality: number, format: OutputFormat): Promise<string> {
    const info = await stat(source);
    const key = createHash('sha256').update(`${source}|${info.mtimeMs}|${info.size}|${width}|${quality}|${format}`).digest('hex').slice(0, 32);
    const target = path.join(cacheDir, `${key}.${format}`);
    if (await stat(target).then(() => true, () => false)) return target;
    let pending = inFlight.get(target);
    if (!pending) {
      pending = (async () => {
        const image = sharp(source).resize({ width, withoutEnlargement: true });
        const output =
          format === 'avif' ? image.avif({ quality, effort: 2 }) : format === 'webp' ? image.webp({ quality }) : format === 'jpeg' ? image.jpeg({ quality, mozjpeg: true }) : image.png({ quality, palette: true });
        const data = await output.toBuffer();
        await mkdir(cacheDir, { recursive: true });
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, data);
        await rename(temp, target);
        return target;
      })().finally(() => inFlight.delete(target));
      inFlight.set(target, pending);
    }
    return pending;
  }

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.query.w === undefined && req.query.q === undefined)) return next();
    const width = Number(req.query.w ?? 800);
    const quality = Number(req.query.q ?? 75);
    if (!IMAGE_PATH.test(req.path)) return next();
    if (!ALLOWED_WIDTHS.includes(width as (typeof ALLOWED_WIDTHS)[number]) || !Number.isInteger(quality) || quality < MIN_QUALITY || quality > MAX_QUALITY) {
      res.status(400).type('text/plain').send(`Use w in ${ALLOWED_WIDTHS.join(', ')} and q between ${MIN_QUALITY} and ${MAX_QUALITY}.`);
      return;
    }
    const found = await sources(req.path);
    if (!found) return next();
    const source = found.file;

    const accept = String(req.headers.accept ?? '');
    const extension = path.extname(source).slice(1).toLowerCase().replace('jpg', 'jpeg');
    // A GIF is resized to its first frame; PNG keeps its transparency.
    const original = (extension === 'gif' ? 'png' : extension) as OutputFormat;
    const format: OutputFormat = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : original === 'avif' || original === 'webp' ? 'jpeg' : original;
    try {
      const file = await rendition(source, width, quality, format);
      res.set({ 'Cache-Control': found.provisional ? 'no-cache' : `public, max-age=${MAX_AGE_SECONDS}`, Vary: 'Accept' });
      res.type(format).sendFile(file);
    } catch (error) {
      logger.error(`images: could not resize ${req.path}`, error);
      next();
    }
  };
}
