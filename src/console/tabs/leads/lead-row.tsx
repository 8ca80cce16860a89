// One lead in the Messages or Signups tab, with what the privacy page promises its sender: an
// export of everything held about their address, deleting this one, and deleting everything from
// their address (messages and signups alike). Deleting asks first.
import { useState } from 'react';
import { formatLongDate } from '../../../lib/dates';
import { deleteLead, downloadLeadsOf, type Lead, type LeadKind } from '../../api/lead-calls';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';

const smallButton = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
const dangerButton = 'rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function LeadRow({ kind, lead, show }: { kind: LeadKind; lead: Lead; show: ShowStatus }) {
  const [confirm, setConfirm] = useState<'none' | 'one' | 'address'>('none');
  const what = kind === 'contacts' ? 'message' : 'signup';

  // Deleting one lead or all from the address: either way the confirmation closes afterwards.
  const remove = useConsoleAction(
    async (call, scope: 'one' | 'address') => {
      if (scope === 'one') {
        await deleteLead(call, kind, lead.id);
        return `Deleted the ${what} from ${lead.name}.`;
      }
      const deleted = await call('deleteLeadsOfAddress', { query: { email: lead.email } });
      return `Deleted everything from ${lead.email}: ${deleted.contacts} message(s) and ${deleted.signups} signup(s).`;
    },
    { show, refresh: [[CONSOLE_KEY, 'leads']], failed: 'That did not work. Please try again.', done: (said) => show('success', said) },
  );
  const exportAll = useConsoleAction((call) => downloadLeadsOf(call, lead.email), { show, refresh: [], failed: () => 'The export failed. Please try again.' });

  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {lead.name}{' '}
            <a className="text-sm font-normal text-brand-700 underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={lead.submitted}>{formatLongDate(lead.submitted)}</time>
            {'service' in lead && lead.service ? ` · ${lead.service}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} aria-label={`Export everything from ${lead.email}`} onClick={() => void exportAll.run()}>
            Export data
          </button>
          <button type="button" className={`${smallButton} text-red-700`} aria-label={`Delete the ${what} from ${lead.name}`} onClick={() => setConfirm('one')}>
            Delete
          </button>
          <button type="button" className={`${smallButton} text-red-700`} aria-label={`Delete everything from ${lead.email}`} onClick={() => setConfirm('address')}>
            Delete all from this address
          </button>
        </div>
      </div>
      {'message' in lead && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{lead.message}</p>}
      {confirm !== 'none' && (
        <div role="group" aria-label={confirm === 'one' ? `Confirm deleting the ${what} from ${lead.name}` : `Confirm deleting everything from ${lead.email}`} className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <span>{confirm === 'one' ? `Delete this ${what}? It cannot be brought back.` : `Delete every message and signup from ${lead.email}? They cannot be brought back.`}</span>
          <button type="button" className={dangerButton} disabled={remove.pending} onClick={() => void remove.run(confirm).then(() => setConfirm('none'))}>
            {remove.pending ? 'Deleting...' : confirm === 'one' ? `Delete ${what}` : 'Delete everything'}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirm('none')}>
            Keep it
          </button>
        </div>
      )}
    </li>
  );
}
