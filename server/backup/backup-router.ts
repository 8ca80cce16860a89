// "Verify backup" over HTTP, for the console's Backup tab; mounted by the console router under
// /api/admin, behind its guard:
//   GET  /api/admin/backup/check   the last result ({checkedAt: null} when none has run)
//   POST /api/admin/backup/check   clone the remote and compare now; one check runs at a time,
//                                  and a second request shares it
import { Router } from 'express';
import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';
import { checkContentBackup, lastBackupCheck, type BackupCheck } from './content-backup-check';

export function backupRouter({ config, index }: { config: Config; index: ContentIndex }): Router {
  const router = Router();
  let running: Promise<BackupCheck> | null = null;
  router.get('/backup/check', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await lastBackupCheck(config.dataDir)) ?? { checkedAt: null });
  });
  router.post('/backup/check', async (_req, res) => {
    running ??= checkContentBackup({ served: index, remote: config.sync?.remote, branch: config.sync?.branch, publicDir: config.publicDir, dataDir: config.dataDir }).finally(() => (running = null));
    res.set('Cache-Control', 'no-store').json(await running);
  });
  return router;
}
