// What the sync service remembers across restarts (DATA_DIR/content-sync.json): when it last
// pushed and pulled, since when it has been failing, the last error, and the last rewrite of the
// remote's branch it followed. Without it a restart would report a remote that has been
// unreachable for days as healthy until the threshold passed again. One server process owns
// DATA_DIR, so a plain atomic rewrite is enough.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-write';

const recordSchema = z.object({
  lastPushAt: z.string().nullable().catch(null),
  lastPullAt: z.string().nullable().catch(null),
  failingSince: z.string().nullable().catch(null),
  lastError: z.object({ at: z.string(), message: z.string(), where: z.enum(['remote', 'local']).catch('local') }).nullable().catch(null),
  /** The last time the remote's branch was found rewritten (a force push), and what sync did about it. */
  lastRewrite: z.object({ at: z.string(), message: z.string() }).nullable().catch(null),
});

export type SyncRecord = z.infer<typeof recordSchema>;

export const emptyRecord = (): SyncRecord => ({ lastPushAt: null, lastPullAt: null, failingSince: null, lastError: null, lastRewrite: null });

/** A missing or unreadable file starts afresh: this is a status report, not data to protect. */
export async function readSyncRecord(file: string): Promise<SyncRecord> {
  try {
    return recordSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return emptyRecord();
  }
}

export async function writeSyncRecord(file: string, record: SyncRecord): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
}
