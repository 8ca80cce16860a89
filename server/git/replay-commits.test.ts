// The pull's rebase on small real repositories: clean replays keep authors and messages, a file
// changed on both sides keeps both versions, and the working tree is never touched.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayLocalCommits } from './replay-commits';

const run = promisify(execFile);
const committer = { name: 'Sync Committer', email: 'sync@folio.test' };
const now = new Date('2026-11-22T10:30:05.250Z');

let dir: string;
const git = async (...args: string[]) => (await run('git', ['-C', dir, '-c', 'user.name=Hand Author', '-c', 'user.email=hand@folio.test', ...args])).stdout.trim();

async function commitFiles(message: string, files: Record<string, string | null>): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) await git('rm', '--quiet', file);
    else {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
      await git('add', file);
    }
  }
  await git('commit', '--quiet', '-m', message);
  return git('rev-parse', 'HEAD');
}

/** Builds base → remote (on a side branch) and base → local (on main, checked out). */
async function diverge(remote: Record<string, string | null>[], local: Record<string, string | null>[]) {
  await commitFiles('Base', { 'a.md': 'a\n', 'b.md': 'b\n', 'c.md': 'c\n' });
  await git('checkout', '--quiet', '-b', 'theirs');
  let remoteTip = '';
  for (const [i, files] of remote.entries()) remoteTip = await commitFiles(`Remote ${i + 1}`, files);
  await git('checkout', '--quiet', 'main');
  let localTip = '';
  for (const [i, files] of local.entries()) localTip = await commitFiles(`Local ${i + 1}`, files);
  return { remoteTip, localTip };
}

