// The Backup tab: whether the content repo is safe on its Git remote — last successful push and
// pull, hand edits and commits not yet in the remote, the last error (and whether it is the
// remote's or this server's), conflicts to resolve — with "Sync now" and "Verify backup".
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Spinner } from '../../../components/ui/spinner';
import type { SyncStatus } from '../../../lib/api/sync-status';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY, useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { BackupCheckPanel } from './backup-check-panel';
import { ConflictReview } from './conflict-review';

type EnabledStatus = Extract<SyncStatus, { enabled: true }>;

export function SyncStatusTab({ show }: { show: ShowStatus }) {
  const queryClient = useQueryClient();
  // Pushes and pulls happen in the background: the tab keeps asking while it is open.
  const { data: status, error, isPending } = useConsoleQuery(['sync'], (call, signal) => call('syncStatus', { signal }), { refetchInterval: 5000 });
  const syncNow = useConsoleAction((call) => call('syncNow'), {
    show,
    // The answer is the status afterwards: it replaces the tab's.
    refresh: [],
    failed: 'Sync could not be started. Please try again.',
    done: (next) => {
      queryClient.setQueryData([CONSOLE_KEY, 'sync'], next);
      if (next.enabled && next.failingSince) show('error', `Sync failed: ${next.lastError?.message ?? 'the remote did not answer'}`);
      else show('success', next.enabled && next.syncing ? 'Sync started; it is still running.' : 'The content is in sync with the remote.');
    },
  });

  if (isPending) return <Spinner label="Checking the backup status" />;
  if (error) return <p role="alert" className="text-red-700">The backup status could not be loaded.</p>;
  if (!status.enabled) {
    return (
      <section aria-labelledby="sync-heading" className="max-w-2xl">
        <h2 id="sync-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Backup
        </h2>
        {status.refused ? (
          // CONTENT_GIT_REMOTE is set, but the server refused to sync where the content sits.
          <p role="alert" className="text-red-700">
            {status.refused}
          </p>
        ) : (
          <p className="text-slate-700">
            Sync with a Git remote is off: the content is committed here only. Set <code>CONTENT_GIT_REMOTE</code> (and{' '}
            <code>CONTENT_WEBHOOK_SECRET</code>) to push every console commit to a remote and pull the changes pushed to it.
          </p>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="sync-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sync-heading" className="text-xl font-semibold text-slate-900">
          Backup
        </h2>
        <button type="button" className={secondaryButtonClass} disabled={syncNow.pending} onClick={() => void syncNow.run()}>
          {syncNow.pending ? 'Syncing…' : 'Sync now'}
        </button>
      </div>
      <Summary status={status} />
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Remote</dt>
        <dd className="font-mono break-all text-slate-900">
          {status.remote}
          {status.branch ? ` (${status.branch})` : ''}
        </dd>
        <dt className="font-medium text-slate-700">Last successful push</dt>
        <dd className="text-slate-900">{status.lastPushAt ? <When iso={status.lastPushAt} /> : 'Never'}</dd>
        <dt className="font-medium text-slate-700">Last successful pull</dt>
        <dd className="text-slate-900">{status.lastPullAt ? <When iso={status.lastPullAt} /> : 'Never'}</dd>
        <dt className="font-medium text-slate-700">Commits not yet pushed</dt>
        <dd className="text-slate-900">{status.unpushedCommits ?? 'Unknown until the remote has been reached'}</dd>
        <dt className="font-medium text-slate-700">Last error</dt>
        <dd className="text-slate-900">
          {status.lastError ? (
            <>
              <span className={status.failingSince ? 'text-red-800' : undefined}>{status.lastError.message}</span>{' '}
              <span className="text-slate-600">
                (<When iso={status.lastError.at} />
                {status.failingSince ? '' : '; resolved since'})
              </span>
            </>
          ) : (
            'None'
          )}
        </dd>
        {status.lastRewrite && (
          <>
            <dt className="font-medium text-slate-700">Remote rewritten</dt>
            <dd className="text-slate-900">
              {status.lastRewrite.message}{' '}
              <span className="text-slate-600">
                (<When iso={status.lastRewrite.at} />)
              </span>
            </dd>
          </>
        )}
      </dl>
      {status.unpushed.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 font-semibold text-slate-900">Waiting to be pushed</h3>
          <ul aria-label="Commits not yet pushed" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {status.unpushed.map((commit) => (
              <li key={commit.hash} className="px-4 py-2">
                <span className="font-mono text-slate-600">{commit.hash.slice(0, 7)}</span> {commit.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {status.conflicts.length > 0 && <ConflictReview conflicts={status.conflicts} show={show} when={formatWhen} />}
      <BackupCheckPanel show={show} when={formatWhen} />
    </section>
  );
}

function Summary({ status }: { status: EnabledStatus }) {
  const amber = 'border-amber-200 bg-amber-50 text-amber-900';
  const failing = status.health === 'degraded' ? 'border-red-200 bg-red-50 text-red-900' : amber;
  const count = status.uncommitted.length;
  let tone: string;
  let text: string;
  if (status.failingSince && status.lastError?.where === 'local') {
    [tone, text] = [failing, `Sync has been failing since ${formatWhen(status.failingSince)} because of something on this server, not the remote: ${status.lastError.message}`];
  } else if (status.failingSince) {
    [tone, text] = [failing, `Sync has been failing since ${formatWhen(status.failingSince)}. Commits are kept here and pushed as soon as the remote answers again.`];
  } else if (count > 0) {
    [tone, text] = [amber, `Not backed up yet: ${status.uncommitted.join(', ')} ${count === 1 ? 'was' : 'were'} changed by hand on this server and ${count === 1 ? 'is' : 'are'} served, but in no commit. The next sync commits and pushes ${count === 1 ? 'it' : 'them'}.`];
  } else if (status.unpushedCommits) {
    [tone, text] = [amber, 'Some commits are waiting to be pushed.'];
  } else if (status.backedUp) {
    [tone, text] = ['border-green-200 bg-green-50 text-green-900', 'Backed up: the remote has every commit made here. Nothing served here is missing from it.'];
  } else {
    [tone, text] = [amber, 'Not confirmed yet: the remote has not been reached since the server started.'];
  }
  return <p className={`mb-4 rounded-lg border px-4 py-3 text-sm ${tone}`}>{text}</p>;
}

/** Local date and time to the second: sync events are minutes apart, not days. */
const formatWhen = (iso: string) => format(new Date(iso), 'MMM d, yyyy, HH:mm:ss');

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}
