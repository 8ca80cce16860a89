// The lead calls the Messages and Signups tabs make for either kind, and the two that are more
// than one call: the CSV export and everything held about one address, each saved as a file
// download (a link cannot carry the bearer, so they are fetched).
import type { ContactMessage, Signup } from '../../lib/api/leads';
import { saveDownload } from '../../lib/save-download';
import type { ConsoleCall } from './console-api';

export type LeadKind = 'contacts' | 'signups';

export type Lead = ContactMessage | Signup;

/** The stored messages or signups, newest first. */
export function listLeads(call: ConsoleCall, kind: LeadKind, signal?: AbortSignal): Promise<Lead[]> {
  return kind === 'contacts' ? call('listContacts', { signal }) : call('listSignups', { signal });
}

/** Deletes one message or signup. */
export async function deleteLead(call: ConsoleCall, kind: LeadKind, id: string): Promise<void> {
  await (kind === 'contacts' ? call('deleteContact', { params: { id } }) : call('deleteSignup', { params: { id } }));
}

/** The CSV export as a file download, named as the server names it. */
export async function downloadLeadsCsv(call: ConsoleCall, kind: LeadKind): Promise<void> {
  const response = await (kind === 'contacts' ? call('contactsCsv') : call('signupsCsv'));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveDownload(await response.blob(), name);
}

/** Everything held about `email`, saved as a JSON file (for a person who asks what is kept about them). */
export async function downloadLeadsOf(call: ConsoleCall, email: string): Promise<void> {
  const held = await call('leadsOfAddress', { query: { email } });
  saveDownload(new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' }), `leads-${email.toLowerCase().replace(/[^a-z0-9.@+-]/g, '_')}.json`);
}
