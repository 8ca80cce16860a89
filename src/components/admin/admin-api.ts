// The console's calls (spec §7, DESIGN.md §5): the password is traded for a session token once;
// only that token is kept in the browser and sent as a bearer on every console call.
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import type { Post } from '../../lib/content-types';
import type { AdminPostListItem, PostInput, PostSuggestion } from '../../lib/schemas/blog-post';
import { saveDownload } from '../../lib/save-download';
import type { ContactMessage, Signup } from '../../lib/lead-types';

const TOKEN_KEY = 'folio-admin-token';

export const tokenStorage = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: () => {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  },
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function requestSession(password: string): Promise<{ token: string; expiresAt: string }> {
  return apiRequest('/api/admin/session', { body: { password } });
}

/** HEAD /api/blog: true when the server accepts the token, false on 401. */
export async function checkSession(token: string): Promise<boolean> {
  const answer = await apiRequest<Response | null>('/api/blog', { method: 'HEAD', headers: bearer(token), on401: 'return-null' });
  return answer !== null;
}

export async function endSession(token: string): Promise<void> {
  await apiRequest('/api/admin/session', { method: 'DELETE', headers: bearer(token) });
}

export function listAdminPosts(token: string, signal?: AbortSignal): Promise<AdminPostListItem[]> {
  return apiRequest('/api/blog', { headers: bearer(token), signal });
}

export function createPost(token: string, post: PostInput): Promise<Post> {
  return apiRequest('/api/blog', { body: post, headers: bearer(token) });
}

/** Spec §8: without a token the call is not made ('Not authenticated', internal). */
export const NOT_AUTHENTICATED = 'Not authenticated';

export async function generateSuggestions(token: string, content: string): Promise<PostSuggestion> {
  if (!token) throw new Error(NOT_AUTHENTICATED);
  return apiRequest('/api/blog/generate', { body: { content }, headers: bearer(token) });
}

/** The JSON error body of a failed call (spec §7 puts it after "status: "), when there is one. */
export function errorBody(error: unknown): { code?: string; message?: string; fields?: Record<string, string> } | null {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    return JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as { code?: string; message?: string; fields?: Record<string, string> };
  } catch {
    return null;
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** A post as the editor opens it (GET /api/admin/posts/:slug). */
export interface OpenedPost {
  slug: string;
  file: string;
  format: 'md' | 'html';
  version: string;
  post: {
    title: string;
    summary: string;
    content: string;
    tags: string[];
    image: string | null;
    videoUrl: string | null;
    metaTitle: string | null;
    metaDescription: string | null;
    metaKeywords: string | null;
    featured: boolean;
    authorName: string | null;
    publishedAt: string;
  };
}

export interface PostCommit {
  hash: string;
  date: string;
  authorName: string;
  authorEmail: string;
  message: string;
}

export interface ContentProblemItem {
  file: string;
  line?: number;
  field?: string;
  /** error: the file is not served (or its last good version is); note: served, something was guessed. */
  level: 'error' | 'note';
  message: string;
}

const postPath = (slug: string) => `/api/admin/posts/${encodeURIComponent(slug)}`;

export function openPost(token: string, slug: string): Promise<OpenedPost> {
  return apiRequest(postPath(slug), { headers: bearer(token) });
}

export function updatePost(token: string, slug: string, post: PostInput, version: string): Promise<Post> {
  return apiRequest(postPath(slug), { method: 'PUT', body: { ...post, version }, headers: bearer(token) });
}

export async function deletePost(token: string, slug: string): Promise<void> {
  await apiRequest(postPath(slug), { method: 'DELETE', headers: bearer(token) });
}

export function postHistory(token: string, slug: string, signal?: AbortSignal): Promise<PostCommit[]> {
  return apiRequest(`${postPath(slug)}/history`, { headers: bearer(token), signal });
}

export function postChange(token: string, slug: string, commit: string, signal?: AbortSignal): Promise<{ diff: string }> {
  return apiRequest(`${postPath(slug)}/history/${commit}`, { headers: bearer(token), signal });
}

export function restorePost(token: string, slug: string, commit: string): Promise<Post> {
  return apiRequest(`${postPath(slug)}/restore`, { body: { commit }, headers: bearer(token) });
}

export function contentProblems(token: string, signal?: AbortSignal): Promise<ContentProblemItem[]> {
  return apiRequest('/api/admin/problems', { headers: bearer(token), signal });
}

export type { ContactMessage as ContactLead, Signup as SignupLead } from '../../lib/lead-types';

export type LeadKind = 'contacts' | 'signups';

export function listLeads<K extends LeadKind>(token: string, kind: K, signal?: AbortSignal): Promise<K extends 'contacts' ? ContactMessage[] : Signup[]> {
  return apiRequest(`/api/admin/leads/${kind}`, { headers: bearer(token), signal });
}

/** The CSV export as a file download; a link cannot carry the bearer, so it is fetched first. */
export async function downloadLeadsCsv(token: string, kind: LeadKind): Promise<void> {
  const response = await apiRequest<Response>(`/api/admin/leads/${kind}.csv`, { headers: bearer(token) });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveDownload(await response.blob(), name);
}
