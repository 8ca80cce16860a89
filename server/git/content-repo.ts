// The content repo, and the only code that changes it. Every change goes through one serial
// queue (`exclusive`): the console's writes and restores, and sync's integration of pulled
// commits, so two never interleave. A change of files is journalled, written atomically, committed
// on its own (never `add -A`, never whatever else happens to be staged) and undone if the commit
// fails. The commit identity is passed per command (`-c user.name=…`), so no global or repo
// config is ever touched. It also reads a file's history and recovers from a crash that left
// `index.lock` or a half-done write behind.
//
// CONTENT_DIR may be the top of its own repository or a subfolder of a larger one (the app's own
// checkout, docs/decisions/041). Every path here is relative to CONTENT_DIR either way: git runs
// inside it, pathspecs are relative to it, and what git answers from the repository's top is
// turned back by content-layout.ts. A commit stages and commits only paths inside CONTENT_DIR.
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { CommitInfo } from '../../src/lib/api/admin-posts';
import { removeContained, writeContained, type WrittenFile } from '../files/contained-write';
import type { Logger } from '../logger';
import type { CommitAuthor } from './commit-identity';
import { contentStatus, readContentLayout } from './content-layout';
import { git, GitCommandError, runGit, type GitRunOptions } from './git-runner';
import { SerialQueue } from './serial-queue';
import { recoverInterruptedWrite, type WriteJournal } from './write-journal';

export interface ContentRepoOptions {
  dir: string;
  /** Read at each commit, so a changed setting applies without a restart. */
  author: () => CommitAuthor;
  logger: Logger;
  /** Notes each file change until its commit, so a crash in between is undone at start. */
  journal?: WriteJournal;
  /** How long a lock found at start may take to go away by itself before it counts as stale. */
  lockWaitMs?: number;
}

/** One file written (or, with text null, deleted) as part of a commit. */
export interface FileChange {
  /** Relative to the content folder. */
  file: string;
  /** The new contents (an image's bytes, a post's text); null deletes the file. */
  text: string | Uint8Array | null;
  /** The contents before the change (null: there was no file), put back if the commit fails. */
  previous: string | Uint8Array | null;
  /** Fail with EEXIST rather than replace a file that appeared meanwhile. */
  exclusive?: boolean;
}

/** A commit made by `commitFiles`: its hash, and the size and time of each file written for it. */
export interface CommittedFiles {
  hash: string;
  written: ReadonlyMap<string, WrittenFile>;
}

/** The commit failed; the files were put back as they were. */
export class CommitFailedError extends Error {}

/** A commit-ish the console accepts from a request: a full or abbreviated hash, nothing else. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,40}$/;

const CONTENT_ROOT = { rootName: 'the content folder' };

/**
 * A commit as `log -z` prints it: one field a line (no hash, date, name, e-mail or subject holds
 * a newline), each commit ended by NUL, which git refuses in a message. Nothing a message may
 * hold (\x1e, \x1f) is taken for a separator.
 */
const COMMIT_FORMAT = '--format=%H%n%aI%n%an%n%ae%n%s';

function parseCommit(text: string): CommitInfo {
  const [hash = '', date = '', authorName = '', authorEmail = '', message = ''] = text.split('\n');
  return { hash, date, authorName, authorEmail, message };
}

export class ContentRepo {
  private initialised: boolean | null = null;
  private readonly queue = new SerialQueue();
  private readonly commitListeners = new Set<(hash: string) => void>();

  constructor(private readonly options: ContentRepoOptions) {}

  get dir(): string {
    return this.options.dir;
  }

  /** Who Folio's commits are by, now. */
  identity(): CommitAuthor {
    return this.options.author();
  }

