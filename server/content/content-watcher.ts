// Keeps the index current when files change on disk: hand edits, `git pull`, the console's own
// writes. Events for one file are applied in order; a failure is logged, never thrown. A console
// save files its own write in the index (docs/decisions/052): its events wait for that, find the
// file as the save left it, and read nothing (ContentIndex.refreshIfChanged).
//
// Each folder is watched on its own (folder-watches.ts), as the index's walk meets it: an event
// names a path, and only that path is looked at again, so a hand edit costs the same beside 100
// posts as beside 10,000 (decision 055). Watching alone can miss a file (one written into a
// folder in the moment before the folder is watched, or past the system's watch limit), so a
// folder that appears is walked, and the whole tree is walked on a timer: what the index does not
// hold yet, or holds in an older version, is read then (content-reconcile.ts). Files the site
// does not read are passed over by their name (a push may bring 100,000 of them); the walks list
// them.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { ContentIndex } from './content-index';
import { classifyContentPath, CONFLICTS_FOLDER } from './content-paths';
import { BurstSummary, nameFolders } from './burst-summary';
import { findDrift } from './content-reconcile';
import { FolderWatches } from './folder-watches';
import { forEachLimited } from './limited-parallel';

/** How long a file's events must pause before it is read (one save often fires several). */
const SETTLE_MS = 25;

/** A folder that appears is walked once its first files have landed, and once more a little later. */
const NEW_FOLDER_WALK_MS = 100;
const NEW_FOLDER_WALK_AGAIN_MS = 1500;
/** Removed and new folders are summed up in one log line once none has come for this long. */
const SUMMARY_QUIET_MS = 1000;
type DriftCount = 'stale' | 'gone' | 'unread' | 'unreadGone';
/** Files re-read at once after a walk, and paths looked at at once to find new folders. */
const REFRESH_PARALLEL = 16;
/** Paths that may be new folders, looked at between two turns of the event loop. */
const FOLDER_CHECK_BATCH = 512;

export interface ContentWatcher {
  /** Watches one folder (relative to CONTENT_DIR, '' for the top): give it to the index's build as `onFolder`. */
  watchFolder(folder: string): void;
  /** Walks CONTENT_DIR (or one folder) now and reads what the index missed; answers how many paths were brought up to date. */
  reconcile(folder?: string): Promise<number>;
  close(): Promise<void>;
}

export interface WatchOptions {
  /** How often the whole tree is walked; 0: never (folders that appear are still walked). */
  rescanMs?: number;
}

