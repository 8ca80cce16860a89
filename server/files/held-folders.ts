// The folders on the way to a contained write (contained-write.ts), each opened and held while the
// write lasts, so that the write happens in the folder that was checked and not in whatever its
// path names a moment later (issue 40, finding 6: a `posts/<slug>` swapped between a folder and a
// link while an upload ran left temp files in the link's target).
//
// Node has no openat(). On Linux, /proc/self/fd/<fd> names an open folder itself, so a path
// `/proc/self/fd/<fd>/<name>` is resolved inside that very folder, whatever has been renamed or
// linked since: every step (open the next folder, make it, create the temp file, rename, unlink)
// goes through the held parent's handle, and a link swapped in anywhere is never followed. Where
// /proc is missing (macOS, a container without it) each step goes by path, and the folder's
// identity (device and inode of the held handle against lstat of its path) is checked after every
// step, which narrows the window but cannot close it (docs/decisions/080-contained-by-handle).
import { constants } from 'node:fs';
import { lstat, mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** How a write reaches the held folders: through /proc/self/fd (exact) or by path with identity checks. */
export type FolderAccess = 'proc-fd' | 'identity';

const OPEN_FOLDER = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

/** A link, a file or a change is in the way of `where` (relative to the root): nothing was written. */
export class FolderInTheWay extends Error {
  constructor(
    readonly where: string,
    readonly what: 'link' | 'file' | 'changed',
  ) {
    super(`${where} is a ${what}`);
  }
}

interface Identity {
  dev: number;
  ino: number;
}

interface Level {
  handle: FileHandle;
  identity: Identity;
  /** Its path as the root's real path plus the parts: used by path only with `identity` access. */
  path: string;
  /** Relative to the root ('' for the root itself). */
  where: string;
}

let procWorks: Promise<boolean> | undefined;

/** Whether /proc/self/fd names open folders here (checked once, on the first write). */
export function procFdWorks(): Promise<boolean> {
  procWorks ??= (async () => {
    if (process.platform !== 'linux') return false;
    const handle = await open('/', OPEN_FOLDER).catch(() => null);
    if (!handle) return false;
    try {
      const [held, named] = await Promise.all([handle.stat(), lstat(`/proc/self/fd/${handle.fd}/.`)]);
      return held.dev === named.dev && held.ino === named.ino;
    } catch {
      return false;
    } finally {
      await handle.close();
    }
  })();
  return procWorks;
}

/** The folder `base` (a real path) and the folders `parts` below it, each held open; close() lets go. */
export class HeldFolders {
  private constructor(
    private readonly levels: Level[],
    readonly access: FolderAccess,
  ) {}

  /**
   * Opens `base` and walks `parts` below it, refusing a link or a file on the way; with `create`
   * (a mode), a missing folder is made. A missing folder without `create` throws ENOENT.
   */
  static async open(base: string, parts: string[], { create, access }: { create: number | false; access: FolderAccess }): Promise<HeldFolders> {
    const root = await open(base, constants.O_RDONLY | constants.O_DIRECTORY);
    const held = new HeldFolders([{ handle: root, identity: await identityOf(root), path: base, where: '' }], access);
    try {
      for (const [i, part] of parts.entries()) await held.descend(part, parts.slice(0, i + 1).join('/'), create);
      return held;
    } catch (error) {
      await held.close();
      throw error;
    }
  }

  /** The innermost folder's path for `name`: through its handle (proc-fd) or by its path. */
  at(name: string): string {
    return this.inside(this.levels.at(-1)!, name);
  }

  /** Where the innermost folder is, relative to the root. */
  get where(): string {
    return this.levels.at(-1)!.where;
  }

  /**
   * Throws FolderInTheWay('changed') unless every held folder is still where it was opened, under
   * the same name in its held parent: nothing was moved, removed or replaced by a link meanwhile.
   */
  async checkChain(): Promise<void> {
    for (let i = 1; i < this.levels.length; i++) {
      const level = this.levels[i]!;
      const named = await lstat(this.inside(this.levels[i - 1]!, path.basename(level.path))).catch(() => null);
      if (!named || named.isSymbolicLink() || !same(named, level.identity)) throw new FolderInTheWay(level.where, 'changed');
    }
  }

  /** Whether `name` in the innermost folder is the file `identity` (a removal removes exactly that file). */
  async holds(name: string, identity: Identity): Promise<boolean> {
    const named = await lstat(this.at(name)).catch(() => null);
    return named !== null && same(named, identity);
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.levels.map((level) => level.handle.close()));
  }

  private async descend(part: string, where: string, create: number | false): Promise<void> {
    const parent = this.levels.at(-1)!;
    const at = this.inside(parent, part);
    let handle = await this.openFolder(at, where, create !== false);
    if (!handle) {
      // mkdir fails with EEXIST on anything that appeared meanwhile, a link included: opened again, it is refused.
      await mkdir(at, { mode: create as number }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw this.changedIfGone(error, where);
      });
      handle = await this.openFolder(at, where, false).catch((error: unknown) => {
        throw this.changedIfGone(error, where);
      });
    }
    const level: Level = { handle: handle!, identity: await identityOf(handle!), path: path.join(parent.path, part), where };
    this.levels.push(level);
    // By path, the folder opened may not be the one the path named a moment before: checked again.
    if (this.access === 'identity') await this.checkChain();
  }

  /** The folder at `at`, opened; null when it is missing and may be made. */
  private async openFolder(at: string, where: string, mayMake: boolean): Promise<FileHandle | null> {
    try {
      return await open(at, OPEN_FOLDER);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && mayMake) return null;
      if (code === 'ELOOP') throw new FolderInTheWay(where, 'link');
      if (code === 'ENOTDIR') {
        const info = await lstat(at).catch(() => null);
        throw new FolderInTheWay(where, info?.isSymbolicLink() ? 'link' : info && !info.isDirectory() ? 'file' : 'changed');
      }
      throw error;
    }
  }

  /** A folder on the way that vanished (removed or moved while walking) is a change, not a failure. */
  private changedIfGone(error: unknown, where: string): unknown {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? new FolderInTheWay(where, 'changed') : error;
  }

  private inside(level: Level, name: string): string {
    return this.access === 'proc-fd' ? `/proc/self/fd/${level.handle.fd}/${name}` : path.join(level.path, name);
  }
}

async function identityOf(handle: FileHandle): Promise<Identity> {
  const { dev, ino } = await handle.stat();
  return { dev, ino };
}

export function same(a: Identity, b: Identity): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}
