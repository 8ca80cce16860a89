// The Backup tab's calls and the status they answer (GET/POST /api/admin/sync). The server's
// sync service (server/sync/content-sync.ts) builds exactly this shape.
import { apiRequest } from '../../lib/api-client';

export interface UnpushedCommit {
  hash: string;
  message: string;
  date: string;
}

export interface SyncConflict {
  /** The file that changed on both sides; the site serves the remote's version. */
  file: string;
  /** This instance's version, kept under conflicts/. */
  copy: string;
  at: string;
}

export type SyncStatus =
  | { enabled: false }
  | {
      enabled: true;
      /** The remote with any password or token hidden. */
      remote: string;
      branch: string | null;
      intervalSeconds: number;
      syncing: boolean;
      /** degraded: sync has been failing for longer than the configured threshold. */
      health: 'ok' | 'degraded';
      lastPushAt: string | null;
      lastPullAt: string | null;
      failingSince: string | null;
      /** `where`: whether the remote failed, or something in this server's own folder (never blamed on the remote). */
      lastError: { at: string; message: string; where: 'remote' | 'local' } | null;
      /** null until the remote has been reached once. */
      unpushedCommits: number | null;
      /** The newest unpushed commits (at most 10). */
      unpushed: UnpushedCommit[];
      conflicts: SyncConflict[];
      /** Files changed by hand and served, but not committed yet (the next sync commits them). */
      uncommitted: string[];
      /** True only when the remote was reached, has every commit, and nothing served is uncommitted. */
      backedUp: boolean;
    };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function syncStatus(token: string, signal?: AbortSignal): Promise<SyncStatus> {
  return apiRequest('/api/admin/sync', { headers: bearer(token), signal });
}

/** Runs a pull and push now; answers the status afterwards. */
export function syncNow(token: string): Promise<SyncStatus> {
  return apiRequest('/api/admin/sync', { method: 'POST', headers: bearer(token) });
}
