// One watch per folder of CONTENT_DIR (inotify on Linux), reporting each event as the path it
// names. It replaces chokidar (decision 055): chokidar lists a folder again on each event in it
// and stats every entry, so a hand edit in posts/ cost a pass over every post (5 s of work for
// 15 edits at 10,000 posts), and its first scan repeated the index's own walk. Here an event
// costs one lstat of the path it names, whatever the folder holds, and folders are watched as
// the index's walk meets them, before each is read.
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderEvents {
  /** Something happened at `file`: 'rename' when it appeared, went or was renamed, 'change' when its content or attributes changed. */
  onPath(file: string, event: 'rename' | 'change'): void;
  /** A watch failed (a folder removed under it, the system's watch limit): walks still catch up. */
  onError(folder: string, error: Error): void;
}

export class FolderWatches {
  private readonly watches = new Map<string, FSWatcher>();
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly events: FolderEvents,
  ) {}

  /** Watches `folder` ('' for the root), relative to the root; a folder already watched is left as is. */
  add(folder: string): void {
    if (this.closed || this.watches.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(path.join(this.root, folder), { persistent: false }, (event, name) => {
        if (name === null) return this.events.onPath(folder, 'rename');
        const child = folder ? `${folder}/${name.toString()}` : name.toString();
        this.events.onPath(child, event === 'change' ? 'change' : 'rename');
      });
    } catch (error) {
      // Gone before it could be watched, or the watch limit: the walks catch up.
      this.events.onError(folder, error as Error);
      return;
    }
    watcher.on('error', (error) => {
      this.remove(folder);
      this.events.onError(folder, error);
    });
    this.watches.set(folder, watcher);
  }

  has(folder: string): boolean {
    return this.watches.has(folder);
  }

  /** Stops watching `folder` and every folder under it. */
  remove(folder: string): void {
    const prefix = `${folder}/`;
    for (const [watched, watcher] of this.watches) {
      if (folder !== '' && watched !== folder && !watched.startsWith(prefix)) continue;
      watcher.close();
      this.watches.delete(watched);
    }
  }

  get size(): number {
    return this.watches.size;
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watches.values()) watcher.close();
    this.watches.clear();
  }
}
