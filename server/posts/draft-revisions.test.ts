import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftRevisionStore } from './draft-revisions';

const input = (title: string) => ({ values: { title }, baseVersion: 'a'.repeat(64), savedAt: '2026-11-29T10:00:00.000Z', publishAtChosen: false });
let dataDir: string | null = null;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = null;
});

describe('DraftRevisionStore', () => {
  it('keeps one revision per post and at most `limit` posts’ revisions, the oldest going first', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-drafts-'));
    const store = new DraftRevisionStore(dataDir, 2);
    await store.put('first', input('one'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.put('second', input('two'));
    await store.put('second', input('two, again'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.put('third', input('three'));
    expect((await readdir(path.join(dataDir, 'draft-revisions'))).sort()).toEqual(['second.json', 'third.json']);
    expect(await store.get('first')).toBeNull();
    expect((await store.get('second'))?.values.title).toBe('two, again');
  });

  it('refuses a slug that is not one, before it becomes a path', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-drafts-'));
    const store = new DraftRevisionStore(dataDir);
    await expect(store.put('../escape', input('x'))).rejects.toThrow(/slug/);
  });
});
