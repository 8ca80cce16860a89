// A console save tells sync once (docs/decisions/052): its commit asks for a cycle, and the save
// waits for that very cycle by the commit's hash instead of asking for another; a cycle's own
// commit of a hand edit goes out with that cycle. A real temp repo, whose remote cannot be reached
// (each cycle fails fast) or is a real bare repository.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentRepo } from '../git/content-repo';
import { memoryLogger } from '../logger';
import { ContentSync } from './content-sync';

const run = promisify(execFile);
let root: string;
let repo: ContentRepo;
let sync: ContentSync;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-sync-'));
  const dir = path.join(root, 'content');
  await run('git', ['init', '-q', '-b', 'main', dir]);
  await run('git', ['-C', dir, '-c', 'user.name=T', '-c', 'user.email=t@folio.invalid', 'commit', '-q', '--allow-empty', '-m', 'Start']);
  const logger = memoryLogger();
  repo = new ContentRepo({ dir, author: () => ({ name: 'Folio', email: 'folio@folio.invalid' }), logger });
  await repo.prepare();
  sync = new ContentSync({ repo, recordFile: path.join(root, 'content-sync.json'), remote: path.join(root, 'no-remote-here'), branch: 'main', intervalMs: 0, degradedAfterMs: 60_000, logger, firstRetryMs: 60_000 });
});
afterEach(async () => {
  await sync.stop();
  await rm(root, { recursive: true, force: true });
});

describe('a save and its sync cycle', () => {
  it('waits for the cycle its commit asked for, and asks for no other', async () => {
    let asked: Promise<unknown> | undefined;
    repo.onCommit((hash) => (asked = sync.committed(hash)));
    const hash = await repo.exclusive(() => repo.commitChanges([{ file: 'about.md', text: 'About.\n', previous: null }], 'Add about'));
    expect(asked).toBeDefined();
    expect(sync.cycleOf(hash)).toBe(asked);
    expect(await asked).toMatchObject({ ok: false });
  });

  it("pushes its own commit of a hand edit in the same cycle, and asks for no second cycle", async () => {
    const remote = path.join(root, 'remote.git');
    await run('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    await run('git', ['-C', repo.dir, 'push', '-q', remote, 'main']);
    const own = new ContentSync({ repo, recordFile: path.join(root, 'own-sync.json'), remote, branch: 'main', intervalMs: 0, degradedAfterMs: 60_000, logger: memoryLogger(), firstRetryMs: 60_000 });
    let asked: Promise<unknown> | undefined;
    repo.onCommit((hash) => (asked = own.committed(hash)));
    try {
      await mkdir(path.join(repo.dir, 'posts'));
      await writeFile(path.join(repo.dir, 'posts', 'by-hand.md'), '---\ntitle: By hand\n---\nWritten over SSH.\n');
      const cycle = own.requestSync();
      expect(await cycle).toMatchObject({ ok: true });
      // The hand edit's commit was answered with the cycle that made it, and that cycle pushed it.
      expect(asked).toBe(cycle);
      expect((await run('git', ['--git-dir', remote, 'log', '-1', '--format=%s'])).stdout).toMatch(/^Hand edit on the server: posts\/by-hand\.md/);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await own.status()).toMatchObject({ syncing: false, uncommitted: [], backedUp: true });
    } finally {
      await own.stop();
    }
  });
});
