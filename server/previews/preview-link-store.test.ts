import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_LINKS_FILE, PreviewLinkStore } from './preview-link-store';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('PreviewLinkStore', () => {
  it('keeps only a hash of each token, privately, and finds the post again after a restart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-previews-'));
    const store = await PreviewLinkStore.open(dir);
    const { link, token } = await store.create('a-draft', 3600);
    expect(store.resolve(token)).toEqual({ slug: 'a-draft', expiresAt: link.expiresAt });
    const file = path.join(dir, PREVIEW_LINKS_FILE);
    expect(await readFile(file, 'utf8')).not.toContain(token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const reopened = await PreviewLinkStore.open(dir);
    expect(reopened.resolve(token)?.slug).toBe('a-draft');
    expect(reopened.list('a-draft')).toEqual([link]);
  });

  it('forgets a link when it expires or is revoked, and never resolves a guess', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-previews-'));
    let now = new Date('2026-11-22T10:00:00Z');
    const store = await PreviewLinkStore.open(dir, () => now);
    const expiring = await store.create('a-draft', 60);
    const revoked = await store.create('a-draft', 3600);
    expect(store.resolve(`${expiring.token}x`)).toBeNull();
    expect(await store.revoke(revoked.link.id)).toBe(true);
    expect(store.resolve(revoked.token)).toBeNull();
    expect(await store.revoke(revoked.link.id)).toBe(false);
    now = new Date('2026-11-22T10:01:00Z');
    expect(store.resolve(expiring.token)).toBeNull();
    expect(store.list()).toEqual([]);
  });
});
