// The Backup tab's calls (GET and POST /api/admin/sync); both answer the sync status.
import type { SyncStatus } from '../../lib/api/sync-status';
import { adminRequest } from './admin-request';

export function syncStatus(token: string, signal?: AbortSignal): Promise<SyncStatus> {
  return adminRequest(token, '/api/admin/sync', { signal });
}

/** Runs a pull and push now; answers the status afterwards. */
export function syncNow(token: string): Promise<SyncStatus> {
  return adminRequest(token, '/api/admin/sync', { method: 'POST' });
}
