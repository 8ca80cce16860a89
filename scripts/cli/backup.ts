// `npm run backup [folder]`: writes a dated archive of DATA_DIR (leads, the console password's
// hash, sessions) into `folder` (default ./backups), readable by its owner only (0600).
import path from 'node:path';
import { backupDataDir } from '../../server/backup/data-archive';
import { ConfigError } from '../../server/config';
import { loadConfigWithEnvFile } from '../../server/env-file';

try {
  const { config } = loadConfigWithEnvFile();
  // npm runs scripts in the package folder; a path typed by the owner is relative to where they were.
  const outDir = path.resolve(process.env.INIT_CWD ?? '.', process.argv[2] ?? 'backups');
  const { archive, files } = await backupDataDir(config.dataDir, outDir);
  console.log(`backup: wrote ${archive} (${files.length} file(s) of ${config.dataDir}: ${files.join(', ') || 'none'})`);
  console.log('backup: copy it off this machine; the content is backed up by its Git remote.');
} catch (error) {
  console.error(`backup: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exit(1);
}
