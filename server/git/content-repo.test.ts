// The content repo's commits when CONTENT_DIR is a folder of a larger repository, on a real temp
// repository: only files inside CONTENT_DIR are ever staged or committed, whatever their names,
// and a commit git refuses leaves the index as it found it.
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

describe('ContentRepo when git refuses the commit', () => {
  // What an empty GIT_AUTHOR_NAME did (issue 40): git answers "empty ident name" to every commit.
  const refused = () => new ContentRepo({ dir: path.join(root, 'content'), author: () => ({ name: '', email: '' }), logger: memoryLogger() });
  /** The index entries and the state of each path, to compare before and after. */
  const index = async () => [await git('ls-files', '--stage'), await git('status', '--porcelain=v1', '--untracked-files=all')];

  beforeEach(async () => {
    // The owner's own staging: the app's package.json and a version of a content file.
    await git('add', 'package.json');
    await writeFile(path.join(root, 'content/posts/a.md'), 'a, staged by hand\n');
    await git('add', 'content/posts/a.md');
    await writeFile(path.join(root, 'content/posts/a.md'), 'a, edited again\n');
    await writeFile(path.join(root, 'content/posts/b.md'), 'b, new\n');
  });

  it('commits nothing and leaves every file staged as it was (a hand-edit commit of sync)', async () => {
    const before = await index();
    await expect(refused().commit(['posts/a.md', 'posts/b.md'], 'Hand edit on the server')).rejects.toThrow(/ident/);
    expect(await index()).toEqual(before);
    expect(await git('log', '--format=%s')).toBe('Base\n');
  });

  it('commits nothing, puts the files back and leaves the index as it was (a console save)', async () => {
    const before = await index();
    const changes = [
      { file: 'posts/a.md', text: 'a, saved in the console\n', previous: 'a, edited again\n' },
      { file: 'posts/c.md', text: 'c\n', previous: null },
    ];
    await expect(refused().commitChanges(changes, 'Update post "A"', ['posts/b.md'])).rejects.toThrow(/commit of posts\/a.md, posts\/c.md failed/);
    expect(await index()).toEqual(before);
    expect(await git('log', '--format=%s')).toBe('Base\n');
  });
});

describe('ContentRepo history of commits whose messages hold separators', () => {
  // Subjects a log format could split on (\x1e, \x1f), and text beyond ASCII, read back as they are.
  const subjects = ['Edit \x1e with a record separator', 'Edit \x1f with a unit separator', 'Ünïcödé 日本語 ✓ 🎉 \x1e\x1f both'];

  it('lists each commit of a file once, its subject whole', async () => {
    for (const [i, subject] of subjects.entries()) {
      await writeFile(path.join(root, 'content/posts/a.md'), `version ${i}\n`);
      await repo.commit(['posts/a.md'], subject);
    }
    const history = await repo.history('posts/a.md');
    expect(history.map((commit) => commit.message)).toEqual([...subjects].reverse().concat('Base'));
    expect(history.every((commit) => /^[0-9a-f]{40}$/.test(commit.hash) && commit.authorEmail !== '')).toBe(true);
  });

  it('lists deleted files with the deleting commit, its subject whole', async () => {
    await writeFile(path.join(root, 'content/posts/b.md'), 'b\n');
    await repo.commit(['posts/b.md'], 'Add b');
    await rm(path.join(root, 'content/posts/a.md'));
    await rm(path.join(root, 'content/posts/b.md'));
    await repo.commit(['posts/a.md', 'posts/b.md'], subjects[2]!);
    const deleted = await repo.deletions('posts');
    expect(deleted.map(({ file, commit }) => [file, commit.message, commit.authorName])).toEqual([
      ['posts/a.md', subjects[2], 'Folio'],
      ['posts/b.md', subjects[2], 'Folio'],
    ]);
  });
});
