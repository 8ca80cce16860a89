// Private preview links of a draft or scheduled post, as the console's endpoints answer them
// (/api/admin/preview-links) and as the preview page reads its post (/api/preview/:token).
import type { Post, PostState } from '../content-types';

/** How long a new link works unless the owner picks another length. */
export const DEFAULT_PREVIEW_TTL_SECONDS = 7 * 24 * 3600;
/** The longest a link may work. */
export const MAX_PREVIEW_TTL_SECONDS = 90 * 24 * 3600;

/** One live link. Its address (`path`, and `url` on SITE_URL) is only in the answer that creates it: the server keeps a hash. */
export interface PreviewLink {
  id: string;
  slug: string;
  createdAt: string;
  expiresAt: string;
  path?: string;
  url?: string;
}

/** What the preview page shows: the post as the site renders it, and why it is not public yet. */
export interface PreviewedPost {
  post: Post;
  state: PostState;
  expiresAt: string;
}

export const PREVIEW_PATH_PREFIX = '/preview/';
export const previewApiPath = (token: string) => `/api/preview/${encodeURIComponent(token)}`;
