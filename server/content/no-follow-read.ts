// Reads a file under a root folder without ever leaving it. Content arrives by push, pull and
// hand edit, so a "post" may be a symbolic link to /proc/self/environ or /etc/passwd, or sit in
// a folder that is a link: neither the file nor any folder on its way may be a link, and only a
// regular file is read (a FIFO would block forever). A refusal says what to do instead.
import { constants } from 'node:fs';
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
  const parts = relative.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  if (path.isAbsolute(relative) || parts.includes('..')) throw new RefusedFileError(relative, 'points outside the content folder');
  const base = await realRoot(root);
  let current = base;
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    const info = await lstat(current);
    if (info.isSymbolicLink()) {
      const where = parts.slice(0, i + 1).join('/');
      throw new RefusedFileError(relative, where === parts.join('/') ? LINK_MESSAGE : `is inside ${where}, which ${LINK_MESSAGE}`);
    }
  }
  return current;
}

/** The text of a regular file under `root`, refusing links, special files and files over `maxBytes`. */
export async function readWithoutLinks(root: string, relative: string, maxBytes: number): Promise<string> {
  const absolute = await resolveWithoutLinks(root, relative);
  // O_NOFOLLOW closes the gap between the check above and the open; O_NONBLOCK keeps a FIFO from hanging it.
  const handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ELOOP') throw new RefusedFileError(relative, LINK_MESSAGE);
    throw error;
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new RefusedFileError(relative, 'is not a regular file: only files are read');
    if (info.size > maxBytes) {
      throw new RefusedFileError(relative, `is ${(info.size / 1024 / 1024).toFixed(1)} MB; a content file may be at most ${maxBytes / 1024 / 1024} MB (split it, or keep images and media as separate files)`);
    }
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
