// Copies of the images the settings name on another origin (the tutorial's thumbnail), so no
// page makes a visitor's browser contact the video provider (decision 021). The copy is fetched
// in the background — at start, when the settings name another image, and again when a page asks
// for one the server does not have — and is never waited for: until it is there, or while the
// provider is unreachable, the settings' local image answers instead, marked provisional so
// browsers ask again later. The fetch follows the rule for content URLs (server/fetch/): a URL
// it refuses (not https, an address inside the network, a redirect there, too large, not an
// image) is a note on the settings file naming the field, the URL and why.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { THUMBNAIL_COPY_PREFIX, thumbnailCopyPath } from '../../src/lib/thumbnail-copy';
import type { ContentIndex } from '../content/content-index';
import { ContentUrlRefusedError, contentUrlFetch, type ContentUrlFetch } from '../fetch/content-url-fetch';
import { writeContained } from '../files/contained-write';
import type { Logger } from '../logger';
import type { ImageSource } from './image-sources';

/** A copy larger than this is refused: a thumbnail is tens of kilobytes. */
const MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;
/** After a failed or refused fetch, the provider is left alone this long. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const ONE_DAY_SECONDS = 24 * 3600;
const FIELD = 'tutorial.thumbnailUrl';

/** The fetch thumbnails are copied with: the content URL rule, with a thumbnail's size and time caps. */
export function thumbnailFetch(testOrigins: readonly string[] = []): ContentUrlFetch {
  return contentUrlFetch({ maxBytes: MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS, testOrigins });
}

export interface ThumbnailCopiesOptions {
  index: ContentIndex;
  cacheDir: string;
  /** Where the local fallback image's file is (the site's image sources). */
  sources: ImageSource;
  logger: Logger;
  /** How the copy is fetched (thumbnailFetch, given the test origins the configuration names). */
  fetchUrl?: ContentUrlFetch;
  retryAfterMs?: number;
}

export interface ThumbnailCopies {
  /** The file behind a /thumbnails/… path: the copy, or the fallback marked provisional. */
  source: ImageSource;
  /** Starts fetching the current settings' copy unless it is there or was just tried. */
  refresh(): Promise<void>;
}

export function thumbnailCopies({ index, cacheDir, sources, logger, fetchUrl = thumbnailFetch(), retryAfterMs = RETRY_AFTER_MS }: ThumbnailCopiesOptions): ThumbnailCopies {
  const inFlight = new Map<string, Promise<void>>();
  const failedAt = new Map<string, number>();
  /** The URL refused last and why, while the settings still name it (shown as a note). */
  let refused: { url: string; reason: string } | null = null;
  // The name's prefix keeps copies fetched before the content URL rule (issue 40) from being served.
  const fileFor = (providerUrl: string) => path.join(cacheDir, createHash('sha256').update(`checked:${providerUrl}`).digest('hex').slice(0, 32));
  const exists = (file: string) => stat(file).then((info) => info.isFile(), () => false);
  const currentUrl = () => index.getSettings().tutorial?.thumbnailUrl;

  function showRefusal(next: { url: string; reason: string } | null): void {
    if (next?.url === refused?.url && next?.reason === refused?.reason) return;
    refused = next;
    const file = index.settingsFile;
    index.setRuntimeNotes('thumbnail-copies', refused && file ? [{ file, field: FIELD, level: 'note', message: `${refused.reason}; the fallback thumbnail is shown instead` }] : []);
  }

  async function copy(providerUrl: string): Promise<void> {
    const data = await fetchUrl(providerUrl);
    // Only an image the resizer can read is kept; anything else is not a thumbnail.
    const format = await sharp(data)
      .metadata()
      .then((meta) => meta.format, () => undefined);
    if (!format) throw new ContentUrlRefusedError(providerUrl, 'is not an image the site can read (JPEG, PNG, WebP, AVIF or GIF)');
    // Checked from DATA_DIR down: a thumbnail-copies folder that is a link is refused.
    await writeContained(path.dirname(cacheDir), fileFor(providerUrl), data, { rootName: 'DATA_DIR' });
  }

  function fetchInBackground(providerUrl: string): Promise<void> {
    let pending = inFlight.get(providerUrl);
    if (pending) return pending;
    const failed = failedAt.get(providerUrl);
    if (failed !== undefined && Date.now() - failed < retryAfterMs) return Promise.resolve();
    pending = copy(providerUrl)
      .then(() => {
        failedAt.delete(providerUrl);
        if (refused?.url === providerUrl) showRefusal(null);
        logger.info(`thumbnails: kept a copy of ${providerUrl}`);
      })
      .catch((error: unknown) => {
        failedAt.set(providerUrl, Date.now());
        if (error instanceof ContentUrlRefusedError) {
          if (currentUrl() === providerUrl) showRefusal({ url: providerUrl, reason: error.message });
          logger.warn(`thumbnails: did not copy ${FIELD}: ${error.message}; the local image is shown instead`);
        } else logger.warn(`thumbnails: could not copy ${providerUrl} (${error instanceof Error ? error.message : String(error)}); the local image is shown meanwhile`);
      })
      .finally(() => inFlight.delete(providerUrl));
    inFlight.set(providerUrl, pending);
    return pending;
  }

  // Settings that name another image: the old one's note goes, and the new one is fetched now.
  let named = currentUrl();
  index.onChange(() => {
    if (currentUrl() === named) return;
    named = currentUrl();
    if (refused && refused.url !== named) showRefusal(null);
    if (named) void refresh();
  });

  async function refresh(): Promise<void> {
    const providerUrl = currentUrl();
    if (!providerUrl || (await exists(fileFor(providerUrl)))) return;
    await fetchInBackground(providerUrl);
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
    refresh,
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