  /** Runs `task` when every change queued before it has finished; nothing else changes the repo meanwhile. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /** Called after each commit, inside the queue: must not wait for it (sync pushes in the background). */
  onCommit(listener: (hash: string) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** At start: note whether the folder is a repo, clear an index.lock a crash left, undo a half-done write. */
  async prepare(): Promise<void> {
    const layout = await readContentLayout(this.dir);
    this.initialised = layout !== null;
    if (!layout) {
      this.options.logger.warn(`git: ${this.options.dir} is not a Git repository; the console will create one with its first post`);
    } else {
      if (layout.prefix) {
        this.options.logger.info(
          `git: CONTENT_DIR is the folder ${layout.prefix} of the repository ${layout.top}; the console commits its changes (only files in ${layout.prefix}) into that repository. To give the content a repository of its own, stop the server and run npm run content:init`,
        );
      }
      await this.recoverStaleLock();
    }
    if (this.options.journal) await recoverInterruptedWrite({ contentDir: this.dir, journal: this.options.journal, unstage: (files) => this.unstage(files), logger: this.options.logger });
  }

  /**
   * Writes the files and commits exactly those files, in one commit; answers the new hash. Call
   * it inside `exclusive`. When a write or the commit fails, every file is put back as it was:
   * a failed write throws its own error, a failed commit CommitFailedError. `written` are files
   * already in the working tree (images held for a post's save) committed with the changes: never
   * written or put back, only unstaged again when the commit fails.
   */
  async commitChanges(changes: FileChange[], message: string, written: readonly string[] = []): Promise<string> {
    return (await this.commitFiles(changes, message, written)).hash;
  }

  /**
   * `commitChanges`, answering also the size and time of each file it wrote, as written: the
   * content index files a console save under them, so that the watcher knows the file on disk
   * is the one it already holds (docs/decisions/052).
   */
  async commitFiles(changes: FileChange[], message: string, written: readonly string[] = []): Promise<CommittedFiles> {
    const files = changes.map((change) => ({ ...change, absolute: this.inside(change.file) }));
    for (const file of written) this.inside(file);
    await this.options.journal?.begin({ files: changes.map(({ file, previous }) => ({ file, previous })) });
    const done: typeof files = [];
    const stamps = new Map<string, WrittenFile>();
    try {
      for (const change of files) {
        // Never through a link (a pushed `posts/<slug>` may be one): LinkInPathError, nothing written.
        if (change.text === null) await removeContained(this.dir, change.file, CONTENT_ROOT);
        else stamps.set(change.file, await writeContained(this.dir, change.file, change.text, { ...CONTENT_ROOT, exclusive: change.exclusive }));
        done.push(change);
      }
    } catch (error) {
      await this.putBack(done);
      await this.options.journal?.end();
      throw error;
    }
    try {
      const hash = await this.commit([...changes.map((change) => change.file), ...written], message);
      await this.options.journal?.end();
      return { hash, written: stamps };
    } catch (error) {
      // `commit` has put the staging of these files back as it was.
      await this.putBack(files);
      await this.options.journal?.end();
      // The reason is in the line itself: a log read by its messages alone still says why.
      const reason = error instanceof Error ? error.message : String(error);
      this.options.logger.error(`git: commit of ${changes.map((change) => change.file).join(', ')} failed (${reason}); the files were put back`, error);
      throw new CommitFailedError(`commit of ${changes.map((change) => change.file).join(', ')} failed`, { cause: error });
    }
  }

  private async putBack(files: (FileChange & { absolute: string })[]): Promise<void> {
    for (const change of files) {
      if (change.previous === null) await removeContained(this.dir, change.file, CONTENT_ROOT);
      else await writeContained(this.dir, change.file, change.previous, CONTENT_ROOT);
    }
  }

  /** Stages and commits exactly `files` (paths relative to the content dir); answers the new hash. */
  async commit(files: string[], message: string): Promise<string> {
    if (this.initialised === false) {
      await this.git(['init', '--quiet']);
      this.initialised = true;
      this.options.logger.info(`git: created a repository in ${this.options.dir}`);
    }
    // Only files inside CONTENT_DIR, named literally: in a folder of a larger repository, a name
    // like `:(top)package.json` read as pathspec magic would reach the app's own files.
    for (const file of files) this.inside(file);
    const asAuthor = { identity: this.options.author(), autoGc: true, env: { GIT_LITERAL_PATHSPECS: '1' } };
    // `add` stages additions, changes and deletions of these paths only. `--only` commits these
    // paths as they are in the working tree, leaving anything else staged by hand out and staged.
    const before = await this.head();
    const staged = await this.stagedEntries(files);
    const commit = () => this.git(['commit', '--quiet', '--only', '-m', message, '--', ...files], asAuthor);
    try {
      await this.git(['add', '--all', '--', ...files], asAuthor);
      await commit().catch(async (error: unknown) => {
        // Ended by a stray signal (see git-runner): after it wrote the commit, the save is made, and
        // undoing it would leave the working tree differing from the commit; before, nothing was
        // written (git removes its lock on a signal), so it is asked once more.
        const signalled = error instanceof GitCommandError && error.exitCode === null && error.ending !== 'timed out';
        if (!signalled) throw error;
        if ((await this.head()) === before) await commit();
      });
    } catch (error) {
      // A refused commit (an empty author, a hook, a full disk) leaves nothing staged by Folio.
      await this.restoreStaged(files, staged).catch((cause: unknown) => this.options.logger.error(`git: the staging of ${files.join(', ')} could not be put back after a failed commit`, cause));
      throw error;
    }
    const hash = await this.git(['rev-parse', 'HEAD']);
    for (const listener of this.commitListeners) listener(hash);
    return hash;
  }

  /** The commit HEAD names, or null before the first commit. */
  private async head(): Promise<string | null> {
    return this.git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => null);
  }

