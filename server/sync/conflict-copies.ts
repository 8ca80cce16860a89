// Where a conflicting local version goes: when a file changed both on the remote and in a local
// commit that was not yet pushed, the remote's version stays in place and this instance's version
// is committed as `conflicts/<path>.local-<when>.<ext>`. The folder is not content (the index and
// the watcher ignore it), so the site never serves a copy; the owner compares, merges by hand and
// deletes the copy, and until then the console lists it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ConflictCopy } from '../../src/lib/api/sync-status';
import { CONFLICTS_FOLDER } from '../content/content-paths';

/** 2026-11-22T10:30:05.123Z → 20261122T103005Z: sortable, and valid in every file system. */
export function conflictStamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
}

export function conflictCopyPath(file: string, stamp: string): string {
  const ext = path.posix.extname(file);
  const stem = ext ? file.slice(0, -ext.length) : file;
  return `${CONFLICTS_FOLDER}/${stem}.local-${stamp}${ext}`;
}

const COPY_PATTERN = /^conflicts\/(.+)\.local-(\d{8}T\d{6}Z)(\.[^./]+)?$/;

/** The original file and time of a copy's path, or null for anything else in the folder. */
export function parseConflictCopy(copy: string): ConflictCopy | null {
  const match = COPY_PATTERN.exec(copy);
  if (!match) return null;
  const [, stem, stamp, ext = ''] = match;
  const at = `${stamp!.slice(0, 4)}-${stamp!.slice(4, 6)}-${stamp!.slice(6, 8)}T${stamp!.slice(9, 11)}:${stamp!.slice(11, 13)}:${stamp!.slice(13, 15)}Z`;
  return { file: `${stem}${ext}`, copy, at };
}

/** The copies now in CONTENT_DIR/conflicts, newest first: what the owner still has to look at. */
export async function listConflictCopies(contentDir: string): Promise<ConflictCopy[]> {
  // Folders never match the copy pattern, so names alone tell the copies apart.
  const names = await readdir(path.join(contentDir, CONFLICTS_FOLDER), { recursive: true }).catch(() => [] as string[]);
  return names
    .map((name) => parseConflictCopy(`${CONFLICTS_FOLDER}/${name.split(path.sep).join('/')}`))
    .filter((copy): copy is ConflictCopy => copy !== null)
    .sort((a, b) => b.at.localeCompare(a.at) || a.copy.localeCompare(b.copy));
}
