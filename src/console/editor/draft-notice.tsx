// Above the editor's fields: says in plain words that unsaved changes kept in this browser were
// restored (with a button to discard them), or, when the post changed on the server since they
// were kept, that the form shows the server's version and offers them.
import { secondaryButtonClass } from '../components/button-classes';
import type { DraftOffer } from './use-form-draft';

export const DRAFT_TEXT = {
  restored: (when: string) => `Restored your unsaved changes from ${when}, kept in this browser. They are not saved to the site yet.`,
  serverChanged: (when: string) =>
    `You have unsaved changes to this post from ${when}, kept in this browser, but the post has changed on the site since. The form shows the site's version.`,
  discard: 'Discard restored changes',
  restore: 'Restore my unsaved changes',
  discardKept: 'Discard my unsaved changes',
} as const;

function when(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'earlier' : at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function DraftNotice({ offer, onDiscard, onRestore }: { offer: DraftOffer; onDiscard: () => void; onRestore: () => void }) {
  return (
    <div aria-live="polite">
      {offer && (
        <div role="status" aria-label="Unsaved changes" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="flex-1">{offer.kind === 'restored' ? DRAFT_TEXT.restored(when(offer.savedAt)) : DRAFT_TEXT.serverChanged(when(offer.draft.savedAt))}</p>
          {offer.kind === 'server-changed' && (
            <button type="button" className={secondaryButtonClass} onClick={onRestore}>
              {DRAFT_TEXT.restore}
            </button>
          )}
          <button type="button" className={secondaryButtonClass} onClick={onDiscard}>
            {offer.kind === 'restored' ? DRAFT_TEXT.discard : DRAFT_TEXT.discardKept}
          </button>
        </div>
      )}
    </div>
  );
}