const show = (rev: string) => git('show', rev);
const files = async (rev: string) => (await git('ls-tree', '-r', '--name-only', rev)).split('\n').sort();

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-replay-'));
  await run('git', ['init', '--quiet', '--initial-branch=main', dir]);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('replayLocalCommits', () => {
  it('replays commits on other files onto the remote tip, keeping authors and messages', async () => {
    const { remoteTip, localTip } = await diverge([{ 'a.md': 'a from remote\n' }], [{ 'b.md': 'b local\n' }, { 'c.md': null }]);
    const result = await replayLocalCommits({ dir, local: localTip, remote: remoteTip, committer, now });
    expect(result).toMatchObject({ replayed: 2, conflicts: [] });
    expect(await git('log', '--format=%s|%an|%cn', `${remoteTip}..${result.head}`)).toBe('Local 2|Hand Author|Sync Committer\nLocal 1|Hand Author|Sync Committer');
    expect(await git('rev-parse', `${result.head}~2`)).toBe(remoteTip);
    expect(await show(`${result.head}:a.md`)).toBe('a from remote');
    expect(await show(`${result.head}:b.md`)).toBe('b local');
    expect(await files(result.head)).toEqual(['a.md', 'b.md']);
    // Only objects and a temp index were written: the checkout still shows the local commit.
    expect(await git('rev-parse', 'HEAD')).toBe(localTip);
    expect(await git('status', '--porcelain')).toBe('');
  });

  it('keeps the remote version of a file changed on both sides and commits the local one as a copy', async () => {
    const { remoteTip, localTip } = await diverge([{ 'a.md': 'a from remote\n' }], [{ 'a.md': 'a, first local edit\n' }, { 'a.md': 'a, second local edit\n', 'b.md': 'b local\n' }]);
    const result = await replayLocalCommits({ dir, local: localTip, remote: remoteTip, committer, now });
    const copy = 'conflicts/a.local-20261122T103005Z.md';
    expect(result.conflicts).toEqual([{ file: 'a.md', copy }]);
    expect(await show(`${result.head}:a.md`)).toBe('a from remote');
    // The copy holds the latest local version; the other file of that commit applied normally.
    expect(await show(`${result.head}:${copy}`)).toBe('a, second local edit');
    expect(await show(`${result.head}:b.md`)).toBe('b local');
    expect(await git('log', '-1', '--format=%B', result.head)).toContain(`Folio sync: a.md also changed on the remote. The remote's version was kept; this commit's version is in ${copy}.`);
    expect(await readFile(path.join(dir, 'a.md'), 'utf8')).toBe('a, second local edit\n');
  });

  it('does not apply a local deletion of a file the remote changed', async () => {
    const { remoteTip, localTip } = await diverge([{ 'a.md': 'a from remote\n' }], [{ 'a.md': null, 'b.md': 'b local\n' }]);
    const result = await replayLocalCommits({ dir, local: localTip, remote: remoteTip, committer, now });
    expect(result.conflicts).toEqual([{ file: 'a.md', copy: null }]);
    expect(await show(`${result.head}:a.md`)).toBe('a from remote');
    expect(await show(`${result.head}:b.md`)).toBe('b local');
  });

  it('drops a local commit whose change the remote already has, as rebase does', async () => {
    const { remoteTip, localTip } = await diverge([{ 'b.md': 'same change\n' }], [{ 'b.md': 'same change\n' }, { 'c.md': 'c local\n' }]);
    const result = await replayLocalCommits({ dir, local: localTip, remote: remoteTip, committer, now });
    expect(result).toMatchObject({ replayed: 1, conflicts: [] });
    expect(await git('log', '--format=%s', `${remoteTip}..${result.head}`)).toBe('Local 2');
  });

  it('refuses histories with nothing in common', async () => {
    await commitFiles('Local root', { 'a.md': 'a\n' });
    const local = await git('rev-parse', 'HEAD');
    await git('checkout', '--quiet', '--orphan', 'other');
    const remote = await commitFiles('Other root', { 'a.md': 'other\n' });
    await expect(replayLocalCommits({ dir, local, remote, committer, now })).rejects.toThrow(/no history in common/);
  });

  it('after a rewrite of the remote, replays only the commits never published, and keeps what the remote dropped dropped', async () => {
    await commitFiles('Base', { 'a.md': 'a\n' });
    const base = await git('rev-parse', 'HEAD');
    const published = await commitFiles('Add a file by mistake', { 'secret.md': 'a password\n' });
    const local = await commitFiles('Console edit, never pushed', { 'b.md': 'b from the console\n' });
    // The remote's branch was reset to Base and got a commit of its own.
    await git('checkout', '--quiet', '-b', 'theirs', base);
    const remote = await commitFiles('Remote after the force push', { 'c.md': 'c\n' });
    const result = await replayLocalCommits({ dir, local, remote, committer, now, published });
    expect(result).toMatchObject({ replayed: 1, dropped: 1, conflicts: [] });
    expect(await git('log', '--format=%s', `${remote}..${result.head}`)).toBe('Console edit, never pushed');
    expect(await files(result.head)).toEqual(['a.md', 'b.md', 'c.md']);
    // Without the knowledge of what was published, both commits would come back, as before.
    expect((await replayLocalCommits({ dir, local, remote, committer, now })).replayed).toBe(2);
  });

  it('after a rewrite of the whole history (no commit in common), replays only the commit never published', async () => {
    await commitFiles('Base', { 'a.md': 'a\n' });
    const published = await commitFiles('Add a file by mistake', { 'secret.md': 'a password\n' });
    const local = await commitFiles('Console edit, never pushed', { 'b.md': 'b from the console\n' });
    // The same history rewritten without the file (as git filter-repo would): new commits throughout.
    await git('checkout', '--quiet', '--orphan', 'rewritten');
    await git('rm', '-r', '--quiet', '--cached', '.');
    await rm(path.join(dir, 'secret.md'));
    await rm(path.join(dir, 'b.md'));
    const remote = await commitFiles('Base, rewritten', { 'a.md': 'a\n' });
    const result = await replayLocalCommits({ dir, local, remote, committer, now, published });
    expect(result).toMatchObject({ replayed: 1, dropped: 2, conflicts: [] });
    expect(await git('log', '--format=%s', result.head)).toBe('Console edit, never pushed\nBase, rewritten');
    expect(await files(result.head)).toEqual(['a.md', 'b.md']);
  });

  it('answers the remote itself when every local commit was published and dropped', async () => {
    await commitFiles('Base', { 'a.md': 'a\n' });
    const base = await git('rev-parse', 'HEAD');
    const published = await commitFiles('Add a file by mistake', { 'secret.md': 'a password\n' });
    const result = await replayLocalCommits({ dir, local: published, remote: base, committer, now, published });
    expect(result).toEqual({ head: base, replayed: 0, dropped: 1, conflicts: [] });
  });

  it('keeps a conflict copy inside the content folder when it is a folder of a larger repository', async () => {
    await commitFiles('Base', { 'app.js': 'app\n', 'content/a.md': 'a\n' });
    await git('checkout', '--quiet', '-b', 'theirs');
    const remote = await commitFiles('Remote', { 'content/a.md': 'a from remote\n' });
    await git('checkout', '--quiet', 'main');
    const local = await commitFiles('Local', { 'content/a.md': 'a local\n' });
    const result = await replayLocalCommits({ dir: path.join(dir, 'content'), local, remote, committer, now });
    const copy = 'conflicts/a.local-20261122T103005Z.md';
    expect(result.conflicts).toEqual([{ file: 'a.md', copy }]);
    expect(await show(`${result.head}:content/${copy}`)).toBe('a local');
    expect(await show(`${result.head}:content/a.md`)).toBe('a from remote');
    expect(await files(result.head)).toEqual(['app.js', 'content/a.md', `content/${copy}`]);
  });

  it('refuses to settle a conflict outside the content folder', async () => {
    await commitFiles('Base', { 'app.js': 'app\n', 'content/a.md': 'a\n' });
    await git('checkout', '--quiet', '-b', 'theirs');
    const remote = await commitFiles('Remote', { 'app.js': 'app from remote\n' });
    await git('checkout', '--quiet', 'main');
    const local = await commitFiles('Local', { 'app.js': 'app here\n' });
    await expect(replayLocalCommits({ dir: path.join(dir, 'content'), local, remote, committer, now })).rejects.toThrow(/app\.js, outside CONTENT_DIR, changed both .* merge it by hand/);
  });
});
