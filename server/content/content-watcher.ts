// Keeps the index current when files change on disk: hand edits, `git pull`, the console's own
// writes. Events for one file are applied in order; a failure is logged, never thrown.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from '../logger';
import type { ContentIndex } from './content-index';
import { CONFLICTS_FOLDER } from './content-paths';

/** How long a file's events must pause before it is read (one save often fires several). */
const SETTLE_MS = 25;
/** chokidar's own window for repeated 'change' events of one file, plus a margin. */
const CHOKIDAR_THROTTLE_MS = 70;

/** Size and modification time, or 'missing': enough to tell that a file changed since it was read. */
async function fileStamp(absolute: string): Promise<string> {
  const info = await stat(absolute).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}

export interface ContentWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchContent(index: ContentIndex, logger: Logger): ContentWatcher {
  const root = index.contentDir;
  const pending = new Map<string, Promise<void>>();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const watcher: FSWatcher = watch(root, {
    ignoreInitial: true,
    // .git churns on every commit; dot-files are editor swap files and our own temp files;
    // conflicts/ holds sync's copies, which are never content.
    ignored: (file) => file !== root && (path.basename(file).startsWith('.') || relative(file) === CONFLICTS_FOLDER),
    // Posts may sit in subfolders and bundles (posts/2025/x.md, posts/x/index.md, images beside them).
    depth: 12,
    // A link is reported as a problem (the index reads it with no-follow-read), never followed.
    followSymlinks: false,
    // No awaitWriteFinish: its polling grows with the number of files (over 100 ms at 10,000
    // posts). A short per-file debounce below folds the several events of one save instead.
  });

  const settling = new Map<string, NodeJS.Timeout>();
  /**
   * Re-reads a file once its events have paused for SETTLE_MS. refreshFile reconciles the index
   * with the disk whatever happened (added, changed or deleted). A write that pauses longer is
   * read again on its next event; a half-written file fails to parse and the last good version
   * keeps serving meanwhile.
   */
  const settle = (absolute: string) => {
    const file = relative(absolute);
    clearTimeout(settling.get(file));
    settling.set(
      file,
      setTimeout(() => {
        settling.delete(file);
        inOrder(file, () => reread(absolute, file));
      }, SETTLE_MS),
    );
  };

  const checks = new Set<NodeJS.Timeout>();
  /**
   * chokidar drops a second 'change' for a file within 50 ms of the first (two quick writes, as a
   * restore followed by a pull makes). So after each read, the file is looked at once more after
   * that window, and read again if it moved.
   */
  const reread = async (absolute: string, file: string) => {
    const seen = await fileStamp(absolute);
    await index.refreshFile(file);
    const check = setTimeout(() => {
      checks.delete(check);
      void fileStamp(absolute).then((now) => now !== seen && settle(absolute));
    }, CHOKIDAR_THROTTLE_MS);
    checks.add(check);
  };

  const inOrder = (file: string, work: () => Promise<void> | void) => {
    // Events that arrive while the index is first built wait for it, then re-read their file.
    const next = (pending.get(file) ?? index.built)
      .then(work)
      .catch((error: unknown) => logger.error(`content: could not reload ${file}`, error));
    pending.set(file, next);
    void next.finally(() => pending.get(file) === next && pending.delete(file));
  };

  watcher
    .on('add', settle)
    .on('change', settle)
    .on('unlink', settle)
    .on('unlinkDir', (folder) => inOrder(relative(folder), () => index.removeFolder(relative(folder))))
    .on('error', (error) => logger.error('content: watcher error', error));

  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: () => {
      for (const timer of [...settling.values(), ...checks]) clearTimeout(timer);
      return watcher.close();
    },
  };
}
