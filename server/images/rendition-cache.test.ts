import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenditionCache } from './rendition-cache';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-renditions-'));
  dir = path.join(root, 'image-cache');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = (size: number) => new Uint8Array(size).fill(7);
const onDisk = async () => (await readdir(dir)).sort();

describe('RenditionCache', () => {
  it('stores files for the owner only, in a folder for the owner only', async () => {
    const cache = new RenditionCache(dir, { maxBytes: 1000, maxFiles: 10 });
    const file = await cache.store('a.webp', bytes(10));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(await cache.lookup('a.webp')).toBe(file);
    expect(await cache.lookup('b.webp')).toBeNull();
  });

  it('removes the least recently used renditions past the byte bound', async () => {
    const cache = new RenditionCache(dir, { maxBytes: 300, maxFiles: 100 });
    await cache.store('a.webp', bytes(100));
    await cache.store('b.webp', bytes(100));
    await cache.store('c.webp', bytes(100));
    await cache.lookup('a.webp'); // a is now used more recently than b
    await cache.store('d.webp', bytes(100));
    expect(await onDisk()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(await cache.usage()).toEqual({ bytes: 300, files: 3 });
  });

  it('removes the least recently used renditions past the file bound, and keeps a new one larger than the byte bound', async () => {
    const cache = new RenditionCache(dir, { maxBytes: 150, maxFiles: 2 });
    await cache.store('a.webp', bytes(10));
    await cache.store('b.webp', bytes(10));
    await cache.store('c.webp', bytes(10));
    expect(await onDisk()).toEqual(['b.webp', 'c.webp']);
    await cache.store('huge.webp', bytes(500));
    expect(await onDisk()).toEqual(['huge.webp']);
  });

  it('counts what an earlier run left, oldest first, removes its temp files, closes its modes and applies a lower bound', async () => {
    await mkdir(dir, { recursive: true, mode: 0o755 });
    for (const [name, age] of [['old.webp', 300], ['mid.webp', 200], ['new.webp', 100]] as const) {
      await writeFile(path.join(dir, name), bytes(100), { mode: 0o644 });
      const when = new Date(Date.now() - age * 1000);
      await utimes(path.join(dir, name), when, when);
    }
    await writeFile(path.join(dir, 'x.webp.123.tmp'), 'half');
    await writeFile(path.join(dir, '.x.webp.abc.tmp'), 'half');
    const cache = new RenditionCache(dir, { maxBytes: 200, maxFiles: 100 });
    expect(await cache.usage()).toEqual({ bytes: 200, files: 2 });
    expect(await onDisk()).toEqual(['mid.webp', 'new.webp']);
    expect((await stat(path.join(dir, 'new.webp'))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('forgets a rendition whose file went missing', async () => {
    const cache = new RenditionCache(dir, { maxBytes: 1000, maxFiles: 10 });
    await cache.store('a.webp', bytes(10));
    cache.forget('a.webp');
    expect(await cache.lookup('a.webp')).toBeNull();
    expect(await cache.usage()).toEqual({ bytes: 0, files: 0 });
  });
});
