// `npm run restore <archive>`: brings a DATA_DIR archive made by `npm run backup` back into an
// empty DATA_DIR (stop the server first; start it again afterwards).
import path from 'node:path';
import { restoreDataDir } from '../../server/backup/data-archive';
import { ConfigError } from '../../server/config';
import { loadConfigWithEnvFile } from '../../server/env-file';

const archive = process.argv[2];
if (!archive) {
  console.error('usage: npm run restore <archive>   (a folio-data-….tar.gz written by npm run backup)');
  process.exit(2);
}
try {
  const { config } = loadConfigWithEnvFile();
  const { files, createdAt } = await restoreDataDir(path.resolve(process.env.INIT_CWD ?? '.', archive), config.dataDir);
  console.log(`restore: ${files.length} file(s) from the backup of ${createdAt} are in ${config.dataDir}: ${files.join(', ')}`);
  console.log('restore: start the server; the console password is the one in force when the backup was made.');
} catch (error) {
  console.error(`restore: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exit(1);
}
