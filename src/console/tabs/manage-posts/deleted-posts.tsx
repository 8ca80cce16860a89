// Manage Posts' deleted posts: posts whose files were deleted from the content repo, by the
// console or by a commit made elsewhere. Deleting never loses a post: its history is in Git, and
// Restore brings a version back as a new commit.
import { useState } from 'react';
import { useConsoleQuery } from '../../api/use-console-query';
import { DateTime } from '../../components/date-time';
import type { ShowStatus } from '../../components/status-banner';
import { PostHistoryPanel } from './post-history-panel';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

export function DeletedPosts({ show }: { show: ShowStatus }) {
  const { data: posts } = useConsoleQuery(['deleted-posts'], (call, signal) => call('deletedPosts', { signal }));
  const [open, setOpen] = useState<string | null>(null);
  if (!posts || posts.length === 0) return null;
  return (
    <section aria-labelledby="deleted-posts-heading" className="mt-8">
      <h3 id="deleted-posts-heading" className="mb-1 font-semibold text-slate-900">
        Deleted posts
      </h3>
      <p className="mb-2 text-sm text-slate-700">Their old versions are in the Git history: open one&apos;s history and restore the version you want as a new commit.</p>
      <ul aria-label="Deleted posts" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {posts.map((post) => (
          <li key={post.slug} className="px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{post.title}</p>
                <p className="text-sm text-slate-600">
                  Deleted <DateTime iso={post.deletedAt} /> by {post.deletedBy} · <span className="font-mono">{post.file}</span>
                </p>
              </div>
              <button type="button" className={buttonClass} aria-label={`History of ${post.title} (deleted)`} aria-expanded={open === post.slug} onClick={() => setOpen(open === post.slug ? null : post.slug)}>
                History
              </button>
            </div>
            {open === post.slug && <PostHistoryPanel slug={post.slug} title={post.title} show={show} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
