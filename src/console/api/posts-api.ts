// The console's post calls: list, create, open, update, delete, history, restore, AI
// suggestions, the preview of a body as the site renders it, and the content problems list.
import type { AdminPostListItem, PostFormat, PostInput, PostPreview, PostSuggestion } from '../../lib/schemas/blog-post';
import type { CommitInfo, DeletedPost, OpenedPost } from '../../lib/api/admin-posts';
import type { ContentProblem } from '../../lib/api/content-problem';
import type { Post } from '../../lib/content-types';
import { adminRequest } from './admin-request';

export function listAdminPosts(token: string, signal?: AbortSignal): Promise<AdminPostListItem[]> {
  return adminRequest(token, '/api/blog', { signal });
}

export function createPost(token: string, post: PostInput): Promise<Post> {
  return adminRequest(token, '/api/blog', { body: post });
}

/** Without a token the call is not made; the error is internal (logged, never shown). */
export const NOT_AUTHENTICATED = 'Not authenticated';

/** What Generate with AI sends: the spec's plain text, and the body as written beside it. */
export interface GenerateRequest {
  /** The body's plain text (spec §7). */
  content: string;
  /** The body as written, from which the built-in analyzer reads headings and paragraphs. */
  source: string;
  format: PostFormat;
}

/** `source: 'built-in'` when no AI provider is configured and the built-in analyzer answered. */
export async function generateSuggestions(token: string, request: GenerateRequest): Promise<PostSuggestion & { source?: 'built-in' }> {
  if (!token) throw new Error(NOT_AUTHENTICATED);
  return adminRequest(token, '/api/blog/generate', { body: request });
}

/** The body as the site would serve it (rendered and sanitized by the server), and what would keep it from being saved. */
export function renderPreview(token: string, post: Pick<PostInput, 'content' | 'format' | 'slug'>, signal?: AbortSignal): Promise<PostPreview> {
  return adminRequest(token, '/api/admin/preview', { body: { content: post.content, format: post.format ?? 'html', slug: post.slug }, signal });
}

const postPath = (slug: string) => `/api/admin/posts/${encodeURIComponent(slug)}`;

export function openPost(token: string, slug: string): Promise<OpenedPost> {
  return adminRequest(token, postPath(slug));
}

export function updatePost(token: string, slug: string, post: PostInput, version: string): Promise<Post> {
  return adminRequest(token, postPath(slug), { method: 'PUT', body: { ...post, version } });
}

export async function deletePost(token: string, slug: string): Promise<void> {
  await adminRequest(token, postPath(slug), { method: 'DELETE' });
}

export function postHistory(token: string, slug: string, signal?: AbortSignal): Promise<CommitInfo[]> {
  return adminRequest(token, `${postPath(slug)}/history`, { signal });
}

export function postChange(token: string, slug: string, commit: string, signal?: AbortSignal): Promise<{ diff: string }> {
  return adminRequest(token, `${postPath(slug)}/history/${commit}`, { signal });
}

export function restorePost(token: string, slug: string, commit: string): Promise<Post> {
  return adminRequest(token, `${postPath(slug)}/restore`, { body: { commit } });
}

export function contentProblems(token: string, signal?: AbortSignal): Promise<ContentProblem[]> {
  return adminRequest(token, '/api/admin/problems', { signal });
}

/** Posts deleted from the content repo; their history and Restore work by slug like any post's. */
export function listDeletedPosts(token: string, signal?: AbortSignal): Promise<DeletedPost[]> {
  return adminRequest(token, '/api/admin/deleted-posts', { signal });
}
