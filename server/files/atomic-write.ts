// Writes a file so that readers (the content watcher, a crash, a reader in another process) only
// ever see the old or the new content: write a dot-named temp file beside it, then rename. The
// dot keeps the temp file out of the content watcher and the content index.
import { randomBytes } from 'node:crypto';
import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface AtomicWriteOptions {
  mode?: number;
  /** Fail with EEXIST instead of replacing a file that is already there (hard link, not rename). */
  exclusive?: boolean;
}

export async function writeFileAtomic(file: string, data: string | Uint8Array, { mode = 0o644, exclusive = false }: AtomicWriteOptions = {}): Promise<void> {
  const dir = path.dirname(file);
  // A file only its owner may read gets any folder made for it likewise (DATA_DIR's files are 0600).
  await mkdir(dir, { recursive: true, mode: (mode & 0o077) === 0 ? 0o700 : 0o777 });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { mode, flag: 'wx' });
    if (exclusive) await link(temp, file);
    else await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}
