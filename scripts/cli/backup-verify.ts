// `npm run backup:verify`: clones CONTENT_GIT_REMOTE into a temp folder, indexes it with the
// site's own engine and compares it with CONTENT_DIR, file by file and entry by entry. Prints
// what differs and exits 1 unless the remote holds everything the site serves. The result is
// kept for the console's Backup tab and /healthz.
import { ConfigError } from '../../server/config';
import { checkContentBackup } from '../../server/backup/content-backup-check';
import { ContentIndex } from '../../server/content/content-index';
import { loadConfigWithEnvFile } from '../../server/env-file';
import { createLogger } from '../../server/logger';

try {
  const { config } = loadConfigWithEnvFile();
  const served = new ContentIndex({ contentDir: config.contentDir, publicDir: config.publicDir, logger: createLogger({ level: 'silent' }) });
  await served.build();
  const check = await checkContentBackup({ served, remote: config.sync?.remote, branch: config.sync?.branch, publicDir: config.publicDir, dataDir: config.dataDir });
  if (check.error) {
    console.error(`backup:verify: ${check.error}`);
    process.exit(1);
  }
  const compared = check.compared!;
  const what = `${compared.posts} posts, ${compared.projects} projects, ${compared.templates} templates, ${compared.files} files`;
  if (check.ok) {
    console.log(`backup:verify: the remote ${check.remote} holds everything served here (${what}), checked ${check.checkedAt} in ${(check.durationMs / 1000).toFixed(1)} s.`);
    // Ended here, not when the parser workers have gone idle: the command ends once it has said so.
    process.exit(0);
  } else {
    console.log(`backup:verify: ${check.differences.length} difference(s) between what is served here and the remote ${check.remote} (checked ${check.checkedAt}):`);
    for (const difference of check.differences) console.log(`  ${difference.file}: ${difference.detail}`);
    console.log('Commit and push what is only here (or let sync push it), then verify again.');
    process.exit(1);
  }
} catch (error) {
  console.error(`backup:verify: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exit(1);
}
