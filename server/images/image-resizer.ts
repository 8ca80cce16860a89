// Resized renditions of site images (`/images/x.webp?w=400&q=75`; the widths and qualities a
// client may ask for are listed once, in src/lib/image-renditions.ts). The rendition is
// made once with sharp, in WebP (or AVIF) when the browser accepts it, written to
// DATA_DIR/image-cache, and served from there afterwards with long-lived caching (a post's own
// media briefly, media-cache-policy.ts). What one image
// can have rendered is a fixed set (5 widths × 5 qualities × its formats), and the cache as a
// whole is bounded (rendition-cache.ts), so no stream of queries can fill the disk. Making one is
// bounded too (docs/decisions/040): no image over MAX_IMAGE_PIXELS is decoded, renditions are made
// a few at a time (rendition-queue.ts), and one address may cause only so many that are not cached
// yet (rendition-budget.ts). A rendition that is not made now is answered with the original,
// never stored under the rendition's address by the browser.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { isRenditionWidth, QUALITY_STEPS, RENDITION_WIDTHS } from '../../src/lib/image-renditions';
import { requestAddressKey } from '../http/address-key';
import type { Logger } from '../logger';
import type { ImageSource } from './image-sources';
import { MAX_IMAGE_PIXELS } from './image-limits';
import { RenditionBudget, type RenditionBudgetOptions } from './rendition-budget';
import { DEFAULT_RENDITION_CACHE_LIMITS, RenditionCache, type RenditionCacheLimits } from './rendition-cache';
import { QueueFullError, RenditionQueue, type RenditionQueueOptions } from './rendition-queue';
import { POST_MEDIA_CACHE_CONTROL, SITE_RENDITION_CACHE_CONTROL, type PostMediaTest } from './media-cache-policy';

