// Where CONTENT_DIR sits in its Git repository (docs/decisions/041): the top folder of a
// repository of its own (prefix ''), or a subfolder of a larger one — a fresh clone of the app,
// whose content/ is tracked by the app's repository (prefix 'content/'). Folio names every file
// relative to CONTENT_DIR; most git commands take such paths as they are when run inside
// CONTENT_DIR, but `status`, `diff`, `diff-tree` and `update-index` speak in paths from the
// repository's top. The prefix is added and stripped here, in one place.
import { git } from './git-runner';

export interface ContentLayout {
  /** The repository's top folder (CONTENT_DIR itself when the content has its own repository). */
  top: string;
  /** CONTENT_DIR's path from the top, with a trailing slash; '' when it is the top. */
  prefix: string;
}

/** The layout of `dir`, or null when it is in no Git repository (yet). */
export async function readContentLayout(dir: string): Promise<ContentLayout | null> {
  const answer = await git(['rev-parse', '--show-toplevel', '--show-prefix'], { cwd: dir }).catch(() => null);
  if (answer === null) return null;
  const [top = '', prefix = ''] = answer.split('\n');
  return top ? { top, prefix } : null;
}

/** A path from the repository's top as a path in CONTENT_DIR, or null when it lies outside. */
export function fromRepoPath(layout: ContentLayout, repoPath: string): string | null {
  if (!layout.prefix) return repoPath;
  return repoPath.startsWith(layout.prefix) ? repoPath.slice(layout.prefix.length) : null;
}

/** A path in CONTENT_DIR as a path from the repository's top. */
export function toRepoPath(layout: ContentLayout, file: string): string {
  return layout.prefix + file;
}

/** One entry of `git status`, its path relative to CONTENT_DIR. */
export interface ContentStatusEntry {
  /** The two status letters of `git status --porcelain` (`??` for a new file). */
  state: string;
  file: string;
}

/**
 * The uncommitted changes inside CONTENT_DIR (of `files` only, when given) — never those of the
 * rest of a larger repository, which are not the site's to report or commit.
 */
export async function contentStatus(dir: string, files?: readonly string[]): Promise<ContentStatusEntry[]> {
  const layout = await readContentLayout(dir);
  if (!layout) return [];
  const out = await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', ...(files ?? ['.'])], { cwd: dir, env: { GIT_LITERAL_PATHSPECS: '1' } });
  const entries: ContentStatusEntry[] = [];
  for (const entry of out.split('\0')) {
    if (entry.length < 4) continue;
    const file = fromRepoPath(layout, entry.slice(3));
    if (file !== null) entries.push({ state: entry.slice(0, 2), file });
  }
  return entries;
}
