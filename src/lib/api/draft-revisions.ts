// A post's draft revision: the editor's unsaved form for a post that exists, kept on the server
// (DATA_DIR, never the content repo) so another browser, or this one after its storage was
// cleared, can offer it (decision 093). The form's values are checked against the form's shape by
// the console when read back (form-draft.ts), as a browser copy is.
import * as z from 'zod/mini';

/** The most a draft revision may hold, as stored (the form's text, of a post far over the usual size). */
export const MAX_DRAFT_REVISION_BYTES = 512 * 1024;

/** PUT /api/admin/posts/:slug/draft. */
export const draftRevisionInputSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean()], 'values holds the form’s fields: text or true/false')),
  baseVersion: z.string('baseVersion is the version the editor opened').check(z.regex(/^[0-9a-f]{64}$/, 'baseVersion is the 64-character version the editor opened')),
  savedAt: z.iso.datetime({ offset: true, message: 'savedAt is an ISO time, e.g. 2026-11-29T10:00:00.000Z' }),
  publishAtChosen: z.boolean('publishAtChosen is true or false'),
});

export type DraftRevisionInput = z.infer<typeof draftRevisionInputSchema>;

/** A kept draft revision as the server answers it: what was sent, and when the server stored it. */
export interface DraftRevision extends DraftRevisionInput {
  slug: string;
  storedAt: string;
}
