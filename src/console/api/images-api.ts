// The console's image calls: upload a file's bytes beside a post, and list the images already
// there. The upload sends the File itself as the body (not JSON), with the bearer.
import { ApiRequestError } from '../../lib/api/api-client';
import type { ContentImage, UploadedImage } from '../../lib/api/admin-images';
import { adminRequest } from './admin-request';

const imagesPath = (post: string) => `/api/admin/images?post=${encodeURIComponent(post)}`;

export function listImages(token: string, post: string, signal?: AbortSignal): Promise<ContentImage[]> {
  return adminRequest(token, imagesPath(post), { signal });
}

export async function uploadImage(token: string, post: string, file: File): Promise<UploadedImage> {
  const response = await fetch(`${imagesPath(post)}&name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  const raw = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    // Not JSON (a proxy's own page): the status says enough.
  }
  if (!response.ok) throw new ApiRequestError(response.status, `${response.status}: ${raw || response.statusText}`, body);
  return body as UploadedImage;
}
