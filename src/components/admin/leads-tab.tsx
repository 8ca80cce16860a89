// Leads (issue 6, item 7): contact messages or free-template signups, newest first, with a CSV
// export for a spreadsheet or a CRM.
import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '../../lib/dates';
import { Spinner } from '../ui/spinner';
import { downloadLeadsCsv, listLeads, type ContactLead, type LeadKind } from './admin-api';
import { secondaryButtonClass } from './admin-field';
import type { ShowStatus } from './status-banner';

const LABELS: Record<LeadKind, { title: string; empty: string }> = {
  contacts: { title: 'Contact messages', empty: 'No contact messages yet.' },
  signups: { title: 'Template signups', empty: 'No signups yet.' },
};

export function LeadsTab({ token, kind, show }: { token: string; kind: LeadKind; show: ShowStatus }) {
  // Leads arrive while the console is open: each visit to the tab asks again.
  const { data: leads, error, isPending } = useQuery({ queryKey: ['admin', 'leads', kind], queryFn: ({ signal }) => listLeads(token, kind, signal), staleTime: 0 });
  const { title, empty } = LABELS[kind];

  const exportCsv = async () => {
    try {
      await downloadLeadsCsv(token, kind);
    } catch {
      show('error', 'The CSV export failed. Please try again.');
    }
  };

  if (isPending) return <Spinner label={`Loading ${title.toLowerCase()}`} />;
  if (error) return <p role="alert" className="text-red-700">The {title.toLowerCase()} could not be loaded.</p>;
  return (
    <section aria-labelledby={`${kind}-heading`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-heading`} className="text-xl font-semibold text-slate-900">
          {title} <span className="text-base font-normal text-slate-600">({leads.length})</span>
        </h2>
        <button type="button" className={secondaryButtonClass} disabled={leads.length === 0} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      {leads.length === 0 ? (
        <p className="py-12 text-center text-slate-600">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {leads.map((lead) => (
            <li key={lead.id} className="px-4 py-3">
              <p className="font-medium text-slate-900">
                {lead.name}{' '}
                <a className="text-sm font-normal text-brand-700 underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={lead.submitted}>{formatLongDate(lead.submitted)}</time>
                {'service' in lead && (lead as ContactLead).service ? ` · ${(lead as ContactLead).service}` : ''}
              </p>
              {'message' in lead && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{(lead as ContactLead).message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
