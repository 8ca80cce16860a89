// Serves each public post's, project's and template's own social image at
// /og/<kind>/<slug>.png (social-image-address.ts names the address, docs/decisions/064). An image
// is made once for what it draws (title, site name, picture file) and kept on disk in
// DATA_DIR/social-images, bounded like the renditions (rendition-cache.ts): a second request,
// and every request after a restart, is a file sent from disk. Images are made on a thread of
// their own (social-image-thread.ts), one at a time, and only a few may wait; past that the
// answer is 503 with Retry-After (the page and everything else are unaffected).
// Drafts, scheduled posts and unknown slugs are 404, as their pages are.
import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { ContentIndex } from '../content/content-index';
import type { ImageSource } from '../images/image-sources';
import { RenditionCache, type RenditionCacheLimits } from '../images/rendition-cache';
import { QueueFullError, RenditionQueue } from '../images/rendition-queue';
import type { Logger } from '../logger';
import type { SocialImageKind } from '../../src/lib/social-image';
import { isSocialImageKind, socialImageVersion, SOCIAL_IMAGE_PREFIX, type SocialImageFacts } from './social-image-address';
import { pictureDataUrl, pictureFile } from './social-picture';
import { socialImageThread, type SocialImageThread } from './social-image-thread';

/** One image per item is current: some 1,000 items with a picture (~270 KB each), more without (~35 KB). */
export const DEFAULT_SOCIAL_IMAGE_CACHE_LIMITS: RenditionCacheLimits = { maxBytes: 256 * 1024 * 1024, maxFiles: 5_000 };
/** The address that names the current version may be kept a day (the picture file may still change under it). */
const CURRENT_CACHE_CONTROL = 'public, max-age=86400';
/** An old or missing ?v= gets the current image, briefly. */
const OTHER_CACHE_CONTROL = 'public, max-age=300';

export interface SocialImageRouteOptions {
  index: ContentIndex;
  sources: ImageSource;
  cacheDir: string;
  logger: Logger;
  limits?: RenditionCacheLimits;
  /** Images allowed to wait for the one being made. */
  maxWaiting?: number;
  /** Where images are made (a thread of their own, started with the first). */
  maker?: SocialImageThread;
}

/** The facts a public item's image draws, or undefined when there is no such public item. */
function itemFacts(index: ContentIndex, kind: SocialImageKind, slug: string): SocialImageFacts | undefined {
  const item = kind === 'blog' ? index.getPost(slug) : kind === 'works' ? index.getProject(slug) : index.getTemplate(slug);
  if (!item) return undefined;
  return { title: item.title, siteName: index.getSettings().owner.name, image: item.image };
}

export function socialImageRoute({ index, sources, cacheDir, logger, limits = DEFAULT_SOCIAL_IMAGE_CACHE_LIMITS, maxWaiting = 16, maker = socialImageThread() }: SocialImageRouteOptions): Router {
  const cache = new RenditionCache(cacheDir, limits, logger);
  const queue = new RenditionQueue({ concurrency: 1, maxWaiting });
  const inFlight = new Map<string, Promise<string>>();

  async function imageFile(facts: SocialImageFacts, label: string): Promise<{ name: string; file: string }> {
    const picture = await pictureFile(facts.image, sources);
    const key = createHash('sha256').update(JSON.stringify([socialImageVersion(facts), facts, picture?.stamp ?? null])).digest('hex').slice(0, 32);
    const name = `${key}.png`;
    const cached = await cache.lookup(name);
    if (cached) return { name, file: cached };
    let pending = inFlight.get(name);
    if (!pending) {
      const queued = performance.now();
      pending = queue
        .run(async () => {
          const started = performance.now();
          const drawn = picture ? await pictureDataUrl(picture.file).catch((error: unknown) => void logger.warn(`social images: ${facts.image} is drawn without its picture, which could not be read: ${String(error)}`)) : undefined;
          const { png, layoutMs, drawMs } = await maker.make({ title: facts.title, siteName: facts.siteName, picture: drawn ?? undefined });
          const totalMs = Math.round(performance.now() - started);
          logger.debug(`social images: made ${label} in ${totalMs} ms (${layoutMs} ms layout, ${drawMs} ms drawing)`, { event: 'social-image', totalMs, layoutMs, drawMs, waitedMs: Math.round(started - queued) });
          return cache.store(name, png);
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return { name, file: await pending };
  }

  const router = Router();
  router.get(`${SOCIAL_IMAGE_PREFIX}:kind/:file`, async (req, res, next) => {
    const { kind, file: fileName } = req.params;
    const slug = fileName.endsWith('.png') ? fileName.slice(0, -'.png'.length) : '';
    const facts = isSocialImageKind(kind) && slug ? itemFacts(index, kind, slug) : undefined;
    if (!facts) {
      res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('There is no social image at this address: check the slug, and that the item is published.');
      return;
    }
    try {
      const { name, file } = await imageFile(facts, req.path);
      const current = req.query.v === socialImageVersion(facts);
      res.sendFile(file, { headers: { 'Content-Type': 'image/png', 'Cache-Control': current ? CURRENT_CACHE_CONTROL : OTHER_CACHE_CONTROL } }, (error?: NodeJS.ErrnoException) => {
        if (!error) return;
        // Removed for a newer image since the lookup, or the folder was deleted: the next request makes it again.
        if (error.code === 'ENOENT') cache.forget(name);
        if (!res.headersSent) next(error);
      });
    } catch (error) {
      if (error instanceof QueueFullError) {
        res.status(503).set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).type('text/plain').send('Social images are being made for other pages; ask again in a few seconds.');
        return;
      }
      next(error);
    }
  });
  return router;
}
