// After a console save, the answer says how the save fared against the remote: sync runs at once
// (the commit asks for it), and the answer waits a few seconds for that cycle. When the remote had
// changed the same file meanwhile, the site now serves the remote's version and the owner's is
// kept under conflicts/: the answer names the copy, so the console never says "saved" and nothing
// more while the site shows something else.
import type { SaveSync } from '../../src/lib/api/sync-status';
import type { ContentSync } from './content-sync';
import { listConflictCopies } from './conflict-copies';

/** Long enough for a push to a nearby remote; a slower one is reported as still running. */
const WAIT_MS = 4000;

export async function syncAfterWrite(sync: ContentSync | null, contentDir: string, file: string | undefined, savedAt: Date): Promise<SaveSync> {
  if (!sync) return { state: 'off', conflict: null };
  const outcome = await Promise.race([sync.requestSync(), new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS).unref())]);
  // A copy stamped with the second of the save or later is this save's (stamps have whole seconds).
  const since = Math.floor(savedAt.getTime() / 1000) * 1000;
  const conflict = (await listConflictCopies(contentDir)).find((copy) => copy.file === file && Date.parse(copy.at) >= since) ?? null;
  if (conflict) return { state: 'conflict', conflict };
  if (!outcome) return { state: 'pending', conflict: null };
  return outcome.ok ? { state: 'pushed', conflict: null } : { state: 'failed', conflict: null, error: outcome.error };
}
