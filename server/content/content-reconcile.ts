// What the index has missed: a walk of CONTENT_DIR (or of one folder) compared with what the
// index knows, by path and, for content files, by size and modification time. File watching
// alone can lose a file — one written into a folder in the moment before that folder is watched,
// or past the system's limit of watches — so the watcher runs this when a folder appears and
// on a timer (content-watcher.ts). Only paths that differ are read again.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ContentIndex } from './content-index';
import { fileStamp, walkContent } from './content-files';
import { classifyContentPath } from './content-paths';
import { forEachLimited } from './limited-parallel';

/** Paths classified between two turns of the event loop (100,000 of them take a few hundred ms). */
const CLASSIFY_CHUNK = 2000;
/** Content files whose size and time are looked up at once. */
const STAT_PARALLEL = 16;

export interface Drift {
  /** Paths on disk the index does not hold, or holds in an older version: to be read. */
  stale: string[];
  /** Paths the index holds that are no longer on disk: to be looked at again, and forgotten. */
  gone: string[];
  /** Files the site does not read (never watched) that the index has not listed yet. */
  unread: string[];
  /** Such files the index lists that are no longer on disk. */
  unreadGone: string[];
}

/** Compares the files under `folder` ('' for all) with the index. Reads no file, only names and stamps; `onFolder` hears of each folder walked. */
export async function findDrift(index: ContentIndex, folder = '', onFolder?: (folder: string) => void): Promise<Drift> {
  const root = index.contentDir;
  const tree = await walkContent(root, folder, onFolder);
  const known = index.knownFiles();
  const prefix = folder ? `${folder}/` : '';
  const stale: string[] = [];
  const unread: string[] = [];
  const toStat: string[] = [];
  const seen = new Set<string>();

  for (let start = 0; start < tree.files.length; start += CLASSIFY_CHUNK) {
    for (const file of tree.files.slice(start, start + CLASSIFY_CHUNK)) {
      seen.add(file);
      const ref = classifyContentPath(file);
      if (!ref) continue;
      if (ref.kind === 'asset') {
        if (!index.isAsset(file)) stale.push(file);
      } else if (ref.kind === 'ignored') {
        if (!index.listsAsUnread(file)) unread.push(file);
      } else {
        toStat.push(file);
      }
    }
    await nextTurn();
  }
  for (const link of tree.links) {
    seen.add(link);
    // A link is known by its problem alone: no stamp (it is never read) and no asset.
    if (!known.has(link) || index.stampOf(link) !== undefined || index.isAsset(link)) stale.push(link);
  }
  await forEachLimited(toStat, STAT_PARALLEL, async (file) => {
    const info = await lstat(path.join(root, file)).catch(() => null);
    if (info && index.stampOf(file) !== fileStamp(info)) stale.push(file);
  });

  const gone: string[] = [];
  const unreadGone: string[] = [];
  for (const file of known) {
    if (!file.startsWith(prefix) || seen.has(file)) continue;
    if (classifyContentPath(file)?.kind === 'ignored' && !index.isAsset(file) && index.stampOf(file) === undefined) unreadGone.push(file);
    else gone.push(file);
  }
  return { stale, gone, unread, unreadGone };
}
