// The one way Folio writes or removes a file: inside a root folder (CONTENT_DIR, DATA_DIR or a
// folder of DATA_DIR) and never through a symbolic link. Content arrives by push, pull and hand
// edit, so a post's image folder `posts/<slug>` may be a link to any folder; a write that followed
// it would land outside the site (red-team issue 26, finding 1). The folders on the way are opened
// one at a time from the root's real path and held open while the write lasts (held-folders.ts):
// a link or a file where a folder should be is refused, a missing folder is made, and the temp
// file is created, renamed and (on failure) removed inside the held folder itself, never by a path
// that a link swapped in meanwhile could send elsewhere (issue 40, finding 6). Before the rename
// and after it, every held folder must still be where it was opened; a folder removed, moved or
// replaced by a link meanwhile makes the write a refusal (409 in the console), and the file it
// made is removed by its identity, so nothing is left outside. The root itself may be a link (an
// operator's choice of CONTENT_DIR); nothing under it may.
//
// A write or removal goes temp file → rename (or hard link, for `exclusive`), so readers — the
// content watcher, a crash, another process — only ever see the old or the new content. The dot
// keeps the temp file out of the content watcher and the content index.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, realpath, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FolderInTheWay, HeldFolders, procFdWorks, type FolderAccess } from './held-folders';

export interface ContainedWriteOptions {
  mode?: number;
  /** Fail with EEXIST instead of replacing a file that is already there (hard link, not rename). */
  exclusive?: boolean;
  /** How the root is named in a refusal ("the content folder", "DATA_DIR"). */
  rootName?: string;
  /** How the held folders are reached: /proc/self/fd where it works (Linux), else by path with identity checks. Tests choose. */
  access?: FolderAccess;
}

/** A link (or a file where a folder should be, or a folder changed meanwhile) is in the way: nothing was written. */
export class LinkInPathError extends Error {
  readonly code = 'link_in_path';
  constructor(
    /** The path of the link, relative to the root. */
    readonly where: string,
    message: string,
  ) {
    super(message);
  }
}

/** The size and modification time of a file as written: a rename or hard link keeps both. */
export interface WrittenFile {
  size: number;
  mtimeMs: number;
}

const CREATE_TEMP = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Writes `file` (absolute, or relative to `root`) atomically, creating the folders on its way;
 * throws LinkInPathError when any of them, or the file, is a symbolic link, or when a folder on
 * the way changes while it writes. Answers the size and time of what it wrote, taken before the
 * rename, so that they describe this write and no later one.
 */
export async function writeContained(root: string, file: string, data: string | Uint8Array, { mode = 0o644, exclusive = false, rootName, access }: ContainedWriteOptions = {}): Promise<WrittenFile> {
  // A file only its owner may read gets any folder made for it likewise (DATA_DIR's files are 0600).
  const folderMode = (mode & 0o077) === 0 ? 0o700 : 0o777;
  const { base, parts } = await within(root, file, folderMode);
  const name = parts.at(-1)!;
  try {
    const folders = await HeldFolders.open(base, parts.slice(0, -1), { create: folderMode, access: access ?? (await defaultAccess()) });
    try {
      return await writeIn(folders, name, parts.join('/'), data, { mode, exclusive });
    } finally {
      await folders.close();
    }
  } catch (error) {
    throw refusal(error, rootName);
  }
}

