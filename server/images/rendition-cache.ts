// The resized images on disk (DATA_DIR/image-cache), bounded by total bytes and by file count.
// What is cached is known in memory (name → size, least recently used first), built once from a
// scan of the folder at start, so a lookup costs no disk access and storing one more rendition
// removes the least recently used ones past either bound. The files are the owner's alone (0600
// in a 0700 folder); the folder may still be deleted at any time, and a file found missing is
// simply forgotten. Recency is kept in memory only: after a restart the oldest files go first.
import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { writeContained } from '../files/contained-write';

export interface RenditionCacheLimits {
  maxBytes: number;
  maxFiles: number;
}

/** Enough for thousands of card-sized renditions; a site's images need far fewer. */
export const DEFAULT_RENDITION_CACHE_LIMITS: RenditionCacheLimits = { maxBytes: 256 * 1024 * 1024, maxFiles: 20_000 };

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export class RenditionCache {
  /** Insertion order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, number>();
  private bytes = 0;
  private readonly ready: Promise<void>;

  constructor(
    readonly dir: string,
    private readonly limits: RenditionCacheLimits,
    private readonly logger?: Logger,
  ) {
    this.ready = this.scan();
  }

  /** Bytes and files held now. */
  async usage(): Promise<{ bytes: number; files: number }> {
    await this.ready;
    return { bytes: this.bytes, files: this.entries.size };
  }

  /** The path of a cached rendition, now the most recently used; null when it is not cached. */
  async lookup(name: string): Promise<string | null> {
    await this.ready;
    const size = this.entries.get(name);
    if (size === undefined) return null;
    this.entries.delete(name);
    this.entries.set(name, size);
    return path.join(this.dir, name);
  }

  /** Writes a rendition, then removes the least recently used others past the bounds; the new one always stays. */
  async store(name: string, data: Uint8Array): Promise<string> {
    await this.ready;
    const file = path.join(this.dir, name);
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    // Checked from DATA_DIR down: an image-cache folder that is a link is refused, never written through.
    await writeContained(path.dirname(this.dir), file, data, { mode: FILE_MODE, rootName: 'DATA_DIR' });
    this.forget(name);
    this.entries.set(name, data.length);
    this.bytes += data.length;
    await this.evict(name);
    return file;
  }

  /** Drops a rendition from the books (its file was found missing). */
  forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.bytes -= size;
  }

  private async evict(keep: string): Promise<void> {
    const victims: string[] = [];
    for (const [name, size] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxFiles) break;
      if (name === keep) continue;
      this.entries.delete(name);
      this.bytes -= size;
      victims.push(name);
    }
    await Promise.all(victims.map((name) => rm(path.join(this.dir, name), { force: true }).catch((error) => this.logger?.warn(`images: could not remove ${name} from the cache: ${String(error)}`))));
  }

  /** What an earlier run left: temp files of unfinished writes are removed, the rest counted oldest first. */
  private async scan(): Promise<void> {
    const names = await readdir(this.dir).catch(() => null);
    if (!names) return;
    await chmod(this.dir, DIR_MODE).catch(() => undefined);
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      if (name.startsWith('.') || name.endsWith('.tmp')) {
        await rm(file, { force: true }).catch(() => undefined);
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      // Renditions cached by an earlier version were readable by everyone.
      if ((info.mode & 0o077) !== 0) await chmod(file, FILE_MODE).catch(() => undefined);
      found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { name, size } of found) {
      this.entries.set(name, size);
      this.bytes += size;
    }
    await this.evict('');
  }
}
