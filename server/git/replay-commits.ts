// The pull's rebase: replays the local commits that the remote does not have onto the remote's
// tip, each with its own author, date and message, as `git rebase` would. It is built from
// plumbing on a private index file rather than by running `git rebase`, so the working tree is
// never mid-rebase and a conflict-marked file can never exist: the caller moves CONTENT_DIR from
// the old head to the new one in a single `git reset --keep`.
//
// A file that changed on both sides is a conflict, even where a line merge would succeed (front
// matter merged line by line can be valid YAML and still wrong): the remote's version stays in
// place, this instance's version is committed as a copy under conflicts/ (named by
// server/sync/conflict-copies.ts), and the commit message says so.
//
// A remote whose branch was rewritten (a force push that purged a file, say) keeps its rewrite
// (docs/decisions/042): commits this server knows the remote once held (`published`) are never
// replayed, only the ones made here and never pushed. Plumbing runs at the repository's top, whose
// paths git speaks in; when CONTENT_DIR is a subfolder of it, conflict copies still go to
// CONTENT_DIR/conflicts (docs/decisions/041).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { conflictCopyPath, conflictStamp } from '../sync/conflict-copies';
import type { CommitAuthor } from './commit-identity';
import { fromRepoPath, readContentLayout, toRepoPath, type ContentLayout } from './content-layout';
import { git } from './git-runner';

export interface ReplayOptions {
  /** CONTENT_DIR (the repository's working tree). */
  dir: string;
  local: string;
  remote: string;
  /** Commits the replayed commits (the authors stay those of the local commits). */
  committer: CommitAuthor;
  now: Date;
  /**
   * Everything reachable from this commit was on the remote once (the last remote tip integrated
   * or head pushed); null or undefined: nothing is known. When the remote no longer holds some of
   * it, its branch was rewritten: only commits beyond it are replayed.
   */
  published?: string | null;
}

export interface ReplayedConflict {
  file: string;
  /** Where the local version was kept; null when the local commits deleted the file. */
  copy: string | null;
}

export interface ReplayResult {
  head: string;
  replayed: number;
  conflicts: ReplayedConflict[];
  /** How many local commits the remote once held and holds no more (its branch was rewritten); they are not replayed. */
  dropped: number;
}

interface TreeChange {
  mode: string;
  hash: string;
  status: string;
  file: string;
}

