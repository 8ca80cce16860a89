// A console save tells sync once (docs/decisions/052): its commit asks for a cycle, and the save
// waits for that very cycle by the commit's hash instead of asking for another. A real temp repo
// whose remote cannot be reached: each cycle fails fast, which is all these tests need.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
});
