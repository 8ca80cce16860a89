// Finding a post from the console's point of view: which file holds a slug, its text as written,
// and which of its versions a commit hash names. The writer (post-service.ts) and the read-only
// history (post-history.ts) both start here, so "not found" means the same thing to both.
import path from 'node:path';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { readWithoutLinks } from '../content/no-follow-read';
import { MAX_CONTENT_FILE_BYTES } from '../content/parse-content-file';
import { COMMIT_PATTERN, type CommitInfo, type ContentRepo } from '../git/content-repo';
import { postFilePath } from './post-file';

/** The formats a console post may be written in, the one it writes first. */
export const POST_FORMATS = ['html', 'md'] as const;

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
  const candidates = [index.postFile(slug), ...POST_FORMATS.map((format) => postFilePath(slug, format))];
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

/** One of the post's versions: only commits from its own history may be shown or restored. */
export async function postVersion(repo: ContentRepo, file: string, commit: string): Promise<CommitInfo> {
  if (!COMMIT_PATTERN.test(commit)) throw new ApiError(400, 'bad_commit', 'A version is named by its commit hash (7 to 40 hex digits).');
  const found = await repo.findCommit(file, commit);
  if (!found) throw new ApiError(404, 'not_found', "That version is not in this post's history.");
  return found;
}
