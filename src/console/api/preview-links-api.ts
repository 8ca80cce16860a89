// The console's preview link calls: list a post's live links, create one, revoke one.
import type { PreviewLink } from '../../lib/api/preview-links';
import { adminRequest } from './admin-request';

export function listPreviewLinks(token: string, slug: string, signal?: AbortSignal): Promise<PreviewLink[]> {
  return adminRequest(token, `/api/admin/preview-links?slug=${encodeURIComponent(slug)}`, { signal });
}

export function createPreviewLink(token: string, slug: string, expiresInSeconds: number): Promise<PreviewLink> {
  return adminRequest(token, '/api/admin/preview-links', { body: { slug, expiresInSeconds } });
}

export async function revokePreviewLink(token: string, id: string): Promise<void> {
  await adminRequest(token, `/api/admin/preview-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
