// A console save parses its file once (docs/decisions/052): the parse that refuses an unservable
// file is the one the index serves after the commit, and the watcher and the periodic walk find
// the file already indexed. Real temp Git repo, real index and watcher, as start-up builds them.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempSite, type TempSite } from '../../tests/support/temp-site';
import { ContentIndex } from '../content/content-index';
import { watchContent, type ContentWatcher } from '../content/content-watcher';
import { ContentRepo } from '../git/content-repo';
import { PendingUploads } from '../git/pending-uploads';
import { UnsavedUploads } from '../images/unsaved-uploads';
import { memoryLogger } from '../logger';
import { PostService } from './post-service';
import type { PostInput } from '../../src/lib/schemas/blog-post';

let site: TempSite;
let index: ContentIndex;
let watcher: ContentWatcher;
let posts: PostService;
const parses = new Map<string, number>();

beforeEach(async () => {
  site = await createTempSite();
  parses.clear();
  const logger = memoryLogger();
  index = new ContentIndex({ contentDir: site.contentDir, logger, onParse: (file) => parses.set(file, (parses.get(file) ?? 0) + 1) });
  watcher = watchContent(index, logger);
  await index.build({ onFolder: watcher.watchFolder });
  const repo = new ContentRepo({ dir: site.contentDir, author: () => ({ name: 'Folio', email: 'folio@folio.invalid' }), logger });
  await repo.prepare();
  posts = new PostService({ index, repo, pending: new PendingUploads({ repo, logger }), unsaved: new UnsavedUploads({ dataDir: site.dataDir, logger }), logger, sync: null });
});
afterEach(async () => {
  await watcher.close();
  await site.cleanup();
});

const input = (title: string): PostInput => ({ slug: 'counted', title, summary: 'A post whose parses are counted.', content: '<p>Counted.</p>', tags: ['test'], format: 'html' });

/** Lets the watcher's events for the save arrive and settle, then walks the tree as the timer would. */
async function quiet(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  await watcher.reconcile();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('a console save', () => {
  it('parses its file once: the check before the commit is what the index serves', async () => {
    const created = await posts.create(input('Counted Once'));
    expect(created).toMatchObject({ slug: 'counted', title: 'Counted Once', sync: { state: 'off', conflict: null } });
    await quiet();
    expect(parses.get('posts/counted.html')).toBe(1);

    const opened = await posts.open('counted');
    parses.clear();
    const updated = await posts.update('counted', input('Counted Twice'), opened.version);
    expect(updated.title).toBe('Counted Twice');
    await quiet();
    expect(parses.get('posts/counted.html')).toBe(1);
    expect(index.findPost('counted')?.title).toBe('Counted Twice');
  });

  it('parses a renamed post once under its new name, and a restored one once', async () => {
    await posts.create(input('Counted As HTML'));
    const opened = await posts.open('counted');
    await quiet();
    parses.clear();
    await posts.update('counted', { ...input('Counted As Markdown'), format: 'markdown' }, opened.version);
    await quiet();
    expect(Object.fromEntries(parses)).toEqual({ 'posts/counted.md': 1 });
    expect(index.postFile('counted')).toBe('posts/counted.md');

    const [, first] = (await site.git('log', '--format=%H', '--', 'posts/counted.html', 'posts/counted.md')).trim().split('\n');
    parses.clear();
    const restored = await posts.restore('counted', first!);
    await quiet();
    expect(restored.title).toBe('Counted As HTML');
    expect(Object.fromEntries(parses)).toEqual({ 'posts/counted.html': 1 });
    expect(index.postFile('counted')).toBe('posts/counted.html');
  });

  it('still reads a hand edit made after it', async () => {
    await posts.create(input('Before The Hand Edit'));
    await quiet();
    const file = path.join(site.contentDir, 'posts/counted.html');
    await writeFile(file, '---\ntitle: Edited By Hand\nsummary: Written in an editor.\npublishedAt: 2025-01-01\n---\n<p>By hand.</p>\n');
    await quiet();
    expect(index.findPost('counted')?.title).toBe('Edited By Hand');
  });
});