export async function replayLocalCommits({ dir, local, remote, committer, now, published }: ReplayOptions): Promise<ReplayResult> {
  const layout = await readContentLayout(dir);
  if (!layout) throw new Error(`${dir} is not in a Git repository`);
  const gitDir = await git(['rev-parse', '--absolute-git-dir'], { cwd: dir });
  const env = { GIT_INDEX_FILE: path.join(gitDir, 'folio-sync-index') };
  const run = (args: string[], extra: { env?: Record<string, string>; input?: string } = {}) =>
    git(args, { cwd: layout.top, identity: committer, ...extra, env: { ...env, ...extra.env } });

  // Like rebase: merges are flattened and commits whose change the remote already has are dropped.
  let commits = splitLines(await run(['rev-list', '--reverse', '--no-merges', '--right-only', '--cherry-pick', `${remote}...${local}`]));
  // Commits the remote held once and holds no more were taken off it on purpose: not ours to put back.
  const lost = new Set<string>();
  if (published) {
    const unpublished = new Set(splitLines(await run(['rev-list', local, `^${remote}`, `^${published}`])));
    for (const commit of splitLines(await run(['rev-list', local, `^${remote}`]))) if (!unpublished.has(commit)) lost.add(commit);
  }
  if (lost.size) commits = commits.filter((commit) => !lost.has(commit));
  if (commits.length === 0) return { head: remote, replayed: 0, conflicts: [], dropped: lost.size };

  // What the remote changed since the local commits' starting point. After a rewrite that is the
  // last published commit under them (the rewrite's removals count as changes); otherwise the
  // histories' common ancestor, as for rebase.
  const base = await run(lost.size ? ['rev-parse', '--verify', `${commits[0]}^`] : ['merge-base', local, remote]).catch(() => {
    throw new Error(
      layout.prefix
        ? `the repository holding CONTENT_DIR (${layout.top}) and the remote have no history in common: point CONTENT_GIT_REMOTE at that repository's own remote, or give the content a repository of its own (npm run content:init) and clone that`
        : 'the content repo and the remote have no history in common: clone the remote into CONTENT_DIR instead',
    );
  });
  const changedOnRemote = new Set(splitNul(await run(['diff', '--name-only', '-z', '--no-renames', base, remote])));
  const stamp = conflictStamp(now);
  const conflicts = new Map<string, string | null>();

  let head = remote;
  let replayed = 0;
  try {
    // A lock left by a process that died mid-replay; only this queue ever uses this index.
    await rm(`${env.GIT_INDEX_FILE}.lock`, { force: true });
    await run(['read-tree', remote]);
    for (const commit of commits) {
      const entries: string[] = [];
      const conflicted: string[] = [];
      for (const change of parseRawDiff(await run(['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', '--raw', `${commit}^`, commit]))) {
        if (changedOnRemote.has(change.file)) {
          conflicted.push(change.file);
          if (change.status === 'D') {
            if (!conflicts.has(change.file)) conflicts.set(change.file, null);
            continue;
          }
          const copy = copyPath(layout, change.file, stamp);
          conflicts.set(change.file, copy);
          entries.push(`${change.mode} ${change.hash}\t${copy}`);
        } else if (change.status === 'D') {
          // Mode 0 removes the path from the index.
          entries.push(`0 ${'0'.repeat(change.hash.length)}\t${change.file}`);
        } else {
          entries.push(`${change.mode} ${change.hash}\t${change.file}`);
        }
      }
      if (entries.length) await run(['update-index', '-z', '--index-info'], { input: entries.map((entry) => `${entry}\0`).join('') });
      const tree = await run(['write-tree']);
      if (tree === (await run(['rev-parse', `${head}^{tree}`]))) continue;

      const [name = '', email = '', date = '', ...body] = (await run(['log', '-1', '--format=%an%x00%ae%x00%aI%x00%B', commit])).split('\0');
      let message = body.join('\0').trimEnd() || '(no message)';
      // The subject says at once that this commit holds a conflict copy; the original message follows.
      if (conflicted.length) message = `${conflictSubject(conflicted, conflicts)}\n\n${message}\n\n${conflictNote(conflicted, conflicts)}`;
      head = await run(['commit-tree', tree, '-p', head, '-F', '-'], {
        env: { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date },
        input: `${message}\n`,
      });
      replayed += 1;
    }
  } finally {
    await rm(env.GIT_INDEX_FILE, { force: true });
  }
  // Conflicts are reported, like every path Folio shows, relative to CONTENT_DIR.
  const shown = (file: string) => fromRepoPath(layout, file) ?? file;
  return { head, replayed, dropped: lost.size, conflicts: [...conflicts].map(([file, copy]) => ({ file: shown(file), copy: copy && shown(copy) })) };
}

/**
 * Where this server's version of a conflicting file is kept: CONTENT_DIR/conflicts/…. A file of a
 * larger repository outside CONTENT_DIR (the app's code) has no place there, and is the owner's
 * to merge by hand.
 */
function copyPath(layout: ContentLayout, file: string, stamp: string): string {
  const inContent = fromRepoPath(layout, file);
  if (inContent === null) {
    throw new Error(`${file}, outside CONTENT_DIR, changed both in a commit made here and on the remote; sync only settles content files: merge it by hand in ${layout.top} (git pull), then sync again`);
  }
  return toRepoPath(layout, conflictCopyPath(inContent, stamp));
}

function conflictSubject(files: string[], copies: Map<string, string | null>): string {
  const kept = files.filter((file) => copies.get(file));
  if (kept.length === 0) return `Conflict: not deleting ${files.join(', ')}, which also changed on the remote`;
  return `Conflict copy: this server's version of ${kept.join(', ')}, kept beside the remote's`;
}

function conflictNote(files: string[], copies: Map<string, string | null>): string {
  return files
    .map((file) => {
      const copy = copies.get(file);
      return copy
        ? `Folio sync: ${file} also changed on the remote. The remote's version was kept; this commit's version is in ${copy}.`
        : `Folio sync: ${file} also changed on the remote, so this commit's deletion of it was not applied.`;
    })
    .join('\n');
}

/** `git diff-tree -r -z --raw` output: ":oldmode newmode oldhash newhash status\0path\0" per file. */
export function parseRawDiff(output: string): TreeChange[] {
  const parts = output.split('\0');
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, mode = '', , hash = '', status = ''] = parts[i]!.replace(/^:/, '').split(' ');
    changes.push({ mode, hash, status: status.charAt(0), file: parts[i + 1]! });
  }
  return changes;
}

const splitNul = (output: string) => output.split('\0').filter(Boolean);
const splitLines = (output: string) => output.split('\n').filter(Boolean);