async function writeIn(folders: HeldFolders, name: string, where: string, data: string | Uint8Array, { mode, exclusive }: { mode: number; exclusive: boolean }): Promise<WrittenFile> {
  if ((await lstat(folders.at(name)).catch(() => null))?.isSymbolicLink()) throw new FolderInTheWay(where, 'link');
  // A file directly in the root is refused under its own name.
  const folder = folders.where || where;
  const tempName = `.${name}.${randomBytes(6).toString('hex')}.tmp`;
  let temp: { dev: number; ino: number } | null = null;
  try {
    const handle = await open(folders.at(tempName), CREATE_TEMP, mode).catch((error: unknown) => {
      throw changedIfGone(error, folder);
    });
    let written: WrittenFile;
    try {
      const { dev, ino } = await handle.stat();
      temp = { dev, ino };
      // By path, the temp file may have been made through a link swapped in: not one byte goes into it.
      if (folders.access === 'identity') {
        await folders.checkChain();
        const inside = await folders.holds(tempName, temp);
        await folders.checkChain();
        if (!inside) throw new FolderInTheWay(folder, 'changed');
      }
      await handle.writeFile(data);
      const { size, mtimeMs } = await handle.stat();
      written = { size, mtimeMs };
    } finally {
      await handle.close();
    }
    await folders.checkChain();
    const place = exclusive ? link : rename;
    await place(folders.at(tempName), folders.at(name)).catch((error: unknown) => {
      throw changedIfGone(error, folder);
    });
    // A folder moved or swapped during the rename: the file just placed is taken back out.
    await folders.checkChain().catch(async (error: unknown) => {
      if (await folders.holds(name, temp!)) await unlink(folders.at(name)).catch(() => undefined);
      throw error;
    });
    return written;
  } finally {
    // Exactly the file this write made, wherever its folder has gone since: never another of that name.
    if (temp && (await folders.holds(tempName, temp))) await unlink(folders.at(tempName)).catch(() => undefined);
  }
}

/** `writeContained` for a file directly in its own folder (DATA_DIR's JSON files): the folder is the root. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: ContainedWriteOptions = {}): Promise<void> {
  await writeContained(path.dirname(file), file, data, options);
}

/** Removes `file` under `root` (nothing when it is missing); refuses when a folder on its way is a link. */
export async function removeContained(root: string, file: string, { rootName, access }: Pick<ContainedWriteOptions, 'rootName' | 'access'> = {}): Promise<void> {
  const { base, parts } = await within(root, file, false);
  let folders: HeldFolders;
  try {
    folders = await HeldFolders.open(base, parts.slice(0, -1), { create: false, access: access ?? (await defaultAccess()) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw refusal(error, rootName);
  }
  try {
    if (folders.access === 'identity') await folders.checkChain().catch((error: unknown) => Promise.reject(refusal(error, rootName)));
    // unlink of a link removes the link itself, never what it points at.
    await unlink(folders.at(parts.at(-1)!)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  } finally {
    await folders.close();
  }
}

async function defaultAccess(): Promise<FolderAccess> {
  return (await procFdWorks()) ? 'proc-fd' : 'identity';
}

/**
 * The real path of `root` (made when missing) and `file`'s parts below it; a path that leaves
 * the root is a programming error, never a client's (callers build paths from checked slugs).
 */
async function within(root: string, file: string, folderMode: number | false): Promise<{ base: string; parts: string[] }> {
  const absoluteRoot = path.resolve(root);
  const relative = path.relative(absoluteRoot, path.resolve(absoluteRoot, file));
  const parts = relative.split(path.sep);
  if (!relative || path.isAbsolute(relative) || parts.some((part) => part === '..' || part === '')) throw new Error(`refusing to write outside ${absoluteRoot}: ${file}`);
  if (folderMode !== false) await mkdir(absoluteRoot, { recursive: true, mode: folderMode });
  return { base: await realpath(absoluteRoot), parts };
}

function changedIfGone(error: unknown, where: string): unknown {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? new FolderInTheWay(where, 'changed') : error;
}

/** What is in the way, said to the owner: which folder, and what to do. */
function refusal(error: unknown, rootName: string | undefined): unknown {
  if (!(error instanceof FolderInTheWay)) return error;
  const { where, what } = error;
  const inRoot = `${where} in ${rootName ?? 'the site folder'}`;
  if (what === 'file') return new LinkInPathError(where, `Nothing was written: ${inRoot} is a file, where a folder is needed. Move the file aside and try again.`);
  if (what === 'changed') {
    return new LinkInPathError(
      where,
      `Nothing was written: ${inRoot} changed while the file was being written (it was removed, moved or replaced by a symbolic link). Folio never writes through a link; try again, and if this keeps happening, find what else is changing that folder.`,
    );
  }
  return new LinkInPathError(
    where,
    `Nothing was written: ${inRoot} is a symbolic link, and Folio never writes through a link (it could lead outside the site). Replace the link with a real folder or file of that name (or remove it) and try again.`,
  );
}
