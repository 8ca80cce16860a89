// What a console save needs of content sync, and nothing more (docs/decisions/052): the save's
// commit has told sync already (ContentRepo.onCommit), so the save only asks how that fared. The
// sync folder implements it (server/sync/sync-after-write.ts); without a remote there is none,
// and a save answers `off`.
import type { SaveSync } from '../../src/lib/api/sync-status';

export interface SaveSyncReporter {
  /** Before the save: the conflict copies there are, so that only a new one is taken for the save's. */
  conflictCopies(): Promise<ReadonlySet<string>>;
  /**
   * Once the save's commit is made (`commit` null: nothing needed committing) and the write queue
   * is free again, so that the cycle can pull: how the save fared against the remote, waiting a
   * few seconds at most.
   */
  afterSave(save: { file: string; commit: string | null; before: ReadonlySet<string> }): Promise<SaveSync>;
}

/** A save's sync when no remote is configured. */
export const SYNC_OFF: SaveSync = { state: 'off', conflict: null };
