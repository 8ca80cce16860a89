// Builds the sync service from the configuration at start (server/start.ts): null when
// CONTENT_GIT_REMOTE is not set, so the site runs from its folder alone, and null with the
// refusal when CONTENT_DIR is a folder of a larger repository (server/sync/sync-refusal.ts).
import path from 'node:path';
import type { Config } from '../config';
import type { ContentRepo } from '../git/content-repo';
import type { PendingUploads } from '../git/pending-uploads';
import type { Logger } from '../logger';
import { ContentSync, type ContentSyncOptions } from './content-sync';
import { syncRefusal, type SyncRefusal } from './sync-refusal';

/** Tests shorten the retry delays. */
export type SyncTuning = Pick<ContentSyncOptions, 'firstRetryMs' | 'maxRetryMs' | 'networkTimeoutMs'>;

export interface CreateContentSyncOptions {
  config: Config;
  /** The content repo: its commits are pushed, and pulls wait their turn in its write queue. */
  repo: ContentRepo;
  /** Console images waiting for their post's save, committed before each pull. */
  pending?: PendingUploads;
  logger: Logger;
  tuning?: SyncTuning;
}

export async function createContentSync({ config, repo, pending, logger, tuning }: CreateContentSyncOptions): Promise<{ sync: ContentSync | null; refusal: SyncRefusal | null }> {
  if (!config.sync) return { sync: null, refusal: null };
  const refusal = await syncRefusal(repo.dir);
  if (refusal) {
    logger.warn(`sync: ${refusal.message}`, { event: 'sync-refused' });
    return { sync: null, refusal };
  }
  const sync = new ContentSync({
    repo,
    pending,
    recordFile: path.join(config.dataDir, 'content-sync.json'),
    remote: config.sync.remote,
    branch: config.sync.branch,
    intervalMs: config.sync.intervalMs,
    degradedAfterMs: config.sync.degradedAfterMs,
    logger,
    ...tuning,
  });
  // The one place a commit tells sync: a console save waits for this cycle, it asks for none (decision 052).
  repo.onCommit((hash) => void sync.committed(hash));
  if (!config.sync.webhookSecret) logger.warn('sync: CONTENT_WEBHOOK_SECRET is not set, so POST /api/hooks/content refuses every call; pulls run on the timer only');
  return { sync, refusal: null };
}
