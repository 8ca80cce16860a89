// An edit's publication date and draft flag: what the owner set in the editor, else what the
// file says. An edit that leaves them alone never moves a post's date or publishes a draft.
import type { PostInput } from '../../src/lib/schemas/blog-post';
import type { PostFileFields } from '../../src/lib/schemas/post-fields';

export function keptSchedule(input: Pick<PostInput, 'publishedAt' | 'draft'>, file: Pick<PostFileFields, 'publishedAt' | 'draft'> | undefined, now: Date): Pick<PostFileFields, 'publishedAt' | 'draft'> {
  const publishedAt = input.publishedAt ? new Date(input.publishedAt).toISOString() : (file?.publishedAt ?? now.toISOString());
  const wasDraft = file?.draft === true;
  const draft = input.draft ?? wasDraft;
  // A draft made public says so in the file (`draft: false` also outweighs another generator's
  // `published: false`); a post that never was one keeps the field out.
  return { publishedAt, draft: draft ? true : wasDraft ? false : undefined };
}
