// Gives a content folder that is a subfolder of a larger repository (the app's checkout) a
// repository of its own, with the history of its files (docs/decisions/041): every commit of the
// larger repository that changed the folder becomes a commit of the new one, with the folder's
// tree as its whole tree and the same author, dates and message — what `git subtree split` does,
// built from plumbing so that it needs nothing beyond git itself (git-subtree is an optional
// package in several distributions). The new repository is made inside the folder, checked out
// at that history, on the larger repository's branch name, ready for `git remote add`. Nothing of
// the larger repository is changed but a temporary ref, removed at the end.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { contentStatus, readContentLayout } from './content-layout';
import { git, runGit } from './git-runner';

/** Refused, with what to do instead, in plain words. */
export class ContentInitRefusal extends Error {}

export interface ContentInitResult {
  /** The larger repository the history was taken from. */
  from: string;
  prefix: string;
  branch: string;
  commits: number;
  head: string;
}

const SPLIT_REF = 'refs/folio-content-init/split';
/**
 * Each commit's header fields, one a line (no name, e-mail or date can hold a newline), then its
 * message as stored; commits end with NUL (`log -z`), which git refuses in a message. A message
 * may hold any other byte (\x1e, \x1f, newlines), so nothing in it is taken for a separator.
 */
const HEADER = ['%H', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI'];

export async function initContentRepo(contentDir: string): Promise<ContentInitResult> {
  const layout = await readContentLayout(contentDir);
  if (!layout) {
    throw new ContentInitRefusal(`${contentDir} is in no Git repository, so there is no history to keep. Make it a repository with: git -C ${contentDir} init && git -C ${contentDir} add -A && git -C ${contentDir} commit -m "Content" (or let the console create one with its first commit).`);
  }
  if (!layout.prefix) {
    throw new ContentInitRefusal(`${contentDir} already is the top folder of its own Git repository: nothing to do. To back it up, add a remote: git -C ${contentDir} remote add origin <url> && git -C ${contentDir} push -u origin HEAD, then set CONTENT_GIT_REMOTE=<url>.`);
  }
  const uncommitted = await contentStatus(contentDir);
  if (uncommitted.length) {
    const named = uncommitted.slice(0, 5).map((entry) => entry.file).join(', ') + (uncommitted.length > 5 ? ` and ${uncommitted.length - 5} more` : '');
    throw new ContentInitRefusal(`${contentDir} has changes that are not committed (${named}). The new repository takes the committed history only: commit them (git -C ${contentDir} add -A . && git -C ${contentDir} commit -m "…") or discard them, then run npm run content:init again.`);
  }
  const top = (args: string[], input?: string, env?: Record<string, string>) => git(args, { cwd: layout.top, input, env });
  const folder = layout.prefix.replace(/\/$/, '');
  const branch = (await top(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')) || 'main';

  // Commits that changed the folder, oldest first, with parents rewritten to that same history.
  // Read as it is (git() would trim a last newline, which may be a message's).
  const log = (await runGit(['log', '-z', '--reverse', '--topo-order', '--parents', `--format=${HEADER.join('%n')}%n%B`, 'HEAD', '--', folder], { cwd: layout.top })).stdout;
  const commits = log
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const lines = record.split('\n');
      const [hash = '', parents = '', authorName = '', authorEmail = '', authorDate = '', committerName = '', committerEmail = '', committerDate = ''] = lines;
      const message = lines.slice(HEADER.length).join('\n');
      return { hash, parents: parents.split(' ').filter(Boolean), authorName, authorEmail, authorDate, committerName, committerEmail, committerDate, message };
    });
  if (commits.length === 0) throw new ContentInitRefusal(`No commit of ${layout.top} holds ${folder}/ yet: commit the content first, then run npm run content:init again.`);

  // The folder's tree in each commit, in one call (a commit that deleted the folder has none).
  const trees = (await top(['cat-file', '--batch-check'], commits.map((commit) => `${commit.hash}:${folder}\n`).join(''))).split('\n');
  const emptyTree = await top(['hash-object', '-t', 'tree', '-w', '--stdin'], '');
  const rewritten = new Map<string, string>();
  let head = '';
  for (const [i, commit] of commits.entries()) {
    const [object = '', type = ''] = (trees[i] ?? '').split(' ');
    const tree = type === 'tree' ? object : emptyTree;
    const parents = commit.parents.flatMap((parent) => (rewritten.has(parent) ? ['-p', rewritten.get(parent)!] : []));
    // The message exactly as stored: commit-tree takes it as it is.
    head = await top(['commit-tree', tree, ...parents, '-F', '-'], commit.message, {
      GIT_AUTHOR_NAME: commit.authorName,
      GIT_AUTHOR_EMAIL: commit.authorEmail,
      GIT_AUTHOR_DATE: commit.authorDate,
      GIT_COMMITTER_NAME: commit.committerName,
      GIT_COMMITTER_EMAIL: commit.committerEmail,
      GIT_COMMITTER_DATE: commit.committerDate,
    });
    rewritten.set(commit.hash, head);
  }
  // The tip's tree must be what is in the folder now, or the new checkout would show changes.
  if ((await top(['rev-parse', `${head}^{tree}`])) !== (await top(['rev-parse', `HEAD:${folder}`]))) {
    throw new ContentInitRefusal(`The history of ${folder}/ could not be rebuilt to match HEAD; nothing was changed.`);
  }

  await top(['update-ref', SPLIT_REF, head]);
  const inside = (args: string[]) => git(args, { cwd: contentDir });
  try {
    await inside(['init', '--quiet', `--initial-branch=${branch}`]);
    try {
      await inside(['fetch', '--quiet', '--no-tags', layout.top, SPLIT_REF]);
      // Moves the new branch to the history and fills the index from it; the files stay as they are.
      await inside(['reset', '--quiet', '--mixed', 'FETCH_HEAD']);
    } catch (error) {
      // Half made: gone again, so the folder is as it was and the command can simply be rerun.
      await rm(path.join(contentDir, '.git'), { recursive: true, force: true });
      throw error;
    }
  } finally {
    await top(['update-ref', '-d', SPLIT_REF]).catch(() => undefined);
  }
  return { from: layout.top, prefix: layout.prefix, branch, commits: commits.length, head: await inside(['rev-parse', 'HEAD']) };
}
