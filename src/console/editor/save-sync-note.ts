// What a save's answer says about the remote (`sync`, decision 050), in the owner's words, shown
// in the editor beside the banner's "Blog post created/updated successfully!" (the spec's text,
// which stays as it is). With sync off there is no remote, so nothing is added.
import type { SaveSync } from '../../lib/api/sync-status';

export interface SaveSyncNote {
  tone: 'done' | 'waiting' | 'warning';
  text: string;
}

export function saveSyncNote(sync: SaveSync): SaveSyncNote | null {
  switch (sync.state) {
    case 'off':
      return null;
    case 'pushed':
      return { tone: 'done', text: 'Backed up: the remote has this save too.' };
    case 'pending':
      return { tone: 'waiting', text: 'Saved here and still being pushed to the remote; the Backup tab shows when it lands.' };
    case 'failed':
      return { tone: 'warning', text: `Saved here, not on the remote yet: the push failed (${sync.error}). It is pushed again later; the Backup tab shows when it lands.` };
    case 'conflict':
      return {
        tone: 'warning',
        text: `The remote changed this post meanwhile: the site now shows the remote's version, and yours is kept in ${sync.conflict.copy}. Compare them and keep one in the Backup tab.`,
      };
  }
}
