// "Verify backup" over HTTP, for the console's Backup tab (lastBackupCheck and verifyBackup in the
// endpoint table, src/lib/api/console-endpoints.ts); mounted by the console router behind its guard.
// One check runs at a time, and a second request shares it.
import { Router } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { consoleRoute } from '../admin/console-route';
import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';
import { checkContentBackup, lastBackupCheck, type BackupCheck } from './content-backup-check';

export function backupRouter({ config, index }: { config: Config; index: ContentIndex }): Router {
  const router = Router();
  let running: Promise<BackupCheck> | null = null;
  consoleRoute(router, consoleEndpoints.lastBackupCheck, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await lastBackupCheck(config.dataDir)) ?? { checkedAt: null });
  });
  consoleRoute(router, consoleEndpoints.verifyBackup, async (_req, res) => {
    running ??= checkContentBackup({ served: index, remote: config.sync?.remote, branch: config.sync?.branch, publicDir: config.publicDir, dataDir: config.dataDir }).finally(() => (running = null));
    res.set('Cache-Control', 'no-store').json(await running);
  });
  return router;
}
