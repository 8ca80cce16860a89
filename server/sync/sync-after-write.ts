// After a console save, the answer says how the save fared against the remote: the save's commit
// asked for a sync cycle (ContentSync.committed), and the answer waits a few seconds for that
// cycle — never for a second one (docs/decisions/052). When the remote had changed the same file
// meanwhile, the site now serves the remote's version and the owner's is kept under conflicts/:
// the answer names the copy, so the console never says "saved" and nothing more while the site
// shows something else.
import type { SaveSync } from '../../src/lib/api/sync-status';
import type { SaveSyncReporter } from '../posts/save-sync';
import type { ContentSync } from './content-sync';
import { listConflictCopies } from './conflict-copies';

/** Long enough for a push to a nearby remote; a slower one is reported as still running. */
const WAIT_MS = 4000;

export class SyncAfterWrite implements SaveSyncReporter {
  constructor(
    private readonly sync: ContentSync,
    private readonly contentDir: string,
  ) {}

  async conflictCopies(): Promise<Set<string>> {
    return new Set((await listConflictCopies(this.contentDir)).map((copy) => copy.copy));
  }

  async afterSave({ file, commit, before }: { file: string; commit: string | null; before: ReadonlySet<string> }): Promise<SaveSync> {
    const outcome = await Promise.race([this.sync.cycleOf(commit), new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS).unref())]);
    const conflict = (await listConflictCopies(this.contentDir)).find((copy) => copy.file === file && !before.has(copy.copy)) ?? null;
    if (conflict) return { state: 'conflict', conflict };
    if (!outcome) return { state: 'pending', conflict: null };
    return outcome.ok ? { state: 'pushed', conflict: null } : { state: 'failed', conflict: null, error: outcome.error };
  }
}
