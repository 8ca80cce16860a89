// The editor's save: create or update through the console's calls, its pending state, and its
// outcome — the spec's banner text, the fields the server named marked at their place, and what
// the save's answer says about the remote (save-sync-note.ts), kept until the next save.
import { useState } from 'react';
import { errorBody } from '../../lib/api/api-client';
import type { PostFormValues, PostInput } from '../../lib/schemas/blog-post';
import { useConsoleAction } from '../api/use-console-action';
import type { ShowStatus } from '../components/status-banner';
import type { PostForm } from './post-editor';
import { saveSyncNote, type SaveSyncNote } from './save-sync-note';

/** A refused stale edit explains what to do; it stays long enough to read. */
const STALE_BANNER_MS = 10_000;

export const SAVE_MESSAGES = {
  created: 'Blog post created successfully!',
  createFailed: 'Failed to create blog post. Please try again.',
  updated: 'Blog post updated successfully!',
  updateFailed: 'Failed to update blog post. Please try again.',
} as const;

/** The post the editor saves over, as opened (its version refuses the save if the file changed meanwhile). */
export interface SaveTarget {
  slug: string;
  version: string;
}

/**
 * A save: the post's fields, and the commit message the owner gave ('' keeps the default), sent
 * beside them. `baseVersion`: the version a restored server draft was typed over, when the file
 * changed since, so the save is refused as stale (409) rather than overwriting that change.
 */
export type PostSave = PostInput & { commitMessage?: string; baseVersion?: string };

export function usePostSave(form: PostForm, editing: SaveTarget | null, show: ShowStatus) {
  const [note, setNote] = useState<SaveSyncNote | null>(null);
  const [commitError, setCommitError] = useState<string | null>(null);
  const save = useConsoleAction(
    (call, { baseVersion, ...post }: PostSave) => {
      setNote(null);
      setCommitError(null);
      return editing ? call('updatePost', { params: { slug: editing.slug }, body: { ...post, version: baseVersion ?? editing.version } }) : call('createPost', { body: post });
    },
    {
      show,
      done: (saved) => {
        show('success', editing ? SAVE_MESSAGES.updated : SAVE_MESSAGES.created);
        setNote(saveSyncNote(saved.sync));
      },
      failed: (error) => {
        // The owner sees the generic message; the raw error is only logged. Field problems the
        // server names (a slug already taken) are shown at their fields too, and a refused stale
        // edit says what happened, since retrying would not help.
        console.warn('Saving the post failed:', error instanceof Error ? error.message : error);
        const body = errorBody(error);
        const values = form.getValues();
        for (const [name, message] of Object.entries(body?.fields ?? {})) {
          if (name in values) form.setError(name as keyof PostFormValues, { type: 'server', message });
        }
        setCommitError(body?.fields?.commitMessage ?? null);
        // So does a post the site could not serve (an image that does not exist): it names what to fix.
        if ((body?.code === 'stale_edit' || body?.code === 'content_refused') && body.message) return { text: body.message, ms: STALE_BANNER_MS };
        return editing ? SAVE_MESSAGES.updateFailed : SAVE_MESSAGES.createFailed;
      },
    },
  );
  return { save: save.run, saving: save.pending, note, commitError };
}