  /** Those of `files` that differ from HEAD in the working tree (changed, new or deleted). */
  async uncommitted(files: readonly string[]): Promise<string[]> {
    if (files.length === 0) return [];
    // No repository yet: every file there is uncommitted.
    if (this.initialised === false) return (await Promise.all(files.map(async (file) => ((await exists(this.inside(file))) ? [file] : [])))).flat();
    const listed = new Set((await contentStatus(this.dir, files)).map((entry) => entry.file));
    return files.filter((file) => listed.has(file));
  }

  /** The index entries of `files` (`mode hash stage\tpath`, paths from the repository's top). */
  private async stagedEntries(files: string[]): Promise<string[]> {
    const out = await runGit(['ls-files', '--stage', '-z', '--full-name', '--', ...files], { cwd: this.dir, env: { GIT_LITERAL_PATHSPECS: '1' } });
    return out.stdout.split('\0').filter(Boolean);
  }

  /**
   * Puts the index entries of `files` back as `stagedEntries` found them: what `add` staged for a
   * commit that was then refused is taken out again, and a version the owner had staged by hand
   * is staged again. The working tree is the caller's.
   */
  private async restoreStaged(files: string[], entries: readonly string[]): Promise<void> {
    const now = await this.stagedEntries(files);
    const pathOf = (entry: string) => entry.slice(entry.indexOf('\t') + 1);
    const hashLength = (now[0] ?? entries[0] ?? '').split(' ')[1]?.length ?? 40;
    // Mode 0 removes every stage of a path; then the entries of before, stages included, go back.
    const removals = [...new Set([...now, ...entries].map(pathOf))].map((file) => `0 ${'0'.repeat(hashLength)}\t${file}`);
    const layout = await readContentLayout(this.dir);
    await runGit(['update-index', '-z', '--index-info'], { cwd: layout?.top ?? this.dir, input: [...removals, ...entries].map((entry) => `${entry}\0`).join('') });
  }

