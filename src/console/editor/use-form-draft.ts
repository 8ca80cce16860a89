// Keeps the editor's unsaved form in the browser as the owner types (form-draft.ts), and for an
// existing post on the server too (use-server-draft.ts), brings it back when the same form opens
// again (the browser's copy, or the server's when it is newer: offered), and guards leaving: a reload or close asks through
// beforeunload, and a click on a link (the site header's router links, or any full page load)
// asks with a confirm first, since a router link never fires beforeunload.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { guardLeaving } from '../components/leaving-click';
import { browserStorage, clearDraft, draftKey, hasChanges, readDraft, writeDraft, type FormDraft } from './form-draft';
import type { PostForm } from './post-editor';
import type { SaveTarget } from './use-post-save';
import { useServerDraft } from './use-server-draft';

/** How long typing pauses before the form is kept. */
export const AUTOSAVE_MS = 500;

export const LEAVE_MESSAGE = 'You have unsaved changes in the post editor. Leave this page and lose them?';

/**
 * What the editor says about a kept form: restored (from this browser or the server), offered
 * because the post changed on the server since this browser kept it, or the server's copy offered
 * (newer than this browser's; `fileChanged` when the post changed since it was typed).
 */
export type DraftOffer =
  | { kind: 'restored'; savedAt: string; from: 'browser' | 'server' }
  | { kind: 'server-changed'; draft: FormDraft }
  | { kind: 'server-draft'; draft: FormDraft & { baseVersion: string }; fileChanged: boolean }
  | null;

/** `onRestored` runs after a kept form is put back (the editor resets what it tracks of the typing). */
export function useFormDraft(form: PostForm, editing: SaveTarget | null, initialBase: PostFormValues, onRestored: (values: PostFormValues) => void) {
  // The values the form started from (the server's post or the empty form); unsaved = different.
  const base = useRef(initialBase);
  const target = useRef(editing);
  target.current = editing;
  const [offer, setOffer] = useState<DraftOffer>(null);
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restored = useRef(onRestored);
  restored.current = onRestored;
  // The key this editor kept or restored a form under: only that one is cleared when the form is
  // back to its start, never another form's kept copy (the new-post form's, after saving an edit).
  const owned = useRef<string | null>(null);

  const hasUnsaved = useCallback(() => hasChanges(form.getValues(), base.current), [form]);
  /** The form as a draft to keep, or null when it holds nothing unsaved. */
  const currentDraft = useCallback((): FormDraft | null => {
    const values = form.getValues();
    if (!hasChanges(values, base.current)) return null;
    return { values, savedAt: new Date().toISOString(), baseVersion: target.current?.version ?? null, publishAtChosen: values.publishAt !== base.current.publishAt };
  }, [form]);
  const server = useServerDraft(target, currentDraft);
  // The version a restored server draft was typed over, when the post changed since: a save sends
  // it, so it is refused as stale rather than overwriting the change.
  const [staleBase, setStaleBase] = useState<string | null>(null);

  const persist = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // While a kept form is offered, it is not overwritten by what is typed in the server's version.
    if (offerRef.current?.kind === 'server-changed') return;
    const key = draftKey(target.current?.slug ?? null);
    const draft = currentDraft();
    if (!draft) {
      if (owned.current === key) clearDraft(browserStorage(), key);
      return;
    }
    owned.current = key;
    writeDraft(browserStorage(), key, draft);
  }, [currentDraft]);

  const apply = useCallback(
    (draft: FormDraft, from: 'browser' | 'server' = 'browser') => {
      // A publish time the owner did not choose stays the form's own (now, or the post's date).
      const values = { ...draft.values, publishAt: draft.publishAtChosen ? draft.values.publishAt : base.current.publishAt };
      form.reset(values, { keepDefaultValues: true });
      restored.current(values);
      setOffer({ kind: 'restored', savedAt: draft.savedAt, from });
    },
    [form],
  );

  // On opening: bring back what was kept for this form in the browser, then ask the server for
  // its copy of an existing post, offered when it is newer than the browser's.
  useEffect(() => {
    const key = draftKey(target.current?.slug ?? null);
    const kept = readDraft(browserStorage(), key, base.current);
    const local = kept && hasChanges(kept.values, base.current) ? kept : null;
    if (local) {
      owned.current = key;
      if (target.current && local.baseVersion !== target.current.version) setOffer({ kind: 'server-changed', draft: local });
      else apply(local);
    }
    let live = true;
    server.fetch(base.current).then(
      (remote) => {
        const opened = target.current;
        if (!live || !remote || !opened || !hasChanges(remote.values, base.current)) return;
        // This browser's copy wins when it is as new, or holds the same (both are kept as one types).
        if (local && (Date.parse(local.savedAt) >= Date.parse(remote.savedAt) || !hasChanges(remote.values, local.values))) return;
        setOffer({ kind: 'server-draft', draft: remote, fileChanged: remote.baseVersion !== opened.version });
      },
      (error: unknown) => console.warn('Reading the draft revision failed', error instanceof Error ? error.message : error),
    );
    return () => {
      live = false;
    };
  }, [apply, server]);

  // As the owner types: kept after a pause; flushed when the editor closes or the page goes.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(persist, AUTOSAVE_MS);
      // The server's copy is not overwritten while it is offered.
      if (offerRef.current?.kind !== 'server-draft') server.schedule();
    });
    const pageHide = () => {
      persist();
      server.flush();
    };
    window.addEventListener('pagehide', pageHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', pageHide);
      if (timer.current) persist();
    };
  }, [form, persist, server]);

  useLeaveGuard(hasUnsaved, persist);

  return {
    offer,
    /** The version a save sends instead of the opened one (a restored server draft over a changed post), or null. */
    staleBase,
    /** Restores the offered form over the server's version. */
    restore: () => {
      if (offer?.kind === 'server-changed') apply(offer.draft);
      if (offer?.kind !== 'server-draft') return;
      apply(offer.draft, 'server');
      if (offer.fileChanged) setStaleBase(offer.draft.baseVersion);
      server.schedule();
    },
    /**
     * Back to the server's version or the empty form; the kept copies are removed. An offered
     * server copy only goes: the form stays as it is, and is kept again in its place.
     */
    discard: (fresh: PostFormValues) => {
      if (offer?.kind === 'server-draft') {
        server.discard();
        setOffer(null);
        server.schedule();
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      clearDraft(browserStorage(), draftKey(target.current?.slug ?? null));
      server.discard();
      setStaleBase(null);
      base.current = fresh;
      form.reset(fresh);
      setOffer(null);
    },
    /** After a successful save: the kept copies are gone and the form starts again from `fresh`. */
    saved: (savedTarget: SaveTarget | null, fresh: PostFormValues) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      clearDraft(browserStorage(), draftKey(savedTarget?.slug ?? null));
      server.saved();
      setStaleBase(null);
      base.current = fresh;
      setOffer(null);
    },
  };
}

/** Asks before the page or the console is left while the form holds unsaved changes. */
function useLeaveGuard(hasUnsaved: () => boolean, flush: () => void) {
  useEffect(() => guardLeaving(LEAVE_MESSAGE, hasUnsaved, flush), [hasUnsaved, flush]);
}