export function watchContent(index: ContentIndex, logger: Logger, options: WatchOptions = {}): ContentWatcher {
  const root = index.contentDir;
  const pending = new Map<string, Promise<void>>();
  const watchFolder = (folder: string) => folders.add(folder);

  const settling = new Map<string, { timer: NodeJS.Timeout; resumeSearchFill: () => void }>();
  /**
   * Re-reads a file once its events have paused for SETTLE_MS. refreshIfChanged reconciles the
   * index with the disk whatever happened (added, changed or deleted), unless the file is as a
   * console save filed it. A write that pauses longer is
   * read again on its next event; a half-written file fails to parse and the last good version
   * keeps serving meanwhile. From its first event until it is filed, a hand edit holds the
   * search's background fill, so that none of its steps waits for a slice of it (decision 070).
   */
  const settle = (file: string) => {
    const earlier = settling.get(file);
    clearTimeout(earlier?.timer);
    const resumeSearchFill = earlier?.resumeSearchFill ?? index.pauseSearchFill();
    const timer = setTimeout(() => {
      settling.delete(file);
      void inOrder(file, () => index.refreshIfChanged(file)).finally(resumeSearchFill);
    }, SETTLE_MS);
    settling.set(file, { timer, resumeSearchFill });
  };

  const folders = new FolderWatches(root, {
    onPath: (file, event) => pathChanged(file, event),
    onError: (folder, error) => {
      // A folder removed under its watch ends it; anything else (the watch limit) is worth a line.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn(`content: could not watch ${folder || 'CONTENT_DIR'} (${error.message}); the periodic walk still finds its changes`);
    },
  });

  /** An event named `file`: a content file or image is read again; a folder is watched and walked, or forgotten. */
  const pathChanged = (file: string, event: 'rename' | 'change') => {
    const name = file.slice(file.lastIndexOf('/') + 1);
    // .git churns on every commit; dot-files are editor swap files and our own temp files;
    // conflicts/ holds sync's copies, which are never content.
    if (name.startsWith('.') || file === CONFLICTS_FOLDER || file.startsWith(`${CONFLICTS_FOLDER}/`)) return;
    if (folders.has(file)) return void folderMayBeGone(file);
    const ref = classifyContentPath(file);
    if (ref && ref.kind !== 'ignored') return settle(file);
    // Not a file the site reads by its name: a new folder, or a file the walks list. A folder
    // appears by a 'rename'; one inside a folder about to be walked is found by that walk.
    if (event === 'rename' && !insideNewFolder(file)) maybeFolder(file);
  };

  /** Paths that may be new folders, looked at in bounded batches: a pull may name 100,000 such paths at once. */
  const maybeFolders = new Set<string>();
  let lookingAtFolders = false;
  const maybeFolder = (file: string) => {
    maybeFolders.add(file);
    if (lookingAtFolders) return;
    lookingAtFolders = true;
    setImmediate(async () => {
      while (maybeFolders.size > 0 && !closed) {
        const batch = [...maybeFolders].slice(0, FOLDER_CHECK_BATCH);
        for (const each of batch) maybeFolders.delete(each);
        await forEachLimited(batch, REFRESH_PARALLEL, async (each) => {
          const info = await lstat(path.join(root, each)).catch(() => null);
          if (info?.isDirectory()) folderAppeared(each);
          // A link where a folder was (or any link) is the index's to refuse, as a problem.
          else if (info?.isSymbolicLink()) settle(each);
        });
      }
      lookingAtFolders = false;
    });
  };

  const folderMayBeGone = async (folder: string) => {
    const info = await lstat(path.join(root, folder)).catch(() => null);
    if (info?.isDirectory()) return;
    folders.remove(folder);
    void inOrder(folder, async () => removedFolders.add(folder, { files: await index.removeFolder(folder) }));
    // A link now where the folder was is a problem of its own.
    if (info) settle(folder);
  };

  const inOrder = (file: string, work: () => Promise<void> | void): Promise<void> => {
    // Events that arrive while the index is first built wait for it, then re-read their file.
    const next = (pending.get(file) ?? index.built)
      .then(work)
      .catch((error: unknown) => logger.error(`content: could not reload ${file}`, error));
    pending.set(file, next);
    void next.finally(() => pending.get(file) === next && pending.delete(file));
    return next;
  };

  let closed = false;
  /** One walk at a time: a timer's walk and a new folder's never read the same file twice at once. */
  let walking: Promise<unknown> = index.built;
  const reconcile = (folder = ''): Promise<number> => {
    const run = walking.then(async () => {
      if (closed) return 0;
      const started = performance.now();
      const { stale, gone, unread, unreadGone } = await findDrift(index, folder, watchFolder);
      const paths = [...stale, ...gone];
      await forEachLimited(paths, REFRESH_PARALLEL, (file) => (closed ? Promise.resolve() : inOrder(file, () => index.refreshIfChanged(file))));
      await index.noteUnread(unread);
      await index.forgetUnread(unreadGone);
      const total = paths.length + unread.length + unreadGone.length;
      const counts = { stale: stale.length, gone: gone.length, unread: unread.length, unreadGone: unreadGone.length };
      if (folder) walkedFolders.add(folder, counts);
      else if (total > 0) logWalk(`CONTENT_DIR (periodic check, ${Math.round(performance.now() - started)} ms)`, counts);
      return total;
    });
    walking = run.catch((error: unknown) => logger.error(`content: could not walk ${folder || 'CONTENT_DIR'}`, error));
    return run;
  };

  /** Removed folders and walks of new ones, each logged as one line once their burst pauses (a pull may bring thousands). */
  const removedFolders = new BurstSummary<'files'>(SUMMARY_QUIET_MS, (folders, { files }) =>
    logger.info(`content: ${folders.length} folder(s) removed (${nameFolders(folders)}), and with them ${files} file(s) the index held`, { event: 'content-folders-removed', folders: folders.length, files }),
  );
  const walkedFolders = new BurstSummary<DriftCount>(SUMMARY_QUIET_MS, (folders, counts) => logWalk(`${folders.length} new folder(s) (${nameFolders(folders)})`, counts));
  const logWalk = (where: string, { stale, gone, unread, unreadGone }: Record<DriftCount, number>) =>
    logger.info(
      `content: walked ${where}: ${stale} file(s) read that were new or changed, ${gone} gone; ${unread} file(s) the site does not read listed as notes, ${unreadGone} gone`,
      { event: 'content-reconcile', stale, gone, unread, unreadGone },
    );

  /** Folders that appeared, walked together once the burst that made them pauses. */
  const newFolders = new Set<string>();
  let folderTimer: NodeJS.Timeout | undefined;
  const laterWalks = new Set<NodeJS.Timeout>();
  const walkFolders = (folders: string[]) => {
    // A folder inside another one of the batch is covered by that one's walk.
    const sorted = [...folders].sort();
    const tops = sorted.filter((folder, i) => !sorted.slice(0, i).some((other) => folder.startsWith(`${other}/`)));
    for (const folder of tops) void reconcile(folder).catch(() => undefined);
  };
  /** Whether a folder above `file` waits for its first walk (which will find `file` too). */
  const insideNewFolder = (file: string) => {
    for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) if (newFolders.has(file.slice(0, at))) return true;
    return false;
  };
  const folderAppeared = (folder: string) => {
    watchFolder(folder);
    newFolders.add(folder);
    folderTimer ??= setTimeout(() => {
      folderTimer = undefined;
      const folders = [...newFolders];
      newFolders.clear();
      walkFolders(folders);
      // Once more a little later, for files still being written into them during the first walk.
      const again = setTimeout(() => {
        laterWalks.delete(again);
        walkFolders(folders);
      }, NEW_FOLDER_WALK_AGAIN_MS);
      laterWalks.add(again);
    }, NEW_FOLDER_WALK_MS);
  };

  // A walk that outlasts the interval is not queued again behind itself.
  let periodicWalk: Promise<unknown> | null = null;
  const walkAll = () => {
    periodicWalk ??= reconcile()
      .catch(() => undefined)
      .finally(() => (periodicWalk = null));
  };
  const rescan = options.rescanMs ? setInterval(walkAll, options.rescanMs) : undefined;
  rescan?.unref();

  return {
    watchFolder,
    reconcile: (folder) => reconcile(folder),
    close: () => {
      closed = true;
      clearInterval(rescan);
      for (const { timer, resumeSearchFill } of settling.values()) {
        clearTimeout(timer);
        resumeSearchFill();
      }
      for (const timer of [...laterWalks, folderTimer]) clearTimeout(timer);
      removedFolders.cancel();
      walkedFolders.cancel();
      folders.close();
      return Promise.resolve();
    },
  };
}