  /** Undoes the staging of `files` after a failed commit (the working tree is the caller's). */
  async unstage(files: string[]): Promise<void> {
    const hasHead = await this.git(['rev-parse', '--verify', '--quiet', 'HEAD']).then(
      () => true,
      () => false,
    );
    const literal = { env: { GIT_LITERAL_PATHSPECS: '1' } };
    if (hasHead) await this.git(['reset', '--quiet', 'HEAD', '--', ...files], literal).catch(() => undefined);
    else await this.git(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...files], literal).catch(() => undefined);
  }

  /**
   * The commits that touched `file` (or any of `files`: a post's .md and .html, which a format
   * change renames), newest first. Following Git's rename detection is not needed: slugs are
   * file names.
   */
  async history(file: string | readonly string[], limit = 50): Promise<CommitInfo[]> {
    if (!this.initialised) return [];
    const out = await this.git(['log', '-z', `--max-count=${limit}`, COMMIT_FORMAT, '--', ...paths(file)]).catch(() => '');
    return out.split('\0').filter(Boolean).map(parseCommit);
  }

  /** Files under `folder` that commits deleted, newest deletion first, each once, with the deleting commit. */
  async deletions(folder: string, limit = 200): Promise<{ file: string; commit: CommitInfo }[]> {
    if (!this.initialised) return [];
    const out = await this.git(['log', `--max-count=${limit}`, '--diff-filter=D', '--no-renames', '--name-only', '--relative', '-z', COMMIT_FORMAT, '--', folder]).catch(() => '');
    // Each commit, then the names it deleted (the first after a newline), all ended by NUL. Every
    // name lies under `folder/`, which no commit's text starts with (it starts with its hash).
    const found = new Map<string, CommitInfo>();
    let commit: CommitInfo | null = null;
    for (const part of out.split('\0')) {
      const name = part.replace(/^\n/, '');
      if (name.startsWith(`${folder}/`)) {
        if (commit && !found.has(name)) found.set(name, commit);
      } else if (part) {
        commit = parseCommit(part);
      }
    }
    return [...found].map(([file, entry]) => ({ file, commit: entry }));
  }

  /** The commit of `file`'s recent history that `commit` (a hash or its start) names, or null. */
  async findCommit(file: string | readonly string[], commit: string): Promise<CommitInfo | null> {
    if (!COMMIT_PATTERN.test(commit)) return null;
    return (await this.history(file, 500)).find((entry) => entry.hash.startsWith(commit)) ?? null;
  }

  /** The text of `file` at `commit`, or null when the file did not exist there. */
  async fileAt(commit: string, file: string): Promise<string | null> {
    if (!COMMIT_PATTERN.test(commit)) return null;
    return this.output(['show', `${commit}:./${file}`]).catch(() => null);
  }

  /** The text of `file` just before `commit` (in its first parent), or null. */
  async fileBefore(commit: string, file: string): Promise<string | null> {
    if (!COMMIT_PATTERN.test(commit)) return null;
    return this.output(['show', `${commit}^:./${file}`]).catch(() => null);
  }

  /** The patch `commit` made to `file` (or to any of `files`). */
  async diff(commit: string, file: string | readonly string[]): Promise<string> {
    if (!COMMIT_PATTERN.test(commit)) return '';
    return this.output(['show', '--format=', '--no-color', '--no-ext-diff', '--relative', commit, '--', ...paths(file)]).catch(() => '');
  }

  /** The absolute path of a file in the repo; anything outside it, or in .git, is refused. */
  private inside(file: string): string {
    const absolute = path.resolve(this.dir, file);
    const relative = path.relative(this.dir, absolute);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep)[0] === '.git') throw new Error(`refusing to write outside the content folder: ${file}`);
    return absolute;
  }

  private git(args: string[], options: Omit<GitRunOptions, 'cwd'> = {}): Promise<string> {
    return git(args, { cwd: this.dir, ...options });
  }

  /** A command's output exactly as git wrote it (a file's text keeps its last newline). */
  private async output(args: string[]): Promise<string> {
    return (await runGit(args, { cwd: this.dir })).stdout;
  }

  private async recoverStaleLock(): Promise<void> {
    const lock = path.join(await this.git(['rev-parse', '--absolute-git-dir']), 'index.lock');
    const waitMs = this.options.lockWaitMs ?? 2000;
    const started = Date.now();
    // A lock held by a live git command (a hand `git pull` at the same moment) goes away quickly;
    // one that outlives the wait was left by a process that died.
    while (await exists(lock)) {
      if (Date.now() - started >= waitMs) {
        await unlink(lock).catch(() => undefined);
        this.options.logger.warn(`git: removed a stale ${lock} (left by a Git process that did not finish)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function paths(file: string | readonly string[]): string[] {
  return typeof file === 'string' ? [file] : [...file];
}
