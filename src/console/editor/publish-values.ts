// The editor's Draft switch and Publish date and time, as form values and as what is sent. The
// form shows the time in the browser's zone (datetime-local); the post carries an ISO instant
// with the browser's offset. A time the owner did not change is not sent: a new post is
// published now, an edited one keeps its date.
import type { OpenedPost } from '../../lib/api/admin-posts';
import type { PostFormValues, PostInput } from '../../lib/schemas/blog-post';
import { parseLocalInput, toLocalInput, toOffsetIso } from '../../lib/schemas/publish-fields';

/** 'now': stamp the time of saving; 'keep': leave the file's date; 'chosen': the time in the form. */
export type PublishAtChoice = 'now' | 'keep' | 'chosen';

export function publishDefaults(now: Date): Pick<PostFormValues, 'draft' | 'publishAt'> {
  return { draft: false, publishAt: toLocalInput(now) };
}

export function publishFromPost(post: Pick<OpenedPost['post'], 'publishedAt' | 'draft'>): Pick<PostFormValues, 'draft' | 'publishAt'> {
  const at = new Date(post.publishedAt);
  return { draft: post.draft ?? false, publishAt: Number.isNaN(at.getTime()) ? '' : toLocalInput(at) };
}

export function publishInput(values: Pick<PostFormValues, 'draft' | 'publishAt'>, choice: PublishAtChoice, now: Date): Pick<PostInput, 'draft' | 'publishedAt'> {
  const chosen = choice === 'chosen' ? parseLocalInput(values.publishAt) : null;
  if (chosen) return { draft: values.draft, publishedAt: toOffsetIso(chosen) };
  return choice === 'keep' ? { draft: values.draft } : { draft: values.draft, publishedAt: now.toISOString() };
}

export type PublishState = { kind: 'draft' } | { kind: 'scheduled'; at: Date } | { kind: 'now' };

/** What saving will do, as the editor says it under the fields. */
export function publishState(values: Pick<PostFormValues, 'draft' | 'publishAt'>, now: Date): PublishState {
  if (values.draft) return { kind: 'draft' };
  const at = parseLocalInput(values.publishAt);
  return at && at.getTime() > now.getTime() ? { kind: 'scheduled', at } : { kind: 'now' };
}
