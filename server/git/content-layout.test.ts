// Where CONTENT_DIR sits in its repository, on real temp repositories: its own top, a folder of a
// larger one, or none; and `git status` of the content alone, in paths relative to it.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentStatus, fromRepoPath, readContentLayout, toRepoPath } from './content-layout';

const run = promisify(execFile);
let root: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'folio-layout-')));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

describe('content layout', () => {
  it('finds the prefix of a content folder inside a larger repository and turns paths both ways', async () => {
    await write('app.js', 'app\n');
    await write('content/posts/a.md', 'a\n');
    await run('git', ['init', '--quiet', root]);
    const layout = await readContentLayout(path.join(root, 'content'));
    expect(layout).toEqual({ top: root, prefix: 'content/' });
    expect(fromRepoPath(layout!, 'content/posts/a.md')).toBe('posts/a.md');
    expect(fromRepoPath(layout!, 'app.js')).toBeNull();
    expect(toRepoPath(layout!, 'posts/a.md')).toBe('content/posts/a.md');
    expect(await readContentLayout(root)).toEqual({ top: root, prefix: '' });
  });

  it('answers null outside any repository', async () => {
    expect(await readContentLayout(root)).toBeNull();
    expect(await contentStatus(root)).toEqual([]);
  });

  it("lists the content's own changes only, relative to the content folder", async () => {
    await write('app.js', 'app\n');
    await write('content/posts/a.md', 'a\n');
    await run('git', ['init', '--quiet', root]);
    await run('git', ['-C', root, 'add', '-A']);
    await run('git', ['-C', root, '-c', 'user.name=T', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'Base']);
    await write('app.js', 'changed\n');
    await write('notes.md', 'new app file\n');
    await write('content/posts/a.md', 'changed\n');
    await write('content/posts/b.md', 'new\n');
    const dir = path.join(root, 'content');
    expect(await contentStatus(dir)).toEqual([
      { state: ' M', file: 'posts/a.md' },
      { state: '??', file: 'posts/b.md' },
    ]);
    expect(await contentStatus(dir, ['posts/b.md'])).toEqual([{ state: '??', file: 'posts/b.md' }]);
  });
});
