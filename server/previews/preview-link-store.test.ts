import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_LINKS_FILE, PreviewLinkStore, type LinkCheck, type PostIdentity } from './preview-link-store';

const A_DRAFT: PostIdentity = { file: 'posts/a-draft.md', addedIn: 'a'.repeat(40) };
/** The check when every post is still the one its links were made for. */
const unchanged = async (link: Partial<PostIdentity>): Promise<LinkCheck> => ({ keep: { file: link.file!, addedIn: link.addedIn ?? null } });

/** A store whose links have had their first check, as start-up does before the site answers. */
async function openChecked(dir: string, now?: () => Date): Promise<PreviewLinkStore> {
  const store = await PreviewLinkStore.open(dir, now);
  await store.verify(unchanged);
  return store;
}

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('PreviewLinkStore', () => {
  it('keeps only a hash of each token, privately, and finds the post again after a restart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-previews-'));
    const store = await openChecked(dir);
    const { link, token } = await store.create('a-draft', 3600, A_DRAFT);
    expect(store.resolve(token)).toEqual({ id: link.id, slug: 'a-draft', file: A_DRAFT.file, expiresAt: link.expiresAt });
    const file = path.join(dir, PREVIEW_LINKS_FILE);
    expect(await readFile(file, 'utf8')).not.toContain(token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const reopened = await PreviewLinkStore.open(dir);
    // Nothing opens before the first check of the links against their posts.
    expect(reopened.resolve(token)).toBeNull();
    await reopened.verify(unchanged);
    expect(reopened.resolve(token)?.slug).toBe('a-draft');
    expect(reopened.list('a-draft')).toEqual([link]);
  });

  it('forgets a link when it expires or is revoked, and never resolves a guess', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-previews-'));
    let now = new Date('2026-11-22T10:00:00Z');
    const store = await openChecked(dir, () => now);
    const expiring = await store.create('a-draft', 60, A_DRAFT);
    const revoked = await store.create('a-draft', 3600, A_DRAFT);
    expect(store.resolve(`${expiring.token}x`)).toBeNull();
    expect(await store.revoke(revoked.link.id)).toBe(true);
    expect(store.resolve(revoked.token)).toBeNull();
    expect(await store.revoke(revoked.link.id)).toBe(false);
    now = new Date('2026-11-22T10:01:00Z');
    expect(store.resolve(expiring.token)).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it("holds a changed file's links until they are checked, then keeps, re-points or revokes them", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-previews-'));
    const store = await openChecked(dir);
    const kept = await store.create('a-draft', 3600, A_DRAFT);
    const other = await store.create('other', 3600, { file: 'posts/other.html', addedIn: null });
    store.markChanged(A_DRAFT.file);
    expect(store.resolve(kept.token)).toBeNull();
    expect(store.resolve(other.token)?.slug).toBe('other');
    await store.verify(async (link) => ({ keep: { file: 'posts/a-draft.html', addedIn: link.addedIn ?? null } }));
    expect(store.resolve(kept.token)?.file).toBe('posts/a-draft.html');
    store.markChanged('posts/a-draft.html');
    await store.verify(async () => 'revoke');
    expect(store.resolve(kept.token)).toBeNull();
    expect(store.list('a-draft')).toEqual([]);
    expect(store.resolve(other.token)?.slug).toBe('other');
    await store.revokePost('other');
    expect(store.resolve(other.token)).toBeNull();
  });
});
