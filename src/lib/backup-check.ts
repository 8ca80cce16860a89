// The result of "Verify backup" (server/backup/content-backup-check.ts), as the console, the
// command line and /healthz show it.

export interface BackupDifference {
  /** A content file's path, or "post <slug>" for what is served. */
  file: string;
  problem: 'missing' | 'differs' | 'extra';
  /** In plain words. */
  detail: string;
}

export interface BackupCheck {
  /** When the check started (ISO). */
  checkedAt: string;
  /** The remote checked, with any password hidden; null when none is configured. */
  remote: string | null;
  /** True only when the remote holds everything served here, byte for byte. */
  ok: boolean;
  durationMs: number;
  /** What was compared; null when the remote could not be read. */
  compared: { posts: number; projects: number; templates: number; files: number } | null;
  differences: BackupDifference[];
  /** Why nothing could be compared (no remote, clone failed); null when the comparison ran. */
  error: string | null;
}
