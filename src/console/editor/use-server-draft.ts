// The server's copy of an edited post's unsaved form (a draft revision, decision 093): sent a
// couple of seconds after typing pauses, and as the page goes (fetch keepalive), removed when the
// form is back to the post as opened, and fetched when the post opens, so another browser, or
// this one after its storage was cleared, can offer it. A new post has no server copy: it lives
// in the browser until its first save (form-draft.ts). Failures are logged, never shown: the
// browser's copy is kept all the same.
import { useCallback, useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { useConsoleCall } from '../session/console-session';
import { draftFromData, type FormDraft } from './form-draft';
import type { SaveTarget } from './use-post-save';

/** How long typing pauses before the form is sent to the server. */
export const SERVER_AUTOSAVE_MS = 2000;

const warn = (what: string) => (error: unknown) => console.warn(`${what} failed`, error instanceof Error ? error.message : error);

/** `current()`: the form as a draft to keep, or null when it holds nothing unsaved. */
export function useServerDraft(target: MutableRefObject<SaveTarget | null>, current: () => FormDraft | null) {
  const call = useConsoleCall();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Whether the server may hold a revision of this post (one was sent, or found on opening).
  const held = useRef(false);
  const latest = useRef(current);
  latest.current = current;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Sends the form now: kept when it holds changes, removed when it does not. */
  const send = useCallback(
    (keepalive = false) => {
      cancel();
      const editing = target.current;
      if (!editing) return;
      const draft = latest.current();
      const params = { slug: editing.slug };
      if (!draft) {
        if (!held.current) return;
        held.current = false;
        void call('deleteDraftRevision', { params, keepalive }).catch(warn('Removing the draft revision'));
        return;
      }
      held.current = true;
      const body = { values: { ...draft.values }, baseVersion: editing.version, savedAt: draft.savedAt, publishAtChosen: draft.publishAtChosen };
      void call('putDraftRevision', { params, body, keepalive }).catch(warn('Keeping the draft revision on the server'));
    },
    [call, cancel, target],
  );

  // What is still waiting goes when the editor closes.
  useEffect(() => () => void (timer.current && send()), [send]);

  const schedule = useCallback(() => {
    if (!target.current) return;
    cancel();
    timer.current = setTimeout(() => send(), SERVER_AUTOSAVE_MS);
  }, [cancel, send, target]);
  const flush = useCallback(() => void (timer.current && send(true)), [send]);
  const discard = useCallback(() => {
    cancel();
    held.current = false;
    const editing = target.current;
    if (editing) void call('deleteDraftRevision', { params: { slug: editing.slug } }).catch(warn('Removing the draft revision'));
  }, [call, cancel, target]);
  const saved = useCallback(() => {
    cancel();
    held.current = false;
  }, [cancel]);
  const fetch = useCallback(
    async (shape: PostFormValues): Promise<(FormDraft & { baseVersion: string }) | null> => {
      const editing = target.current;
      if (!editing) return null;
      const { revision } = await call('getDraftRevision', { params: { slug: editing.slug } });
      if (!revision) return null;
      held.current = true;
      const draft = draftFromData({ v: 1, values: revision.values, savedAt: revision.savedAt, baseVersion: revision.baseVersion, publishAtChosen: revision.publishAtChosen }, shape);
      return draft && { ...draft, baseVersion: revision.baseVersion };
    },
    [call, target],
  );

  // One object for the editor's lifetime, so the effects that use it run once.
  return useMemo(
    () => ({
      /** After a change: sent once typing has paused. */
      schedule,
      /** As the page goes: what is waiting is sent with keepalive. */
      flush,
      /** Discarded: the server's revision goes too. */
      discard,
      /** Saved: the server removed its revision with the save. */
      saved,
      /** The server's revision of the post being edited, checked against the form's shape. */
      fetch,
    }),
    [schedule, flush, discard, saved, fetch],
  );
}
