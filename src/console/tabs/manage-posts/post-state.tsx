// A post's state in Manage Posts — Published, Scheduled (with its time, in the owner's zone) or
// Draft — and the filter that shows one state at a time.
import { SelectField } from '../../../components/forms/form-field';
import type { PostState } from '../../../lib/content-types';
import type { AdminPostListItem } from '../../../lib/schemas/blog-post';

export type StateFilter = 'all' | PostState;

const FILTER_OPTIONS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
];

export function filterPosts(posts: readonly AdminPostListItem[], filter: StateFilter): AdminPostListItem[] {
  return filter === 'all' ? [...posts] : posts.filter((post) => post.state === filter);
}

export function PostStateFilter({ value, onChange, counts }: { value: StateFilter; onChange: (filter: StateFilter) => void; counts: Record<StateFilter, number> }) {
  return (
    <div className="mb-4 max-w-xs">
      <SelectField id="post-state-filter" label="Show posts" value={value} onChange={(event) => onChange(event.target.value as StateFilter)}>
        {FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {`${option.label} (${counts[option.value]})`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function stateCounts(posts: readonly AdminPostListItem[]): Record<StateFilter, number> {
  const counts: Record<StateFilter, number> = { all: posts.length, published: 0, scheduled: 0, draft: 0 };
  for (const post of posts) counts[post.state] += 1;
  return counts;
}

const scheduledFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** "Scheduled for December 1, 2026 at 9:00 AM", in the browser's zone. */
export function scheduledLabel(publishedAt: string): string {
  return `Scheduled for ${scheduledFormat.format(new Date(publishedAt))}`;
}

const BADGE_CLASS: Record<PostState, string> = {
  published: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  draft: 'bg-amber-100 text-amber-900',
};

export function PostStateBadge({ post }: { post: AdminPostListItem }) {
  const text = post.state === 'draft' ? 'Draft' : post.state === 'scheduled' ? scheduledLabel(post.publishedAt) : 'Published';
  return <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_CLASS[post.state]}`}>{text}</span>;
}
