// Reads a file under a root folder without ever leaving it. Content arrives by push, pull and
// hand edit, so a "post" may be a symbolic link to /proc/self/environ or /etc/passwd, or sit in
// a folder that is a link: neither the file nor any folder on its way may be a link, and only a
// regular file is read (a FIFO would block forever). A refusal says what to do instead.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';

export class RefusedFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

export const LINK_MESSAGE = 'is a symbolic link, and links are never followed: replace it with the file itself';

/** The real path of each root, looked up once (a root that is itself a link is fine). */
const realRoots = new Map<string, Promise<string>>();
const realRoot = (root: string) => {
  let real = realRoots.get(root);
  if (!real) {
    real = realpath(root);
    realRoots.set(root, real);
    void real.catch(() => realRoots.delete(root));
  }
  return real;
};

/**
 * The absolute path of `relative` under `root` once it is known to hold no link anywhere on
 * its way; throws RefusedFileError otherwise, or the file system's own error (ENOENT).
 */
export async function resolveWithoutLinks(root: string, relative: string): Promise<string> {
  const parts = partsOf(relative);
  let current = await realRoot(root);
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    if ((await lstat(current)).isSymbolicLink()) throw linkOnTheWay(relative, parts, i);
  }
  return current;
}

/** The path's parts; one that climbs out or starts at the top is refused. */
function partsOf(relative: string): string[] {
  const parts = relative.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  if (path.isAbsolute(relative) || parts.includes('..')) throw new RefusedFileError(relative, 'points outside the content folder');
  return parts;
}

function linkOnTheWay(relative: string, parts: string[], at: number): RefusedFileError {
  const where = parts.slice(0, at + 1).join('/');
  return new RefusedFileError(relative, where === parts.join('/') ? LINK_MESSAGE : `is inside ${where}, which ${LINK_MESSAGE}`);
}

function tooLarge(relative: string, size: number, maxBytes: number): RefusedFileError {
  return new RefusedFileError(relative, `is ${(size / 1024 / 1024).toFixed(1)} MB; a content file may be at most ${maxBytes / 1024 / 1024} MB (split it, or keep images and media as separate files)`);
}

const NOT_A_FILE = 'is not a regular file: only files are read';
/** O_NOFOLLOW closes the gap between the checks and the open; O_NONBLOCK keeps a FIFO from hanging it. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The text of a regular file under `root`, refusing links, special files and files over `maxBytes`. */
export async function readWithoutLinks(root: string, relative: string, maxBytes: number): Promise<string> {
  const absolute = await resolveWithoutLinks(root, relative);
  const handle = await open(absolute, OPEN_FLAGS).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ELOOP') throw new RefusedFileError(relative, LINK_MESSAGE);
    throw error;
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new RefusedFileError(relative, NOT_A_FILE);
    if (info.size > maxBytes) throw tooLarge(relative, info.size, maxBytes);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The same read, blocking, for a content parser worker (parse-worker.ts): a worker's thread does
 * nothing else meanwhile, and a blocking call costs a fraction of a call through libuv's thread
 * pool. Also answers the file's stamp (size and time from the open file, before the read).
 * Never on the main thread.
 */
export function readWithoutLinksSync(root: string, relative: string, maxBytes: number): { text: string; size: number; mtimeMs: number } {
  const parts = partsOf(relative);
  let current = realRootSync(root);
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    if (i < parts.length - 1 && lstatSync(current).isSymbolicLink()) throw linkOnTheWay(relative, parts, i);
  }
  let fd: number;
  try {
    fd = openSync(current, OPEN_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new RefusedFileError(relative, LINK_MESSAGE);
    throw error;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new RefusedFileError(relative, NOT_A_FILE);
    if (info.size > maxBytes) throw tooLarge(relative, info.size, maxBytes);
    // One byte more than its size: a file that grew while it is read is read whole, up to the limit.
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) read = readSync(fd, buffer, length, buffer.length - length, null);
    return { text: buffer.toString('utf8', 0, length), size: info.size, mtimeMs: info.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

const realRootsSync = new Map<string, string>();
const realRootSync = (root: string) => {
  let real = realRootsSync.get(root);
  if (real === undefined) realRootsSync.set(root, (real = realpathSync(root)));
  return real;
};
