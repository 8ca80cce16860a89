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

/** `before`: the conflict copies there were before the save; only a new one can be the save's. */
export async function syncAfterWrite(sync: ContentSync | null, contentDir: string, file: string | undefined, before: ReadonlySet<string>): Promise<SaveSync> {
  if (!sync) return { state: 'off', conflict: null };
  const outcome = await Promise.race([sync.requestSync(), new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS).unref())]);
  const conflict = (await listConflictCopies(contentDir)).find((copy) => copy.file === file && !before.has(copy.copy)) ?? null;
  if (conflict) return { state: 'conflict', conflict };
  if (!outcome) return { state: 'pending', conflict: null };
  return outcome.ok ? { state: 'pushed', conflict: null } : { state: 'failed', conflict: null, error: outcome.error };
}

/** The conflict copies there are now, to tell a save's own conflict from older ones. */
export async function conflictCopiesNow(contentDir: string): Promise<Set<string>> {
  return new Set((await listConflictCopies(contentDir)).map((copy) => copy.copy));
}
