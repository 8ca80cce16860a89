// "Verify backup": restores the remote into a temp folder on the server, indexes it and compares
// it with what the site serves, then lists what differs. The last result stays shown.
import { useQueryClient } from '@tanstack/react-query';
import type { BackupCheck } from '../../../lib/api/backup-check';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY, useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';

export function BackupCheckPanel({ show, when }: { show: ShowStatus; when: (iso: string) => string }) {
  const queryClient = useQueryClient();
  const { data } = useConsoleQuery(['backup-check'], (call, signal) => call('lastBackupCheck', { signal }));
  const verify = useConsoleAction((call) => call('verifyBackup'), {
    show,
    refresh: [],
    failed: 'The backup could not be verified. Please try again.',
    done: (check) => {
      queryClient.setQueryData([CONSOLE_KEY, 'backup-check'], check);
      if (check.ok) show('success', 'Backup verified: the remote holds everything the site serves.');
      else show('error', check.error ?? `The backup differs from the site in ${check.differences.length} place(s); see the list below.`);
    },
  });

  const check = data && data.checkedAt !== null ? (data as BackupCheck) : null;
  return (
    <section aria-labelledby="verify-heading" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h3 id="verify-heading" className="font-semibold text-slate-900">
          Restore check
        </h3>
        <button type="button" className={secondaryButtonClass} disabled={verify.pending} onClick={() => void verify.run()}>
          {verify.pending ? 'Verifying…' : 'Verify backup'}
        </button>
      </div>
      <p className="mb-2 text-sm text-slate-700">Restores the remote into a temporary folder on the server and compares every post, project, template, image and setting with what the site serves.</p>
      {check ? <CheckResult check={check} when={when} /> : <p className="text-sm text-slate-700">Not verified yet.</p>}
    </section>
  );
}

function CheckResult({ check, when }: { check: BackupCheck; when: (iso: string) => string }) {
  const checked = (
    <>
      checked <time dateTime={check.checkedAt}>{when(check.checkedAt)}</time> in {(check.durationMs / 1000).toFixed(1)} s
    </>
  );
  if (check.error) return <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">Not verified ({checked}): {check.error}</p>;
  if (check.ok) {
    const compared = check.compared!;
    return (
      <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
        The remote holds everything served here: {compared.posts} posts, {compared.projects} projects, {compared.templates} templates, {compared.files} files ({checked}).
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>
        {check.differences.length} difference(s) between the site and the remote ({checked}):
      </p>
      <ul aria-label="Differences from the backup" className="mt-2 list-disc pl-5">
        {check.differences.map((difference) => (
          <li key={`${difference.file}-${difference.problem}`}>
            <span className="font-mono">{difference.file}</span>: {difference.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}
