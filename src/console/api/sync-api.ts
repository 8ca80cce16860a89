// The Backup tab's calls: the sync status and Sync now, a conflict's two versions and its
// resolution, and Verify backup.
import type { BackupCheck } from '../../lib/api/backup-check';
import type { ConflictResolution, ConflictVersions, SyncStatus } from '../../lib/api/sync-status';
import { adminRequest } from './admin-request';

export function syncStatus(token: string, signal?: AbortSignal): Promise<SyncStatus> {
  return adminRequest(token, '/api/admin/sync', { signal });
}

/** Runs a pull and push now; answers the status afterwards. */
export function syncNow(token: string): Promise<SyncStatus> {
  return adminRequest(token, '/api/admin/sync', { method: 'POST' });
}

/** Both versions of one conflict (GET /api/admin/sync/conflict). */
export function openConflict(token: string, copy: string): Promise<ConflictVersions> {
  return adminRequest(token, `/api/admin/sync/conflict?copy=${encodeURIComponent(copy)}`);
}

/** "Keep this one", committed; answers the status afterwards. */
export function resolveConflict(token: string, resolution: ConflictResolution): Promise<SyncStatus> {
  return adminRequest(token, '/api/admin/sync/conflict', { method: 'POST', body: resolution });
}

/** The last "Verify backup" result ({checkedAt: null} when none has run). */
export function lastBackupCheck(token: string, signal?: AbortSignal): Promise<BackupCheck | { checkedAt: null }> {
  return adminRequest(token, '/api/admin/backup/check', { signal });
}

/** Clones the remote, indexes it and compares it with what is served. */
export function verifyBackup(token: string): Promise<BackupCheck> {
  return adminRequest(token, '/api/admin/backup/check', { method: 'POST' });
}
