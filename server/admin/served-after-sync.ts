// A console save's answer: the post as the site serves it once the sync the save started has run
// (or after a few seconds), with how the save fared against the remote (`sync`).
import type { Post } from '../../src/lib/content-types';
import type { SaveSync } from '../../src/lib/api/sync-status';
import type { FolioServices } from '../services';
import { conflictCopiesNow, syncAfterWrite } from '../sync/sync-after-write';

export async function servedAfterSync({ sync, index }: Pick<FolioServices, 'sync' | 'index'>, save: () => Promise<Post>): Promise<{ post: Post; sync: SaveSync }> {
  const before = sync ? await conflictCopiesNow(index.contentDir) : new Set<string>();
  const saved = await save();
  const file = index.postFile(saved.slug);
  const outcome = await syncAfterWrite(sync, index.contentDir, file, before);
  if (outcome.state !== 'conflict' || !file) return { post: saved, sync: outcome };
  // The pull replaced the file with the remote's version: answer what is served now.
  await index.refreshFile(file);
  return { post: index.findPost(saved.slug) ?? saved, sync: outcome };
}
