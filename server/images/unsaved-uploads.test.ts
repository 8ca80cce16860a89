import { mkdtemp, readdir, rm, symlink, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { readUnsavedUrl, unsavedImagesIn, UnsavedUploads, UNSAVED_UPLOAD_MAX_AGE_MS } from './unsaved-uploads';

const HOUR = 3600 * 1000;
let dataDir: string;
let clock: number;
let uploads: UnsavedUploads;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'folio-unsaved-'));
  clock = Date.now();
  uploads = new UnsavedUploads({ dataDir, logger: memoryLogger(), now: () => clock });
});
afterEach(async () => {
  uploads.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('UnsavedUploads', () => {
  it('stores an image by name, answers the same bytes with the same name and another image with -2', async () => {
    expect(await uploads.store('a-post', 'cover', 'png', bytes('one'))).toBe('cover.png');
    expect(await uploads.store('a-post', 'cover', 'png', bytes('one'))).toBe('cover.png');
    expect(await uploads.store('a-post', 'cover', 'png', bytes('two'))).toBe('cover-2.png');
    expect(await uploads.list('a-post')).toEqual(['cover-2.png', 'cover.png']);
    expect((await uploads.read('a-post', 'cover-2.png'))?.toString()).toBe('two');
    expect(await uploads.read('a-post', '../x.png')).toBeNull();
  });

  it('removes what no upload touched for a day, by its injected clock, and keeps the rest', async () => {
    await uploads.store('abandoned', 'photo', 'png', bytes('old'));
    clock += 23 * HOUR;
    await uploads.store('recent', 'photo', 'png', bytes('new'));
    expect(await uploads.sweep()).toEqual([]);
    clock += 2 * HOUR;
    expect(await uploads.sweep()).toEqual(['abandoned']);
    expect(await readdir(path.join(dataDir, 'unsaved-uploads'))).toEqual(['recent']);
    clock += UNSAVED_UPLOAD_MAX_AGE_MS;
    expect(await uploads.sweep()).toEqual(['recent']);
  });

  it('cleans at start and then on its own timer', async () => {
    await uploads.store('first', 'photo', 'png', bytes('a'));
    clock += 25 * HOUR;
    await uploads.start(20);
    expect(await readdir(path.join(dataDir, 'unsaved-uploads'))).toEqual([]);
    await uploads.store('second', 'photo', 'png', bytes('b'));
    clock += 25 * HOUR;
    await expect.poll(() => readdir(path.join(dataDir, 'unsaved-uploads')), { timeout: 5000 }).toEqual([]);
  });

  it('removes a link put in its folder as a link, never what it points at', async () => {
    const outside = path.join(dataDir, 'outside');
    await mkdir(outside);
    await uploads.store('real', 'photo', 'png', bytes('a'));
    await symlink(outside, path.join(dataDir, 'unsaved-uploads', 'linked'));
    clock += 25 * HOUR;
    await uploads.sweep();
    expect(await readdir(path.join(dataDir, 'unsaved-uploads'))).toEqual([]);
    expect(await readdir(dataDir)).toContain('outside');
  });
});

describe('unsaved addresses', () => {
  it('are read from a body and a field, each once, and nothing else is', () => {
    const body = '<img src="/media/.unsaved/my-post/a.png"><img src="/media/.unsaved/my-post/a.png?w=400"> ![b](/media/.unsaved/old-slug/b-2.webp) /media/.unsaved/x/../../etc.png /media/.unsaved/UP/a.png';
    expect(unsavedImagesIn(body, '/media/.unsaved/my-post/c.gif').map((image) => image.url)).toEqual(['/media/.unsaved/my-post/a.png', '/media/.unsaved/old-slug/b-2.webp', '/media/.unsaved/my-post/c.gif']);
    expect(readUnsavedUrl('/media/.unsaved/my-post/a.png')).toMatchObject({ key: 'my-post', name: 'a.png' });
    for (const url of ['/media/.unsaved/my-post/a.exe', '/media/.unsaved/my-post/sub/a.png', '/media/.unsaved/../a.png', '/media/posts/a.png']) expect(readUnsavedUrl(url), url).toBeNull();
  });
});
