// Finding a post from the console's point of view: which file holds a slug, its text as written,
// and which of its versions a commit hash names. The writer (post-service.ts) and the read-only
// history (post-history.ts) both start here, so "not found" means the same thing to both.
import path from 'node:path';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { readWithoutLinks } from '../content/no-follow-read';
import { MAX_CONTENT_FILE_BYTES } from '../content/parse-content-file';
import type { CommitInfo, DeletedPost } from '../../src/lib/api/admin-posts';
import { extensionOfFile, POST_EXTENSIONS, withExtension } from '../../src/lib/post-format';
import { classifyContentPath } from '../content/content-paths';
import { COMMIT_PATTERN, type ContentRepo } from '../git/content-repo';
import { postFilePath } from './post-file';
import { readPostSource } from './post-source';

export function postNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Blog post not found');
}

/** A post file's path, checked: a file outside posts/ is never read or written for the console. */
export function postPath(contentDir: string, file: string): string {
  const postsDir = path.join(contentDir, 'posts');
  const absolute = path.resolve(contentDir, file);
  if (!absolute.startsWith(postsDir + path.sep)) throw new Error(`refusing to touch a post outside ${postsDir}: ${file}`);
  return absolute;
}

/** The file as written, or null when it is missing, a link or not a regular file. */
export async function readPostFile(contentDir: string, file: string): Promise<string | null> {
  postPath(contentDir, file);
  return readWithoutLinks(contentDir, file, MAX_CONTENT_FILE_BYTES).catch(() => null);
}

/** The post's file and text: the file the index serves (it may sit in a subfolder), else posts/<slug>.html or .md. */
export async function findPostFile(index: ContentIndex, slug: string): Promise<{ file: string; text: string } | null> {
  const candidates = [index.postFile(slug), ...POST_EXTENSIONS.map((extension) => postFilePath(slug, extension))];
  for (const file of candidates) {
    const text = file ? await readPostFile(index.contentDir, file) : null;
    if (file && text !== null) return { file, text };
  }
  return null;
}

/** The post's file and text, or the 404 every console endpoint answers for an unknown slug. */
export async function requirePostFile(index: ContentIndex, slug: string): Promise<{ file: string; text: string }> {
  const found = await findPostFile(index, slug);
  if (!found) throw postNotFound();
  return found;
}

/**
 * The paths a post's history spans: its file and the same name with each console format's
 * extension, since changing the format renames `posts/x.html` to `posts/x.md` (or back).
 */
export function postFileVariants(file: string): string[] {
  return [...new Set([file, ...POST_EXTENSIONS.map((extension) => withExtension(file, extension))])];
}

/** One of the post's versions: only commits from its own history (under any of its file names) may be shown or restored. */
export async function postVersion(repo: ContentRepo, file: string, commit: string): Promise<CommitInfo> {
  if (!COMMIT_PATTERN.test(commit)) throw new ApiError(400, 'bad_commit', 'A version is named by its commit hash (7 to 40 hex digits).');
  const found = await repo.findCommit(postFileVariants(file), commit);
  if (!found) throw new ApiError(404, 'not_found', "That version is not in this post's history.");
  return found;
}

/** Posts whose files were deleted from the repo and are not back, newest deletion first. */
export async function deletedPosts(index: ContentIndex, repo: ContentRepo): Promise<DeletedPost[]> {
  const posts = new Map<string, DeletedPost>();
  for (const { file, commit } of await repo.deletions('posts')) {
    const ref = classifyContentPath(file);
    if (ref?.kind !== 'post' || posts.has(ref.slug) || (await findPostFile(index, ref.slug))) continue;
    // A post whose old address is now one of another post's aliases moved (a change of slug, decision 065): it is not deleted.
    if (index.movedTo(`/blog/${ref.slug}`)) continue;
    const last = await repo.fileBefore(commit.hash, file);
    const title = (last && readPostSource(last, extensionOfFile(file))?.fields.title) || ref.slug;
    posts.set(ref.slug, { slug: ref.slug, file, title, deletedAt: commit.date, deletedIn: commit.hash, deletedBy: commit.authorName });
  }
  return [...posts.values()];
}

/**
 * The file of a post as it is now, or, for a post deleted from the repo, where it was (text
 * null): its history and Restore work for both. 404 when the slug was never a post here.
 */
export async function currentOrDeletedPostFile(index: ContentIndex, repo: ContentRepo, slug: string): Promise<{ file: string; text: string | null }> {
  const found = await findPostFile(index, slug);
  if (found) return found;
  const deleted = (await deletedPosts(index, repo)).find((post) => post.slug === slug);
  if (!deleted) throw postNotFound();
  return { file: deleted.file, text: null };
}
