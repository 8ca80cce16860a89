// Builds the sync service from the configuration at start (server/main.ts and the tests' in-process
// app): null when CONTENT_GIT_REMOTE is not set, so every existing behaviour stays as it was.
import path from 'node:path';
import type { AdminServices } from '../admin/admin-services';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ContentSync, type ContentSyncOptions } from './content-sync';

export interface CreateContentSyncOptions {
  config: Config;
  /** The console's repo (its commits are pushed) and writer queue (pulls wait their turn in it). */
  admin: AdminServices;
  logger: Logger;
  /** Tests shorten the retry delays. */
  tuning?: Pick<ContentSyncOptions, 'firstRetryMs' | 'maxRetryMs' | 'networkTimeoutMs'>;
}

export function createContentSync({ config, admin, logger, tuning }: CreateContentSyncOptions): ContentSync | null {
  if (!config.sync) return null;
  const sync = new ContentSync({
    dir: admin.index.contentDir,
    recordFile: path.join(config.dataDir, 'content-sync.json'),
    remote: config.sync.remote,
    branch: config.sync.branch,
    intervalMs: config.sync.intervalMs,
    degradedAfterMs: config.sync.degradedAfterMs,
    queue: admin.posts.queue,
    // Replayed commits keep their authors; the console's identity commits them.
    identity: () => {
      const { owner } = admin.index.getSettings();
      return { name: config.git.authorName ?? owner.name, email: config.git.authorEmail ?? owner.email };
    },
    logger,
    ...tuning,
  });
  admin.repo.onCommit(() => void sync.requestSync());
  if (!config.sync.webhookSecret) logger.warn('sync: CONTENT_WEBHOOK_SECRET is not set, so POST /api/hooks/content refuses every call; pulls run on the timer only');
  return sync;
}
