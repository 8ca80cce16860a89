import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkInPathError, removeContained, writeContained } from './contained-write';

let base: string;
let root: string;
let outside: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'folio-contained-'));
  root = path.join(base, 'content');
  outside = path.join(base, 'outside');
  await mkdir(root);
  await mkdir(outside);
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('writeContained', () => {
  it('writes a file, creating the folders on its way', async () => {
    await writeContained(root, 'posts/a-post/cover.png', 'bytes');
    expect(await readFile(path.join(root, 'posts/a-post/cover.png'), 'utf8')).toBe('bytes');
    // No temp file is left beside it.
    expect(await readdir(path.join(root, 'posts/a-post'))).toEqual(['cover.png']);
  });

  it('accepts an absolute path inside the root and a root that is itself a link', async () => {
    const linkedRoot = path.join(base, 'linked-root');
    await symlink(root, linkedRoot);
    await writeContained(linkedRoot, path.join(linkedRoot, 'site.yaml'), 'x: 1\n');
    expect(await readFile(path.join(root, 'site.yaml'), 'utf8')).toBe('x: 1\n');
  });

  it('refuses a folder on the way that is a link, naming it, and writes nothing anywhere', async () => {
    await mkdir(path.join(root, 'posts'));
    await symlink(outside, path.join(root, 'posts/a-post'));
    const error = await writeContained(root, 'posts/a-post/cover.png', 'bytes', { rootName: 'the content folder' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LinkInPathError);
    expect((error as LinkInPathError).where).toBe('posts/a-post');
    expect((error as Error).message).toMatch(/^Nothing was written: posts\/a-post in the content folder is a symbolic link/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses a link higher up, and a link to a folder inside the root too', async () => {
    await mkdir(path.join(root, 'images'));
    await symlink(path.join(root, 'images'), path.join(root, 'posts'));
    await expect(writeContained(root, 'posts/a/b.png', 'x')).rejects.toMatchObject({ where: 'posts' });
    expect(await readdir(path.join(root, 'images'))).toEqual([]);
  });

  it('refuses a link where the file goes, exclusive or not, and leaves what it points at alone', async () => {
    await writeFile(path.join(outside, 'target.txt'), 'untouched');
    await symlink(path.join(outside, 'target.txt'), path.join(root, 'about.md'));
    for (const exclusive of [false, true]) {
      await expect(writeContained(root, 'about.md', 'new', { exclusive })).rejects.toBeInstanceOf(LinkInPathError);
    }
    expect(await readFile(path.join(outside, 'target.txt'), 'utf8')).toBe('untouched');
    expect((await lstat(path.join(root, 'about.md'))).isSymbolicLink()).toBe(true);
  });

  it('refuses a file where a folder is needed', async () => {
    await writeFile(path.join(root, 'posts'), 'not a folder');
    await expect(writeContained(root, 'posts/a.md', 'x')).rejects.toThrow(/posts in the site folder is a file, where a folder is needed/);
  });

  it('refuses a path that leaves the root', async () => {
    await expect(writeContained(root, '../outside/x.txt', 'x')).rejects.toThrow(/refusing to write outside/);
    await expect(writeContained(root, path.join(outside, 'x.txt'), 'x')).rejects.toThrow(/refusing to write outside/);
    expect(await readdir(outside)).toEqual([]);
  });
});

describe('removeContained', () => {
  it('removes a file, and does nothing for a missing one', async () => {
    await writeContained(root, 'posts/a.md', 'x');
    await removeContained(root, 'posts/a.md');
    await removeContained(root, 'posts/a.md');
    await removeContained(root, 'missing/a.md');
    expect(await readdir(path.join(root, 'posts'))).toEqual([]);
  });

  it('refuses to remove through a linked folder', async () => {
    await writeFile(path.join(outside, 'a.md'), 'keep me');
    await symlink(outside, path.join(root, 'posts'));
    await expect(removeContained(root, 'posts/a.md')).rejects.toBeInstanceOf(LinkInPathError);
    expect(await readFile(path.join(outside, 'a.md'), 'utf8')).toBe('keep me');
  });
});
