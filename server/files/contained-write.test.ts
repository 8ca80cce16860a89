import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkInPathError, removeContained, writeContained as write, type ContainedWriteOptions } from './contained-write';
import { procFdWorks, type FolderAccess } from './held-folders';

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

// Both ways of reaching a held folder are checked on Linux: through /proc/self/fd, and by path with identity checks (macOS).
const ACCESS: FolderAccess[] = ['proc-fd', 'identity'];

describe.each(ACCESS)('writeContained (%s)', (access) => {
  const writeContained = (root: string, file: string, data: string, options: ContainedWriteOptions = {}) => write(root, file, data, { ...options, access });

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

describe.each(ACCESS)('removeContained (%s)', (access) => {
  const writeContained = (root: string, file: string, data: string) => write(root, file, data, { access });
  const remove = (root: string, file: string) => removeContained(root, file, { access });

  it('removes a file, and does nothing for a missing one', async () => {
    await writeContained(root, 'posts/a.md', 'x');
    await remove(root, 'posts/a.md');
    await remove(root, 'posts/a.md');
    await remove(root, 'missing/a.md');
    expect(await readdir(path.join(root, 'posts'))).toEqual([]);
  });

  it('refuses to remove through a linked folder', async () => {
    await writeFile(path.join(outside, 'a.md'), 'keep me');
    await symlink(outside, path.join(root, 'posts'));
    await expect(remove(root, 'posts/a.md')).rejects.toBeInstanceOf(LinkInPathError);
    expect(await readFile(path.join(outside, 'a.md'), 'utf8')).toBe('keep me');
  });
});

describe.each(ACCESS)('a folder swapped with a link while files are written into it (%s)', (access) => {
  it('refuses or writes each file, never fails otherwise, and leaves no temp file behind', async () => {
    const folder = path.join(root, 'posts/swapped');
    await mkdir(folder, { recursive: true });
    let writing = true;
    const seenOutside = new Set<string>();
    const swapper = (async () => {
      let swaps = 0;
      // A write may add a file while the folder is removed (ENOTEMPTY): the swap goes on regardless.
      while (writing) {
        await rm(folder, { recursive: true, force: true }).catch(() => undefined);
        await symlink(outside, folder).catch(() => undefined);
        for (const name of await readdir(outside)) seenOutside.add(name);
        await rm(folder, { recursive: true, force: true }).catch(() => undefined);
        await mkdir(folder).catch(() => undefined);
        swaps++;
      }
      return swaps;
    })();
    const unexpected: unknown[] = [];
    let refused = 0;
    await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        for (let i = 0; i < 60; i++) {
          await write(root, `posts/swapped/file-${lane}-${i}.png`, 'the upload', { access }).catch((error: unknown) => {
            if (error instanceof LinkInPathError) refused++;
            else unexpected.push(error);
          });
        }
      }),
    );
    writing = false;
    expect(await swapper).toBeGreaterThan(10);
    expect(unexpected).toEqual([]);
    expect(refused).toBeGreaterThan(0);
    // By path a temp file may be made through the link for an instant (and is removed by its identity); through /proc never.
    if (access === 'proc-fd') expect([...seenOutside]).toEqual([]);
    for (const name of await readdir(outside)) await rm(path.join(outside, name), { force: true });
    const temps = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.tmp'));
    expect(temps).toEqual([]);
  });
});

describe('held folders', () => {
  it.runIf(process.platform === 'linux')('are reached through /proc/self/fd on Linux', async () => {
    expect(await procFdWorks()).toBe(true);
  });
});
