// "Verify backup" over HTTP, for the console's Backup tab (behind the bearer):
//   GET  /api/admin/backup/check   the last result ({checkedAt: null} when none has run)
//   POST /api/admin/backup/check   clone the remote and compare now; one check runs at a time,
//                                  and a second request shares it
import { Router } from 'express';
import type { AdminAuth } from '../auth/admin-auth';
import { requireAdmin } from '../admin/require-admin';
import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';
import { checkContentBackup, lastBackupCheck, type BackupCheck } from './content-backup-check';

export function backupRouter({ auth, config, index }: { auth: AdminAuth; config: Config; index: ContentIndex }): Router {
  const router = Router();
  let running: Promise<BackupCheck> | null = null;
  router.use('/admin/backup', requireAdmin(auth));
  router.get('/admin/backup/check', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await lastBackupCheck(config.dataDir)) ?? { checkedAt: null });
  });
  router.post('/admin/backup/check', async (_req, res) => {
    running ??= checkContentBackup({ served: index, remote: config.sync?.remote, branch: config.sync?.branch, publicDir: config.publicDir, dataDir: config.dataDir }).finally(() => (running = null));
    res.set('Cache-Control', 'no-store').json(await running);
  });
  return router;
}
