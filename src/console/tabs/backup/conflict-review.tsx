// The Backup tab's conflicts: files that changed both here and on the remote. The site serves the
// remote's version and this server's is kept as a copy; "Compare" shows the two side by side and
// "Keep this one" on either side resolves it as a commit (the copy goes in the same commit).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorBody } from '../../../lib/api/api-client';
import type { ConflictCopy, ConflictResolution } from '../../../lib/api/sync-status';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY, useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';

export function ConflictReview({ conflicts, show, when }: { conflicts: ConflictCopy[]; show: ShowStatus; when: (iso: string) => string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">Conflicts to review</h3>
      <p className="mb-2 text-sm text-slate-700">
        These files changed both here and on the remote. The site serves the remote&apos;s version; this server&apos;s version was kept as a copy.
        Compare the two and keep one: the choice is committed and pushed.
      </p>
      <ul aria-label="Conflicts" className="divide-y divide-slate-200 rounded-xl border border-amber-200 bg-white text-sm">
        {conflicts.map((conflict) => (
          <li key={conflict.copy} className="px-4 py-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-mono font-medium text-slate-900">{conflict.file}</p>
                <p className="text-slate-700">
                  This server&apos;s version: <span className="font-mono break-all">{conflict.copy}</span> (<time dateTime={conflict.at}>{when(conflict.at)}</time>)
                </p>
              </div>
              <button type="button" className={secondaryButtonClass} aria-expanded={open === conflict.copy} onClick={() => setOpen(open === conflict.copy ? null : conflict.copy)}>
                {open === conflict.copy ? 'Hide' : 'Compare'}
                <span className="sr-only"> {conflict.file}</span>
              </button>
            </div>
            {open === conflict.copy && <SideBySide conflict={conflict} show={show} onResolved={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
    </>
  );
}

function SideBySide({ conflict, show, onResolved }: { conflict: ConflictCopy; show: ShowStatus; onResolved: () => void }) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useConsoleQuery(['conflict', conflict.copy], (call, signal) => call('openConflict', { query: { copy: conflict.copy }, signal }));
  const keep = useConsoleAction((call, choice: ConflictResolution['keep']) => call('resolveConflict', { body: { copy: conflict.copy, keep: choice } }), {
    show,
    // The answer is the status afterwards: it replaces the tab's.
    refresh: [],
    failed: 'The conflict could not be resolved. Please try again.',
    done: (status, choice) => {
      queryClient.setQueryData([CONSOLE_KEY, 'sync'], status);
      show('success', choice === 'copy' ? `Kept this server's version of ${conflict.file}; the site serves it now.` : `Kept the remote's version of ${conflict.file}; the copy was removed.`);
      onResolved();
    },
  });

  if (isPending) return <Spinner label="Loading both versions" />;
  if (error) return <p role="alert" className="mt-3 text-red-700">{errorBody(error)?.message ?? 'The two versions could not be loaded.'}</p>;
  const sides = [
    { keep: 'served' as const, title: "The remote's version (served now)", text: data.served, bytes: data.servedBytes },
    { keep: 'copy' as const, title: "This server's version", text: data.kept, bytes: data.keptBytes },
  ];
  return (
    <div className="mt-3 grid gap-3 md:grid-cols-2">
      {sides.map((side) => (
        <section key={side.keep} aria-label={side.title} className="flex min-w-0 flex-col rounded-lg border border-slate-200">
          <h4 className="border-b border-slate-200 bg-slate-50 px-3 py-2 font-medium text-slate-900">{side.title}</h4>
          {side.bytes === null ? (
            <p className="p-3 text-slate-700">The file is gone from the served side.</p>
          ) : data.binary ? (
            <p className="p-3 text-slate-700">Not text ({side.bytes.toLocaleString('en-US')} bytes): open the files to compare them.</p>
          ) : (
            <pre tabIndex={0} className="max-h-80 overflow-auto p-3 text-xs whitespace-pre-wrap break-words text-slate-900">
              {side.text}
            </pre>
          )}
          <div className="mt-auto border-t border-slate-200 p-2">
            <button type="button" className={secondaryButtonClass} disabled={keep.pending} onClick={() => void keep.run(side.keep)}>
              Keep this one<span className="sr-only"> ({side.title})</span>
            </button>
          </div>
        </section>
      ))}
    </div>
  );
}
