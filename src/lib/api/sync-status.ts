// The content repo's sync with its Git remote, as the sync service builds it and the console's
// Backup tab shows it (GET and POST /api/admin/sync).

export interface UnpushedCommit {
  hash: string;
  message: string;
  date: string;
}

/**
 * A file that changed both on the remote and in a local commit not yet pushed: the site serves
 * the remote's version, and this instance's version is kept as a copy under conflicts/.
 */
export interface ConflictCopy {
  /** The file that changed on both sides, relative to the content folder. */
  file: string;
  /** Where this instance's version was kept. */
  copy: string;
  /** When the conflict was resolved (ISO). */
  at: string;
}

export type SyncStatus =
  | {
      enabled: false;
      /** Set when CONTENT_GIT_REMOTE is set but sync was refused at start (CONTENT_DIR is a folder of a larger repository): why, and what to do. */
      refused?: string;
    }
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
      /** The last time the remote's branch was found rewritten (a force push) and followed: what was dropped and replayed, in plain words. */
      lastRewrite: { at: string; message: string } | null;
      /** null until the remote has been reached once. */
      unpushedCommits: number | null;
      /** The newest unpushed commits (at most 10). */
      unpushed: UnpushedCommit[];
      conflicts: ConflictCopy[];
      /** Files changed by hand and served, but not committed yet (the next sync commits them). */
      uncommitted: string[];
      /** True only when the remote was reached, has every commit, and nothing served is uncommitted. */
      backedUp: boolean;
    };

/** Both versions of a conflict, for the Backup tab's side-by-side view. */
export interface ConflictVersions extends ConflictCopy {
  /** The version the site serves (the remote's); null when the file is gone now. */
  served: string | null;
  /** This server's version, kept in the copy. */
  kept: string;
  /** True for an image or other non-text file: the texts are then empty and only sizes are shown. */
  binary: boolean;
  servedBytes: number | null;
  keptBytes: number;
}

/** "Keep this one": `copy` puts this server's version in place; `served` keeps the remote's. Either way the copy is removed, in one commit. */
export interface ConflictResolution {
  copy: string;
  keep: 'served' | 'copy';
}

/**
 * How a console save fared against the remote, in the save's answer (`sync`): pushed; still
 * running; failed (kept here, pushed later); off; or in conflict — the remote had changed the
 * same file, the site serves the remote's version and the owner's is in `conflict.copy`.
 */
export type SaveSync =
  | { state: 'off' | 'pushed' | 'pending'; conflict: null }
  | { state: 'failed'; conflict: null; error: string }
  | { state: 'conflict'; conflict: ConflictCopy };
