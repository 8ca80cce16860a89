// The 'Manage Posts' tab: every post newest first with title, date and slug, a View link that
// opens the post in a new tab, and Edit, History and Delete; each post's state (Published,
// Scheduled with its time, Draft) with a filter by state, and a draft's or scheduled post's
// preview links; below them, the deleted posts.
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/dates';
import type { AdminPostListItem } from '../../../lib/schemas/blog-post';
import { useConsoleAction } from '../../api/use-console-action';
import { useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { DeletedPosts } from './deleted-posts';
import { PostHistoryPanel } from './post-history-panel';
import { filterPosts, PostStateBadge, PostStateFilter, stateCounts, type StateFilter } from './post-state';
import { PreviewLinksPanel } from './preview-links-panel';

interface ManagePostsTabProps {
  show: ShowStatus;
  onEdit: (slug: string) => void;
}

export function ManagePostsTab({ show, onEdit }: ManagePostsTabProps) {
  const { data: posts, error, isPending } = useConsoleQuery(['posts'], (call, signal) => call('listPosts', { signal }));
  const [filter, setFilter] = useState<StateFilter>('all');

  if (isPending) return <Spinner label="Loading posts" />;
  if (error) return <p role="alert" className="text-red-700">The posts could not be loaded. Reload the page to try again.</p>;

  return (
    <>
      {posts.length > 0 && <PostStateFilter value={filter} onChange={setFilter} counts={stateCounts(posts)} />}
      {posts.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No blog posts found.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Blog posts">
          {filterPosts(posts, filter).map((post) => (
            <PostRow key={post.slug} post={post} show={show} onEdit={onEdit} />
          ))}
        </ul>
      )}
      <DeletedPosts show={show} />
    </>
  );
}

const linkButtonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

function PostRow({ post, show, onEdit }: { post: AdminPostListItem; show: ShowStatus; onEdit: (slug: string) => void }) {
  const [panel, setPanel] = useState<'none' | 'history' | 'confirm-delete' | 'preview-links'>('none');
  // Until the refreshed list drops the row, it stays 'Deleting...'.
  const remove = useConsoleAction((call) => call('deletePost', { params: { slug: post.slug } }), {
    show,
    failed: 'Failed to delete the post. Please try again.',
    done: () => show('success', `Deleted “${post.title}”.`),
  });

  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {post.title}
            <PostStateBadge post={post} />
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> · <span className="font-mono">{post.slug}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title}`} className={linkButtonClass}>
            View
          </a>
          <button type="button" className={linkButtonClass} aria-label={`Edit ${post.title}`} onClick={() => onEdit(post.slug)}>
            Edit
          </button>
          <button
            type="button"
            className={linkButtonClass}
            aria-label={`History of ${post.title}`}
            aria-expanded={panel === 'history'}
            onClick={() => setPanel(panel === 'history' ? 'none' : 'history')}
          >
            History
          </button>
          {post.state !== 'published' && (
            <button
              type="button"
              className={linkButtonClass}
              aria-label={`Preview links of ${post.title}`}
              aria-expanded={panel === 'preview-links'}
              onClick={() => setPanel(panel === 'preview-links' ? 'none' : 'preview-links')}
            >
              Preview links
            </button>
          )}
          <button type="button" className={`${linkButtonClass} text-red-700`} aria-label={`Delete ${post.title}`} onClick={() => setPanel('confirm-delete')}>
            Delete
          </button>
        </div>
      </div>
      {panel === 'confirm-delete' && (
        <div role="group" aria-label={`Confirm deleting ${post.title}`} className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <span>Delete this post? Its file is removed in a new commit; the old versions stay in the Git history.</span>
          <button type="button" className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60" disabled={remove.pending} onClick={() => void remove.run()}>
            {remove.pending ? 'Deleting...' : 'Delete post'}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setPanel('none')}>
            Keep it
          </button>
        </div>
      )}
      {panel === 'preview-links' && <PreviewLinksPanel slug={post.slug} title={post.title} show={show} />}
      {panel === 'history' && <PostHistoryPanel slug={post.slug} title={post.title} show={show} />}
    </li>
  );
}
