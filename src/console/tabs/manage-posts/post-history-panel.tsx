// A post's history in Manage Posts: the commits that touched its file (date and time, author, message),
// the change each made, and Restore, which brings that version back as a new commit.
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { CommitInfo } from '../../../lib/api/admin-posts';
import { useConsoleAction } from '../../api/use-console-action';
import { useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import { DateTime, formatDateTime } from '../../components/date-time';
import type { ShowStatus } from '../../components/status-banner';

interface PostHistoryPanelProps {
  slug: string;
  title: string;
  show: ShowStatus;
}

export function PostHistoryPanel({ slug, title, show }: PostHistoryPanelProps) {
  const { data: commits, error, isPending } = useConsoleQuery(['history', slug], (call, signal) => call('postHistory', { params: { slug }, signal }));
  const restore = useConsoleAction((call, commit: CommitInfo) => call('restorePost', { params: { slug }, body: { commit: commit.hash } }), {
    show,
    failed: 'Failed to restore this version. Please try again.',
    done: (_post, commit) => show('success', `Restored the version of ${formatDateTime(commit.date)} as a new commit.`),
  });
  const restoring = restore.pending ? (restore.input?.hash ?? null) : null;

  if (isPending) return <Spinner label="Loading history" />;
  if (error) return <p role="alert" className="text-sm text-red-700">The history could not be loaded.</p>;
  return (
    <section aria-label={`History of ${title}`} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      {commits.length === 0 ? (
        <p className="text-sm text-slate-600">No commits touch this post yet.</p>
      ) : (
        <ol className="space-y-3">
          {commits.map((commit, position) => (
            <li key={commit.hash} className="rounded-md bg-white p-3 shadow-sm">
              <p className="text-sm font-medium text-slate-900">{commit.message}</p>
              <p className="text-xs text-slate-600">
                <DateTime iso={commit.date} /> · {commit.authorName} · <span className="font-mono">{commit.hash.slice(0, 7)}</span>
              </p>
              <CommitChange slug={slug} commit={commit} />
              {position > 0 && (
                <button type="button" className={`${secondaryButtonClass} mt-2`} disabled={restoring !== null} onClick={() => void restore.run(commit)}>
                  {restoring === commit.hash ? 'Restoring...' : 'Restore this version'}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The patch of one commit, fetched when first opened. */
function CommitChange({ slug, commit }: { slug: string; commit: CommitInfo }) {
  const [open, setOpen] = useState(false);
  // A commit's change never changes: it is fetched once.
  const { data } = useConsoleQuery(['change', slug, commit.hash], (call, signal) => call('postChange', { params: { slug, commit: commit.hash }, signal }), {
    enabled: open,
    staleTime: Infinity,
  });
  return (
    <details className="mt-2" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer text-sm text-brand-700">Show change</summary>
      {open && (
        <pre aria-label={`Change made by ${commit.hash.slice(0, 7)}`} className="theme-fixed mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
          {data ? data.diff.split('\n').map((line, i) => <DiffLine key={i} line={line} />) : 'Loading…'}
        </pre>
      )}
    </details>
  );
}

function DiffLine({ line }: { line: string }) {
  const color = line.startsWith('+') && !line.startsWith('+++') ? 'text-green-300' : line.startsWith('-') && !line.startsWith('---') ? 'text-red-300' : '';
  return <span className={`block ${color}`}>{line || ' '}</span>;
}
