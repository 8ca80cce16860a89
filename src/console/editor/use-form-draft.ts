// Keeps the editor's unsaved form in the browser as the owner types (form-draft.ts), brings it
// back when the same form opens again, and guards leaving: a reload or close asks through
// beforeunload, and a click on a link (the site header's router links, or any full page load)
// asks with a confirm first, since a router link never fires beforeunload.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { browserStorage, clearDraft, draftKey, hasChanges, readDraft, writeDraft, type FormDraft } from './form-draft';
import type { PostForm } from './post-editor';
import type { SaveTarget } from './use-post-save';

/** How long typing pauses before the form is kept. */
export const AUTOSAVE_MS = 500;

export const LEAVE_MESSAGE = 'You have unsaved changes in the post editor. Leave this page and lose them?';

/** What the editor says about a kept form: restored, or offered because the post changed on the server. */
export type DraftOffer = { kind: 'restored'; savedAt: string } | { kind: 'server-changed'; draft: FormDraft } | null;

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

  const persist = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // While a kept form is offered, it is not overwritten by what is typed in the server's version.
    if (offerRef.current?.kind === 'server-changed') return;
    const key = draftKey(target.current?.slug ?? null);
    const values = form.getValues();
    if (!hasChanges(values, base.current)) {
      if (owned.current === key) clearDraft(browserStorage(), key);
      return;
    }
    owned.current = key;
    writeDraft(browserStorage(), key, {
      values,
      savedAt: new Date().toISOString(),
      baseVersion: target.current?.version ?? null,
      publishAtChosen: values.publishAt !== base.current.publishAt,
    });
  }, [form]);

  const apply = useCallback(
    (draft: FormDraft) => {
      // A publish time the owner did not choose stays the form's own (now, or the post's date).
      const values = { ...draft.values, publishAt: draft.publishAtChosen ? draft.values.publishAt : base.current.publishAt };
      form.reset(values, { keepDefaultValues: true });
      restored.current(values);
      setOffer({ kind: 'restored', savedAt: draft.savedAt });
    },
    [form],
  );

  // On opening: bring back what was kept for this form.
  useEffect(() => {
    const key = draftKey(target.current?.slug ?? null);
    const draft = readDraft(browserStorage(), key, base.current);
    if (!draft || !hasChanges(draft.values, base.current)) return;
    owned.current = key;
    if (target.current && draft.baseVersion !== target.current.version) setOffer({ kind: 'server-changed', draft });
    else apply(draft);
  }, [apply]);

  // As the owner types: kept after a pause; flushed when the editor closes or the page goes.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(persist, AUTOSAVE_MS);
    });
    window.addEventListener('pagehide', persist);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', persist);
      if (timer.current) persist();
    };
  }, [form, persist]);

  useLeaveGuard(hasUnsaved, persist);

  return {
    offer,
    /** Restores the offered form over the server's version. */
    restore: () => offer?.kind === 'server-changed' && apply(offer.draft),
    /** Back to the server's version or the empty form; the kept copy is removed. */
    discard: (fresh: PostFormValues) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      clearDraft(browserStorage(), draftKey(target.current?.slug ?? null));
      base.current = fresh;
      form.reset(fresh);
      setOffer(null);
    },
    /** After a successful save: the kept copy is gone and the form starts again from `fresh`. */
    saved: (savedTarget: SaveTarget | null, fresh: PostFormValues) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      clearDraft(browserStorage(), draftKey(savedTarget?.slug ?? null));
      base.current = fresh;
      setOffer(null);
    },
  };
}

/** Asks before the page or the console is left while the form holds unsaved changes. */
function useLeaveGuard(hasUnsaved: () => boolean, flush: () => void) {
  useEffect(() => {
    // Set once the owner agreed to leave through a link, so a full page load does not ask twice.
    let agreed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      if (agreed || !hasUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before React's listeners on its root, so a refused router
    // link never navigates.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      // A link to a place on this same page leaves nothing.
      if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return;
      if (!hasUnsaved()) return;
      flush();
      if (window.confirm(LEAVE_MESSAGE)) {
        agreed = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [hasUnsaved, flush]);
}
