// Keeps the index current when files change on disk: hand edits, `git pull`, the console's own
// writes. Events for one file are applied in order; a failure is logged, never thrown.
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from '../logger';
import type { ContentIndex } from './content-index';

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
    // .git churns on every commit; dot-files are editor swap files and our own temp files.
    ignored: (file) => path.basename(file).startsWith('.') && file !== root,
    depth: 1,
    // Wait until a write settles, so a half-written file is never parsed (~80 ms after the write).
    awaitWriteFinish: { stabilityThreshold: 60, pollInterval: 20 },
  });

  const inOrder = (file: string, work: () => Promise<void> | void) => {
    // Events that arrive while the index is first built wait for it, then re-read their file.
    const next = (pending.get(file) ?? index.built)
      .then(work)
      .catch((error: unknown) => logger.error(`content: could not reload ${file}`, error));
    pending.set(file, next);
    void next.finally(() => pending.get(file) === next && pending.delete(file));
  };

  watcher
    .on('add', (file) => inOrder(relative(file), () => index.refreshFile(relative(file))))
    .on('change', (file) => inOrder(relative(file), () => index.refreshFile(relative(file))))
    .on('unlink', (file) => inOrder(relative(file), () => index.removeFile(relative(file))))
    .on('unlinkDir', (folder) => index.removeFolder(relative(folder)))
    .on('error', (error) => logger.error('content: watcher error', error));

  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}
