// Copies of the images the settings name on another origin (the tutorial's thumbnail), so no
// page makes a visitor's browser contact the video provider (decision 021). The copy is fetched
// in the background — at start, and again when a page asks for one the server does not have —
// and is never waited for: until it is there, or while the provider is unreachable, the
// settings' local image answers instead, marked provisional so browsers ask again later.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { THUMBNAIL_COPY_PREFIX, thumbnailCopyPath } from '../../src/lib/thumbnail-copy';
import type { ContentIndex } from '../content/content-index';
import { writeContained } from '../files/contained-write';
import type { Logger } from '../logger';
import type { ImageSource } from './image-sources';

/** A copy larger than this is refused: a thumbnail is tens of kilobytes. */
const MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;
/** After a failed fetch, the provider is left alone this long. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const ONE_DAY_SECONDS = 24 * 3600;

export interface ThumbnailCopiesOptions {
  index: ContentIndex;
  cacheDir: string;
  /** Where the local fallback image's file is (the site's image sources). */
  sources: ImageSource;
  logger: Logger;
  retryAfterMs?: number;
}

export interface ThumbnailCopies {
  /** The file behind a /thumbnails/… path: the copy, or the fallback marked provisional. */
  source: ImageSource;
  /** Starts fetching the current settings' copy unless it is there or was just tried. */
  refresh(): Promise<void>;
}

export function thumbnailCopies({ index, cacheDir, sources, logger, retryAfterMs = RETRY_AFTER_MS }: ThumbnailCopiesOptions): ThumbnailCopies {
  const inFlight = new Map<string, Promise<void>>();
  const failedAt = new Map<string, number>();
  const fileFor = (providerUrl: string) => path.join(cacheDir, createHash('sha256').update(providerUrl).digest('hex').slice(0, 32));
  const exists = (file: string) => stat(file).then((info) => info.isFile(), () => false);

  async function copy(providerUrl: string): Promise<void> {
    const target = fileFor(providerUrl);
    const response = await fetch(providerUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('too large');
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > MAX_BYTES) {
        await reader.cancel();
        throw new Error('too large');
      }
      chunks.push(Buffer.from(read.value));
    }
    const data = Buffer.concat(chunks);
    // Only an image the resizer can read is kept; anything else is not a thumbnail.
    const { format } = await sharp(data).metadata();
    if (!format) throw new Error('not an image');
    // Checked from DATA_DIR down: a thumbnail-copies folder that is a link is refused.
    await writeContained(path.dirname(cacheDir), target, data, { rootName: 'DATA_DIR' });
  }

  function fetchInBackground(providerUrl: string): Promise<void> {
    let pending = inFlight.get(providerUrl);
    if (pending) return pending;
    const failed = failedAt.get(providerUrl);
    if (failed !== undefined && Date.now() - failed < retryAfterMs) return Promise.resolve();
    pending = copy(providerUrl)
      .then(() => {
        failedAt.delete(providerUrl);
        logger.info(`thumbnails: kept a copy of ${providerUrl}`);
      })
      .catch((error: unknown) => {
        failedAt.set(providerUrl, Date.now());
        logger.warn(`thumbnails: could not copy ${providerUrl} (${error instanceof Error ? error.message : String(error)}); the local image is shown meanwhile`);
      })
      .finally(() => inFlight.delete(providerUrl));
    inFlight.set(providerUrl, pending);
    return pending;
  }

  return {
    source: async (urlPath) => {
      const tutorial = index.getSettings().tutorial;
      // Only the address of the thumbnail the settings name now answers: no open proxy.
      if (!tutorial || thumbnailCopyPath(tutorial.thumbnailUrl) !== urlPath) return null;
      const copied = fileFor(tutorial.thumbnailUrl);
      if (await exists(copied)) return { file: copied, fromContent: false };
      void fetchInBackground(tutorial.thumbnailUrl);
      const fallback = await sources(tutorial.fallbackThumbnail);
      return fallback && { ...fallback, provisional: true };
    },
    refresh: async () => {
      const tutorial = index.getSettings().tutorial;
      if (!tutorial || (await exists(fileFor(tutorial.thumbnailUrl)))) return;
      await fetchInBackground(tutorial.thumbnailUrl);
    },
  };
}

/** Serves /thumbnails/… as they are (the resizer answers the requests with ?w=&q=). */
export function thumbnailCopyRoute(copies: ThumbnailCopies): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(THUMBNAIL_COPY_PREFIX)) return next();
    const found = await copies.source(req.path);
    if (!found) return next();
    const { format } = await sharp(found.file).metadata();
    res.set('Cache-Control', found.provisional ? 'no-cache' : `public, max-age=${ONE_DAY_SECONDS}`);
    res.type(format ?? 'application/octet-stream').sendFile(found.file, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
