// The content repo's commits when CONTENT_DIR is a folder of a larger repository, on a real temp
// repository: only files inside CONTENT_DIR are ever staged or committed, whatever their names.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { ContentRepo } from './content-repo';

const run = promisify(execFile);
let root: string;
let repo: ContentRepo;
const git = async (...args: string[]) => (await run('git', ['-C', root, ...args])).stdout;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-content-repo-'));
  await mkdir(path.join(root, 'content/posts'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), '{}\n');
  await writeFile(path.join(root, 'content/posts/a.md'), 'a\n');
  await git('init', '--quiet');
  await git('add', '-A');
  await git('-c', 'user.name=T', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'Base');
  repo = new ContentRepo({ dir: path.join(root, 'content'), author: () => ({ name: 'Folio', email: 'folio@test' }), logger: memoryLogger() });
  await repo.prepare();
  await writeFile(path.join(root, 'package.json'), '{ "changed": true }\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('ContentRepo in a folder of a larger repository', () => {
  it('refuses a path that leaves CONTENT_DIR', async () => {
    await expect(repo.commit(['../package.json'], 'Not ours')).rejects.toThrow(/outside the content folder/);
    expect(await git('log', '--format=%s')).toBe('Base\n');
  });

  it('reads a name as a name, never as pathspec magic', async () => {
    await writeFile(path.join(root, 'content', ':(top)package.json'), 'a file with an odd name\n');
    await repo.commit([':(top)package.json'], 'Add an oddly named file');
    expect(await git('show', '--name-only', '--format=', 'HEAD')).toBe('content/:(top)package.json\n');
    expect(await git('status', '--porcelain', '--', 'package.json')).toBe(' M package.json\n');
  });
});

describe('ContentRepo and a stray signal', () => {
  it('asks a commit again when a signal ended it before it wrote anything', async () => {
    // A SIGTERM sent to the server's process group can reach a git forked in that instant: a
    // fake `git` first in PATH plays that on the first `commit`, before git runs.
    const bin = path.join(root, 'bin');
    await mkdir(bin);
    const marker = path.join(root, 'signalled');
    const script = `#!/bin/sh\nfor arg in "$@"; do if [ "$arg" = commit ] && [ ! -e '${marker}' ]; then : > '${marker}'; kill -TERM $$; fi; done\nPATH='${process.env.PATH}' exec git "$@"\n`;
    await writeFile(path.join(bin, 'git'), script, { mode: 0o755 });
    await writeFile(path.join(root, 'content/posts/b.md'), 'b\n');
    const previous = process.env.PATH;
    process.env.PATH = `${bin}:${previous}`;
    try {
      await repo.commit(['posts/b.md'], 'Add b');
    } finally {
      process.env.PATH = previous;
    }
    expect(await git('log', '--format=%s')).toBe('Add b\nBase\n');
    expect(await git('status', '--porcelain', '--', 'content')).toBe('');
  });
});
