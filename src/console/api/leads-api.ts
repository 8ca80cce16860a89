// The console's lead calls: the stored contact messages and template signups, their CSV export,
// deleting them, and everything held about one address.
import type { ContactMessage, LeadsDeleted, LeadsOfAddress, Signup } from '../../lib/api/leads';
import { saveDownload } from '../../lib/save-download';
import { adminRequest } from './admin-request';

export type LeadKind = 'contacts' | 'signups';

export function listLeads<K extends LeadKind>(token: string, kind: K, signal?: AbortSignal): Promise<K extends 'contacts' ? ContactMessage[] : Signup[]> {
  return adminRequest(token, `/api/admin/leads/${kind}`, { signal });
}

/** The CSV export as a file download; a link cannot carry the bearer, so it is fetched first. */
export async function downloadLeadsCsv(token: string, kind: LeadKind): Promise<void> {
  const response = await adminRequest<Response>(token, `/api/admin/leads/${kind}.csv`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveDownload(await response.blob(), name);
}

/** Deletes one message or signup. */
export async function deleteLead(token: string, kind: LeadKind, id: string): Promise<void> {
  await adminRequest(token, `/api/admin/leads/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes every message and signup sent from `email`; answers how many of each. */
export function deleteLeadsFrom(token: string, email: string): Promise<LeadsDeleted> {
  return adminRequest(token, `/api/admin/leads/address?email=${encodeURIComponent(email)}`, { method: 'DELETE' });
}

/** Everything held about `email`, saved as a JSON file (for a person who asks what is kept about them). */
export async function downloadLeadsOf(token: string, email: string): Promise<void> {
  const held = await adminRequest<LeadsOfAddress>(token, `/api/admin/leads/address?email=${encodeURIComponent(email)}`);
  saveDownload(new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' }), `leads-${email.toLowerCase().replace(/[^a-z0-9.@+-]/g, '_')}.json`);
}
