// Above the editor's fields: says in plain words that unsaved changes kept in this browser (or on
// the server) were restored, with a button to discard them; or, when the post changed on the
// server since this browser kept them, that the form shows the server's version and offers them;
// or that the server keeps newer unsaved changes (typed in another browser, or before this one's
// storage was cleared), and offers them, saying when the post changed since they were typed.
import { secondaryButtonClass } from '../components/button-classes';
import type { DraftOffer } from './use-form-draft';

export const DRAFT_TEXT = {
  restored: (when: string) => `Restored your unsaved changes from ${when}, kept in this browser. They are not saved to the site yet.`,
  restoredFromServer: (when: string) => `Restored your unsaved changes from ${when}, kept on the server. They are not saved to the site yet.`,
  serverChanged: (when: string) =>
    `You have unsaved changes to this post from ${when}, kept in this browser, but the post has changed on the site since. The form shows the site's version.`,
  serverDraft: (when: string, fileChanged: boolean) =>
    `You have unsaved changes to this post from ${when}, kept on the server. The form shows the site's version.${fileChanged ? ' The post has changed on the site since they were typed: if you restore them, saving says so and keeps the site’s version until you reopen the post.' : ''}`,
  discard: 'Discard restored changes',
  restore: 'Restore my unsaved changes',
  discardKept: 'Discard my unsaved changes',
  restoreServer: (when: string) => `Restore unsaved changes from ${when}`,
  discardServer: 'Discard',
} as const;

function when(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'earlier' : at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function texts(offer: NonNullable<DraftOffer>): { text: string; restore: string | null; discard: string } {
  switch (offer.kind) {
    case 'restored':
      return { text: offer.from === 'server' ? DRAFT_TEXT.restoredFromServer(when(offer.savedAt)) : DRAFT_TEXT.restored(when(offer.savedAt)), restore: null, discard: DRAFT_TEXT.discard };
    case 'server-changed':
      return { text: DRAFT_TEXT.serverChanged(when(offer.draft.savedAt)), restore: DRAFT_TEXT.restore, discard: DRAFT_TEXT.discardKept };
    case 'server-draft':
      return { text: DRAFT_TEXT.serverDraft(when(offer.draft.savedAt), offer.fileChanged), restore: DRAFT_TEXT.restoreServer(when(offer.draft.savedAt)), discard: DRAFT_TEXT.discardServer };
  }
}

export function DraftNotice({ offer, onDiscard, onRestore }: { offer: DraftOffer; onDiscard: () => void; onRestore: () => void }) {
  const shown = offer && texts(offer);
  return (
    <div aria-live="polite">
      {shown && (
        <div role="status" aria-label="Unsaved changes" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="flex-1">{shown.text}</p>
          {shown.restore && (
            <button type="button" className={secondaryButtonClass} onClick={onRestore}>
              {shown.restore}
            </button>
          )}
          <button type="button" className={secondaryButtonClass} onClick={onDiscard}>
            {shown.discard}
          </button>
        </div>
      )}
    </div>
  );
}
