// Read-only questions about the content's history that other services ask (preview links, sync's
// report of what it pulled). Paths are relative to CONTENT_DIR, also when it is a subfolder of a
// larger repository (decision 041): git runs inside it, and names come back `--relative`.
import { git } from './git-runner';

/** The newest commit that added (or, with 'D', deleted) `file`; null when none did. */
export async function lastCommitTouching(contentDir: string, file: string, filter: 'A' | 'D'): Promise<string | null> {
  const hash = await git(['log', '-1', '--format=%H', `--diff-filter=${filter}`, '--no-renames', '--', file], { cwd: contentDir }).catch(() => '');
  return hash || null;
}

/** Whether `commit` added `file`. */
export async function commitAdds(contentDir: string, commit: string, file: string): Promise<boolean> {
  const added = await git(['show', '--format=', '--relative', '--name-only', '--diff-filter=A', '--no-renames', commit, '--', file], { cwd: contentDir }).catch(() => '');
  return added.trim() === file;
}

/** How many commits `tip` has that HEAD has not (every one of them without a HEAD yet). */
export async function commitsAhead(dir: string, tip: string | null): Promise<number> {
  if (!tip) return 0;
  const count = await git(['rev-list', '--count', tip, '--not', 'HEAD'], { cwd: dir }).catch(() => git(['rev-list', '--count', tip], { cwd: dir }));
  return Number(count) || 0;
}
