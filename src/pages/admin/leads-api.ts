// The console's lead calls: the stored contact messages and template signups, and their CSV export.
import type { ContactMessage, Signup } from '../../lib/api/leads';
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
