// Resolving a conflict from the console: show the two versions of a file that changed here and on
// the remote (the served one, and this server's copy under conflicts/), and "Keep this one" as one
// commit: either this server's version replaces the served file, or the remote's stays; the copy
// is removed in the same commit, which sync then pushes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConflictResolution, ConflictVersions } from '../../src/lib/api/sync-status';
import { ApiError } from '../api/api-error';
import { resolveWithoutLinks } from '../content/no-follow-read';
import type { ContentRepo } from '../git/content-repo';
import { parseConflictCopy } from './conflict-copies';

/** Bigger files are compared by size only: a side-by-side view of megabytes helps nobody. */
const MAX_SHOWN_BYTES = 512 * 1024;

export async function openConflict(repo: ContentRepo, copy: string): Promise<ConflictVersions> {
  const conflict = await requireCopy(repo, copy);
  const kept = (await readBytes(repo.dir, conflict.copy))!;
  const served = await readBytes(repo.dir, conflict.file);
  const binary = isBinary(kept) || (served !== null && isBinary(served)) || kept.length > MAX_SHOWN_BYTES || (served?.length ?? 0) > MAX_SHOWN_BYTES;
  return {
    ...conflict,
    served: binary || served === null ? (served === null ? null : '') : served.toString('utf8'),
    kept: binary ? '' : kept.toString('utf8'),
    binary,
    servedBytes: served?.length ?? null,
    keptBytes: kept.length,
  };
}

/** Commits the owner's choice; answers the commit's hash. */
export function resolveConflict(repo: ContentRepo, { copy, keep }: ConflictResolution): Promise<string> {
  return repo.exclusive(async () => {
    const conflict = await requireCopy(repo, copy);
    const kept = (await readBytes(repo.dir, conflict.copy))!;
    const removeCopy = { file: conflict.copy, text: null, previous: kept };
    if (keep === 'served') {
      return repo.commitChanges([removeCopy], `Resolve conflict in ${conflict.file}: keep the remote's version\n\nRemoves this server's version, ${conflict.copy}.`);
    }
    const served = await readBytes(repo.dir, conflict.file);
    return repo.commitChanges(
      [{ file: conflict.file, text: kept, previous: served }, removeCopy],
      `Resolve conflict in ${conflict.file}: keep this server's version\n\nPuts ${conflict.copy} in place of the remote's version and removes the copy.`,
    );
  });
}

async function requireCopy(repo: ContentRepo, copy: string) {
  const conflict = path.posix.normalize(copy) === copy ? parseConflictCopy(copy) : null;
  if (!conflict || conflict.file.split('/').includes('..')) throw new ApiError(400, 'bad_copy', 'Name a conflict copy as the Backup tab lists it: conflicts/<path>.local-<time>.<ext>.');
  if ((await readBytes(repo.dir, conflict.copy)) === null) throw new ApiError(404, 'not_found', 'That conflict copy is gone (it may have been resolved already). Reload the Backup tab.');
  return conflict;
}

/** A file's bytes, or null when it is missing, a link or not a regular file. */
async function readBytes(dir: string, file: string): Promise<Buffer | null> {
  try {
    const absolute = await resolveWithoutLinks(dir, file);
    return await readFile(absolute);
  } catch {
    return null;
  }
}

function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0);
}
