// Leads: contact messages or free-template signups, newest first, with a CSV export for a
// spreadsheet or a CRM; each lead can be exported or deleted (lead-row.tsx).
import { Spinner } from '../../../components/ui/spinner';
import { downloadLeadsCsv, listLeads, type LeadKind } from '../../api/lead-calls';
import { useConsoleAction } from '../../api/use-console-action';
import { useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { LeadRow } from './lead-row';

const LABELS: Record<LeadKind, { title: string; empty: string }> = {
  contacts: { title: 'Contact messages', empty: 'No contact messages yet.' },
  signups: { title: 'Template signups', empty: 'No signups yet.' },
};

export function LeadsTab({ kind, show }: { kind: LeadKind; show: ShowStatus }) {
  const { data: leads, error, isPending } = useConsoleQuery(['leads', kind], (call, signal) => listLeads(call, kind, signal));
  const { title, empty } = LABELS[kind];
  const exportCsv = useConsoleAction((call) => downloadLeadsCsv(call, kind), { show, refresh: [], failed: () => 'The CSV export failed. Please try again.' });

  if (isPending) return <Spinner label={`Loading ${title.toLowerCase()}`} />;
  if (error) return <p role="alert" className="text-red-700">The {title.toLowerCase()} could not be loaded.</p>;
  return (
    <section aria-labelledby={`${kind}-heading`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-heading`} className="text-xl font-semibold text-slate-900">
          {title} <span className="text-base font-normal text-slate-600">({leads.length})</span>
        </h2>
        <button type="button" className={secondaryButtonClass} disabled={leads.length === 0} onClick={() => void exportCsv.run()}>
          Export CSV
        </button>
      </div>
      {leads.length === 0 ? (
        <p className="py-12 text-center text-slate-600">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {leads.map((lead) => (
            <LeadRow key={lead.id} kind={kind} lead={lead} show={show} />
          ))}
        </ul>
      )}
    </section>
  );
}
