// Images uploaded into the editor of a post that has never been saved (issue 40, finding 7;
// docs/decisions/081-unsaved-uploads-stay-private). They are kept out of the content —
// never committed, pushed or served to visitors — in DATA_DIR/unsaved-uploads/<slug>/<name>, the
// slug being the one the editor had when the image was uploaded. The editor refers to one by
// `/media/.unsaved/<slug>/<name>`: a dot folder is never a content path, so no visitor can be
// served anything there, and the console's media cookie (sent to /media) opens it for the owner's
// preview. The post's first save moves the images its body names beside the post and commits them
// with it (server/posts/unsaved-images.ts). A folder nothing was uploaded to for a day is removed,
// at start and every hour.
import { lstat, readdir, readFile, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { isSlug } from '../../src/lib/slug';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { writeContained } from '../files/contained-write';
import type { Logger } from '../logger';

export const UNSAVED_MEDIA_PREFIX = '/media/.unsaved/';
export const UNSAVED_UPLOAD_MAX_AGE_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
const FOLDER = 'unsaved-uploads';
/** A stored name: the upload's name made slug-like, with the extension of its detected type. */
const NAME = /^[a-z0-9-]+\.(?:jpg|png|gif|webp|avif|svg)$/;
/** Every unsaved address in a text (a body, a featured image field). */
const UNSAVED_URLS = /\/media\/\.unsaved\/([a-z0-9-]+)\/([a-z0-9-]+\.[a-z0-9]+)/g;
const MAX_NAMES = 1000;

/** An unsaved image as the editor names it. */
export interface UnsavedImage {
  /** The slug it was uploaded for. */
  key: string;
  name: string;
  /** `/media/.unsaved/<key>/<name>`. */
  url: string;
}

export function unsavedUrl(key: string, name: string): string {
  return `${UNSAVED_MEDIA_PREFIX}${key}/${name}`;
}

/** The unsaved image an address (a URL path) names, or null. */
export function readUnsavedUrl(urlPath: string): UnsavedImage | null {
  if (!urlPath.startsWith(UNSAVED_MEDIA_PREFIX)) return null;
  const [key, name, ...rest] = urlPath.slice(UNSAVED_MEDIA_PREFIX.length).split('/');
  if (rest.length > 0 || !key || !name || !isSlug(key) || !NAME.test(name)) return null;
  return { key, name, url: unsavedUrl(key, name) };
}

/** The unsaved images `text` names, each once. */
export function unsavedImagesIn(...texts: (string | null | undefined)[]): UnsavedImage[] {
  const found = new Map<string, UnsavedImage>();
  for (const text of texts) {
    for (const [url] of (text ?? '').matchAll(UNSAVED_URLS)) {
      const image = readUnsavedUrl(url);
      if (image) found.set(image.url, image);
    }
  }
  return [...found.values()];
}

export interface UnsavedUploadsOptions {
  dataDir: string;
  logger: Logger;
  /** Runs the clean-up in the content repo's write queue, so it never removes what a first save is moving. */
  queue?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  maxAgeMs?: number;
}

export class UnsavedUploads {
  /** Content paths a first save is writing right now: hidden from visitors until the post is filed. */
  readonly placing = new Set<string>();
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: UnsavedUploadsOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? UNSAVED_UPLOAD_MAX_AGE_MS;
  }

  /**
   * Stores `bytes` for the unsaved post `key` as `<base>.<extension>` (`-2`, `-3`… beside a
   * different image of that name; the same bytes again answer the stored one); answers the name,
   * or null when a thousand names are taken.
   */
  async store(key: string, base: string, extension: string, bytes: Uint8Array): Promise<string | null> {
    for (let n = 1; n < MAX_NAMES; n++) {
      const name = `${n === 1 ? base : `${base}-${n}`}.${extension}`;
      const existing = await this.read(key, name);
      if (existing && Buffer.compare(existing, Buffer.from(bytes)) === 0) return this.touched(key, name);
      if (existing) continue;
      const stored = await writeContained(this.options.dataDir, this.relative(key, name), bytes, { exclusive: true, mode: 0o600, rootName: 'DATA_DIR' }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (stored) return this.touched(key, name);
    }
    return null;
  }

  /** An upload's time is its file's: by this clock, so that the day is counted as the clean-up counts it. */
  private async touched(key: string, name: string): Promise<string> {
    const file = await this.file(key, name);
    const now = new Date(this.now());
    if (file) await utimes(file, now, now).catch(() => undefined);
    return name;
  }

  /** The bytes of an unsaved image, or null (never there, or cleaned away). */
  async read(key: string, name: string): Promise<Buffer | null> {
    const file = await this.file(key, name);
    return file ? readFile(file).catch(() => null) : null;
  }

  /** The absolute path of an unsaved image, for sending it, or null. */
  async file(key: string, name: string): Promise<string | null> {
    if (!isSlug(key) || !NAME.test(name)) return null;
    const file = await resolveWithoutLinks(this.options.dataDir, this.relative(key, name)).catch(() => null);
    return file && (await lstat(file).catch(() => null))?.isFile() ? file : null;
  }

  /** The names stored for `key`, sorted. */
  async list(key: string): Promise<string[]> {
    if (!isSlug(key)) return [];
    const folder = await resolveWithoutLinks(this.options.dataDir, `${FOLDER}/${key}`).catch(() => null);
    const entries = folder ? await readdir(folder, { withFileTypes: true }).catch(() => []) : [];
    return entries.filter((entry) => entry.isFile() && NAME.test(entry.name)).map((entry) => entry.name).sort();
  }

  /** Removes each post's folder nothing was uploaded to for `maxAgeMs`; answers the slugs removed. */
  async sweep(): Promise<string[]> {
    const root = path.join(this.options.dataDir, FOLDER);
    const removed: string[] = [];
    for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
      const folder = path.join(root, entry.name);
      // Anything else there (a link, a stray file) was not put there by Folio: removed as it is, never followed.
      const newest = entry.isDirectory() ? await newestChange(folder) : 0;
      if (this.now() - newest <= this.maxAgeMs) continue;
      await rm(folder, { recursive: true, force: true });
      removed.push(entry.name);
    }
    if (removed.length > 0) this.options.logger.info(`console: removed the images uploaded for ${removed.length} post(s) never saved, untouched for a day: ${removed.join(', ')}`, { event: 'unsaved-uploads-cleaned' });
    return removed;
  }

  /** At start: a first clean-up, then one every hour (the timer never keeps the process alive). */
  async start(everyMs = SWEEP_EVERY_MS): Promise<void> {
    await this.sweepInQueue();
    this.timer = setInterval(() => void this.sweepInQueue().catch((error: unknown) => this.options.logger.error('console: the images uploaded for posts never saved could not be cleaned up; trying again in an hour', error)), everyMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  private sweepInQueue(): Promise<string[]> {
    return this.options.queue ? this.options.queue(() => this.sweep()) : this.sweep();
  }

  private relative(key: string, name: string): string {
    return `${FOLDER}/${key}/${name}`;
  }
}

/** When the newest file in `folder` was written (the folder's own time for an empty one). */
async function newestChange(folder: string): Promise<number> {
  let newest: number | null = null;
  for (const name of await readdir(folder).catch(() => [])) {
    const info = await lstat(path.join(folder, name)).catch(() => null);
    if (info) newest = Math.max(newest ?? 0, info.mtimeMs);
  }
  return newest ?? (await lstat(folder)).mtimeMs;
}
