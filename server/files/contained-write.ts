// The one way Folio writes or removes a file: inside a root folder (CONTENT_DIR, DATA_DIR or a
// folder of DATA_DIR) and never through a symbolic link. Content arrives by push, pull and hand
// edit, so a post's image folder `posts/<slug>` may be a link to any folder; a write that followed
// it would land outside the site (red-team issue 26, finding 1). Every folder on the way is
// checked with lstat from the root's real path and created one at a time (mkdir never follows a
// link it would replace); the temp file is opened O_EXCL | O_NOFOLLOW; and before the rename the
// folder's real path must still be the one checked, so a link swapped in meanwhile is caught
// too. The root itself may be a link (an operator's choice of CONTENT_DIR); nothing under it may.
//
// A write or removal goes temp file → rename (or hard link, for `exclusive`), so readers — the
// content watcher, a crash, another process — only ever see the old or the new content. The dot
// keeps the temp file out of the content watcher and the content index.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface ContainedWriteOptions {
  mode?: number;
  /** Fail with EEXIST instead of replacing a file that is already there (hard link, not rename). */
  exclusive?: boolean;
  /** How the root is named in a refusal ("the content folder", "DATA_DIR"). */
  rootName?: string;
}

/** A link (or a file where a folder should be) is in the way: nothing was written. */
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

/**
 * Writes `file` (absolute, or relative to `root`) atomically, creating the folders on its way;
 * throws LinkInPathError when any of them, or the file, is a symbolic link. Answers the size and
 * time of what it wrote, taken before the rename, so that they describe this write and no later one.
 */
export async function writeContained(root: string, file: string, data: string | Uint8Array, { mode = 0o644, exclusive = false, rootName }: ContainedWriteOptions = {}): Promise<WrittenFile> {
  // A file only its owner may read gets any folder made for it likewise (DATA_DIR's files are 0600).
  const folderMode = (mode & 0o077) === 0 ? 0o700 : 0o777;
  const { base, parts } = await within(root, file, folderMode);
  const name = parts.at(-1)!;
  const dir = await folders(base, parts.slice(0, -1), { create: folderMode, rootName });
  const target = path.join(dir, name);
  await refuseLink(target, parts.join('/'), rootName);
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode);
    let written: WrittenFile;
    try {
      await handle.writeFile(data);
      const { size, mtimeMs } = await handle.stat();
      written = { size, mtimeMs };
    } finally {
      await handle.close();
    }
    // A folder on the way replaced by a link since it was checked: the temp file is removed, nothing renamed.
    if ((await realpath(dir)) !== dir) throw linkError(parts.slice(0, -1).join('/'), rootName);
    if (exclusive) await link(temp, target);
    else await rename(temp, target);
    return written;
  } finally {
    await rm(temp, { force: true });
  }
}

/** `writeContained` for a file directly in its own folder (DATA_DIR's JSON files): the folder is the root. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: ContainedWriteOptions = {}): Promise<void> {
  await writeContained(path.dirname(file), file, data, options);
}

/** Removes `file` under `root` (nothing when it is missing); refuses when a folder on its way is a link. */
export async function removeContained(root: string, file: string, { rootName }: Pick<ContainedWriteOptions, 'rootName'> = {}): Promise<void> {
  const dir = await (async () => {
    const { base, parts } = await within(root, file, false);
    return { folder: await folders(base, parts.slice(0, -1), { create: false, rootName }), name: parts.at(-1)! };
  })().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  // rm of a link removes the link itself, never what it points at.
  if (dir) await rm(path.join(dir.folder, dir.name), { force: true });
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

/** Walks (and with `create`, makes) the folders `parts` below `base`, refusing links; answers the last. */
async function folders(base: string, parts: string[], { create, rootName }: { create: number | false; rootName: string | undefined }): Promise<string> {
  let current = base;
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    const where = parts.slice(0, i + 1).join('/');
    let info = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' && create !== false) return null;
      throw error;
    });
    if (!info) {
      // mkdir fails with EEXIST on anything that appeared meanwhile, a link included; it is looked at again.
      await mkdir(current, { mode: create as number }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      info = await lstat(current);
    }
    if (info.isSymbolicLink()) throw linkError(where, rootName);
    if (!info.isDirectory()) throw new LinkInPathError(where, `Nothing was written: ${where} in ${rootName ?? 'the site folder'} is a file, where a folder is needed. Move the file aside and try again.`);
  }
  return current;
}

async function refuseLink(target: string, where: string, rootName: string | undefined): Promise<void> {
  if ((await lstat(target).catch(() => null))?.isSymbolicLink()) throw linkError(where, rootName);
}

function linkError(where: string, rootName: string | undefined): LinkInPathError {
  return new LinkInPathError(
    where,
    `Nothing was written: ${where} in ${rootName ?? 'the site folder'} is a symbolic link, and Folio never writes through a link (it could lead outside the site). Replace the link with a real folder or file of that name (or remove it) and try again.`,
  );
}
