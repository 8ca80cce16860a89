// Notices when `npm run admin:password` replaces DATA_DIR/admin-password.json while the server
// runs, so the new password works and every session ends without a restart (docs/decisions/019).
// The file is polled (fs.watchFile, once a second): it is replaced by a rename, which a stat
// poll sees on every filesystem, where an inotify watch on the old inode would miss it.
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import type { AdminAuth } from './admin-auth';
import { PASSWORD_FILE } from './admin-password';

export function watchPasswordFile(auth: AdminAuth, dataDir: string, logger: Logger, intervalMs = 1000): () => void {
  const file = path.join(dataDir, PASSWORD_FILE);
  const listener = (current: { mtimeMs: number; ino: number }, previous: { mtimeMs: number; ino: number }) => {
    if (current.mtimeMs === previous.mtimeMs && current.ino === previous.ino) return;
    auth.reloadPassword().catch((error: unknown) => logger.error('admin: could not read the changed password file', error));
  };
  const watcher = watchFile(file, { interval: intervalMs, persistent: false }, listener);
  watcher.unref?.();
  return () => unwatchFile(file, listener);
}
