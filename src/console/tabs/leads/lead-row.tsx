// One lead in the Messages or Signups tab, with what the privacy page promises its sender: an
// export of everything held about their address, deleting this one, and deleting everything from
// their address (messages and signups alike). Deleting asks first.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { errorBody, isUnauthorized } from '../../../lib/api/api-client';
import type { ContactMessage, Signup } from '../../../lib/api/leads';
import { formatLongDate } from '../../../lib/dates';
import { useConsoleSession } from '../../session/console-session';
import { deleteLead, deleteLeadsFrom, downloadLeadsOf, type LeadKind } from '../../api/leads-api';
import { ADMIN_KEY } from '../../api/use-admin-query';

const smallButton = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
const dangerButton = 'rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function LeadRow({ kind, lead, show }: { kind: LeadKind; lead: ContactMessage | Signup; show: ShowStatus }) {
  const { token, expire } = useConsoleSession();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'none' | 'one' | 'address'>('none');
  const [busy, setBusy] = useState(false);
  const what = kind === 'contacts' ? 'message' : 'signup';

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      show('success', await action());
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'leads'] });
    } catch (failure) {
      if (isUnauthorized(failure)) return expire();
      show('error', errorBody(failure)?.message ?? 'That did not work. Please try again.');
    } finally {
      setBusy(false);
      setConfirm('none');
    }
  };
  const removeOne = () => act(async () => (await deleteLead(token, kind, lead.id), `Deleted the ${what} from ${lead.name}.`));
  const removeAll = () =>
    act(async () => {
      const deleted = await deleteLeadsFrom(token, lead.email);
      return `Deleted everything from ${lead.email}: ${deleted.contacts} message(s) and ${deleted.signups} signup(s).`;
    });
  const exportAll = async () => {
    try {
      await downloadLeadsOf(token, lead.email);
    } catch (failure) {
      if (isUnauthorized(failure)) return expire();
      show('error', 'The export failed. Please try again.');
    }
  };

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
          <button type="button" className={smallButton} aria-label={`Export everything from ${lead.email}`} onClick={() => void exportAll()}>
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
          <button type="button" className={dangerButton} disabled={busy} onClick={() => void (confirm === 'one' ? removeOne() : removeAll())}>
            {busy ? 'Deleting...' : confirm === 'one' ? `Delete ${what}` : 'Delete everything'}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirm('none')}>
            Keep it
          </button>
        </div>
      )}
    </li>
  );
}