const MIN_QUALITY = QUALITY_STEPS[0];
const MAX_QUALITY = QUALITY_STEPS[QUALITY_STEPS.length - 1]!;
const IMAGE_PATH = /^\/(images|media|thumbnails)\/[^?#]+\.(webp|png|jpe?g|avif|gif)$/i;

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';
const CONTENT_TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

export interface ImageResizerOptions {
  /** Where the original of an image URL is (content images, then public/). */
  sources: ImageSource;
  cacheDir: string;
  logger: Logger;
  /** Bounds of the rendition cache (default 256 MB, 20,000 files). */
  limits?: Partial<RenditionCacheLimits>;
  queue?: RenditionQueueOptions;
  budget?: RenditionBudgetOptions;
  /** Which addresses serve a post's media, cached briefly (media-cache-policy.ts); none when absent. */
  isPostMedia?: PostMediaTest;
}

/** A rendition that is not made for this request; the original answers it. */
class NotNow extends Error {}

/** The quality step nearest to `quality` (steps are 15 apart, so there is never a tie). */
export function snapQuality(quality: number): number {
  return QUALITY_STEPS.reduce((best, step) => (Math.abs(step - quality) < Math.abs(best - quality) ? step : best), QUALITY_STEPS[0]);
}

/** Whether a width and quality are ones a rendition may be made at (the quality before its rounding). */
function isRenditionAsked(width: number, quality: number): boolean {
  return isRenditionWidth(width) && Number.isInteger(quality) && quality >= MIN_QUALITY && quality <= MAX_QUALITY;
}

/** The handler, and the site's own way to have a rendition made before anyone asks. */
export type ImageResizer = RequestHandler & {
  /**
   * Makes the WebP rendition a browser would get for `address` (an image path with ?w=&q=),
   * unless it is cached: in the same queue as visitors' renditions, outside any address's budget.
   * Resolves to whether one was made; an address that names no rendition is skipped.
   */
  warm(address: string): Promise<boolean>;
};

export function imageResizer({ sources, cacheDir, logger, limits, queue: queueOptions, budget: budgetOptions, isPostMedia }: ImageResizerOptions): ImageResizer {
  const cache = new RenditionCache(cacheDir, { ...DEFAULT_RENDITION_CACHE_LIMITS, ...limits }, logger);
  const inFlight = new Map<string, Promise<string>>();
  const queue = new RenditionQueue(queueOptions);
  const budget = new RenditionBudget(budgetOptions);
  /** Originals too large to decode, by path and stamp: reported once, then served as they are. */
  const tooLarge = new Set<string>();

  /** `address` is the visitor's, whose budget a new rendition takes from; null: the site's own warm-up. */
  async function rendition(source: string, width: number, quality: number, format: OutputFormat, address: string | null): Promise<{ name: string; file: string; made: boolean }> {
    const info = await stat(source);
    const stamp = `${source}|${info.mtimeMs}|${info.size}`;
    const key = createHash('sha256').update(`${stamp}|${width}|${quality}|${format}`).digest('hex').slice(0, 32);
    const name = `${key}.${format}`;
    const cached = await cache.lookup(name);
    if (cached) return { name, file: cached, made: false };
    let pending = inFlight.get(name);
    if (!pending) {
      if (tooLarge.has(stamp)) throw new NotNow('too large');
      // Joining a rendition already under way costs nothing; starting one takes from the budget.
      if (address !== null && !budget.take(address)) throw new NotNow('over budget');
      const queued = performance.now();
      pending = queue
        .run(async () => {
          const started = performance.now();
          const image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true });
          const output =
            format === 'avif' ? image.avif({ quality, effort: 2 }) : format === 'webp' ? image.webp({ quality }) : format === 'jpeg' ? image.jpeg({ quality, mozjpeg: true }) : image.png({ quality, palette: true });
          const bytes = await output.toBuffer().catch((error: unknown) => {
            if (!/pixel limit/i.test(String(error))) throw error;
            tooLarge.add(stamp);
            logger.warn(`images: ${path.basename(source)} is over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, so it is never resized; it is served as it is. Make it smaller (the site shows images at most ${RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]} pixels wide)`);
            throw new NotNow('too large');
          });
          const renderMs = Math.round(performance.now() - started);
          logger.debug(`images: made a ${width} px ${format} of ${path.basename(source)} in ${renderMs} ms`, { event: 'rendition', renderMs, waitedMs: Math.round(started - queued) });
          return cache.store(name, bytes);
        })
        .catch((error: unknown) => {
          throw error instanceof QueueFullError ? new NotNow('queue full') : error;
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return { name, file: await pending, made: true };
  }

  /** The format a request's Accept gets: WebP before AVIF (decision 072), else the original's. */
  function formatFor(accept: string, source: string, urlPath: string): OutputFormat {
    // A thumbnail copy's file has no extension: its address names the format.
    const extension = (path.extname(source) || path.extname(urlPath)).slice(1).toLowerCase().replace('jpg', 'jpeg');
    // A GIF is resized to its first frame; PNG keeps its transparency.
    const original = (extension === 'gif' ? 'png' : extension) as OutputFormat;
    return accept.includes('image/webp') ? 'webp' : accept.includes('image/avif') ? 'avif' : original === 'avif' || original === 'webp' ? 'jpeg' : original;
  }

  async function warm(address: string): Promise<boolean> {
    const url = new URL(address, 'http://folio.invalid');
    const width = Number(url.searchParams.get('w'));
    const asked = Number(url.searchParams.get('q') ?? 75);
    if (!IMAGE_PATH.test(url.pathname) || !isRenditionAsked(width, asked)) return false;
    const found = await sources(url.pathname);
    if (!found) return false;
    try {
      return (await rendition(found.file, width, snapQuality(asked), formatFor('image/webp', found.file, url.pathname), null)).made;
    } catch (error) {
      if (error instanceof NotNow) return false;
      throw error;
    }
  }

  const handler: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.query.w === undefined && req.query.q === undefined)) return next();
    const width = Number(req.query.w ?? 800);
    const asked = Number(req.query.q ?? 75);
    if (!IMAGE_PATH.test(req.path)) return next();
    if (!isRenditionAsked(width, asked)) {
      res.status(400).type('text/plain').send(`Use w in ${RENDITION_WIDTHS.join(', ')} and q between ${MIN_QUALITY} and ${MAX_QUALITY}.`);
      return;
    }
    const found = await sources(req.path);
    if (!found) return next();
    const source = found.file;

    const format = formatFor(String(req.headers.accept ?? ''), source, req.path);
    try {
      const { name, file } = await rendition(source, width, snapQuality(asked), format, requestAddressKey(req));
      // Set only once the file is open: if it is gone, the original is served with its own headers.
      const cacheControl = found.provisional ? 'no-cache' : isPostMedia?.(req.path) ? POST_MEDIA_CACHE_CONTROL : SITE_RENDITION_CACHE_CONTROL;
      const headers = { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': cacheControl, Vary: 'Accept' };
      res.sendFile(file, { headers }, (error?: NodeJS.ErrnoException) => {
        if (!error) return;
        // Removed for a newer rendition since the lookup, or the folder was deleted: the
        // original serves this request, and the next one renders it again.
        if (error.code === 'ENOENT') cache.forget(name);
        if (!res.headersSent) next();
      });
    } catch (error) {
      if (error instanceof NotNow) {
        // The original, which the browser must not keep as this rendition: it asks again next time.
        res.set('Cache-Control', 'no-store');
        return next();
      }
      logger.error(`images: could not resize ${req.path}`, error);
      next();
    }
  };
  return Object.assign(handler, { warm });
}
