// The one way Folio runs git: spawn one command and answer its stdout. Commits, history reads,
// the write journal and sync all come through here. Git is run directly rather than through a
// wrapper library because sync needs stdin (update-index --index-info), per-command author and
// committer variables (commit-tree), a hard time limit on network commands, and the operator's
// own GIT_SSH_COMMAND. Every argument comes from the configuration, from git itself or from a
// value checked before (a slug-derived path, a hash matching COMMIT_PATTERN), never raw from a
// request; paths always follow `--`.
import { spawn } from 'node:child_process';
import type { CommitAuthor } from './commit-identity';

export interface GitRunOptions {
  cwd: string;
  /** Committer (and, unless `env` says otherwise, author) of any commit the command makes. */
  identity?: CommitAuthor;
  env?: Record<string, string>;
  input?: string;
  /** Kills the command after this long (network commands against a hanging remote). */
  timeoutMs?: number;
  /** Exit codes that count as an answer rather than a failure (e.g. 1 for merge-base --is-ancestor). */
  okCodes?: number[];
  /**
   * Let git pack loose objects now and then after a commit (`gc --auto`). Off by default: sync's
   * plumbing works on a private index and must not race a background gc.
   */
  autoGc?: boolean;
}

export class GitCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly stdout: string,
    /** What ended git without an exit code: its time limit, or a signal from another process. */
    readonly ending: 'timed out' | NodeJS.Signals | null = null,
  ) {
    super(`git ${args[0]} failed (${exitCode !== null ? `exit ${exitCode}` : ending === 'timed out' ? 'timed out' : `ended by ${ending ?? 'a signal'}`}): ${firstLines(stderr || stdout) || 'no message'}`);
  }
}

/** Inherited variables that would point git at another repository, index or object store. */
const REDIRECTING = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_NAMESPACE', 'GIT_CEILING_DIRECTORIES'];

/** Another git in the same repository (an editor's, the owner's) holding a lock for a moment. */
const LOCKED = /Unable to create '[^']*\.lock': File exists/;
const LOCK_RETRIES = 20;
const LOCK_WAIT_MS = 100;

/**
 * Runs git once, or again while another git holds the repository's lock: an editor's git
 * integration runs `git status` every few seconds, and a console save that met its lock would
 * fail for nothing. A command refused for a lock has changed nothing, so it is safe to repeat.
 */
export async function runGit(args: string[], options: GitRunOptions): Promise<{ stdout: string; exitCode: number }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runGitOnce(args, options);
    } catch (error) {
      if (!(error instanceof GitCommandError && (LOCKED.test(error.stderr) || endedByStraySignal(error, args))) || attempt === LOCK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
    }
  }
}

/** Commands that change nothing, or end where they started when repeated (`add` of the same paths). */
const REPEATABLE = new Set(['rev-parse', 'add', 'status', 'log', 'show', 'diff', 'ls-files', 'ls-tree', 'cat-file', 'merge-base', 'for-each-ref', 'symbolic-ref']);

/**
 * A command ended by a signal Folio did not send. git runs in a process group of its own, but a
 * signal sent to the server's group (SIGTERM from a supervisor) can reach a child forked in that
 * very moment, before it leaves the group: such a read is simply asked again.
 */
function endedByStraySignal(error: GitCommandError, args: readonly string[]): boolean {
  return error.exitCode === null && error.ending !== 'timed out' && REPEATABLE.has(args[0] ?? '');
}

function runGitOnce(args: string[], options: GitRunOptions): Promise<{ stdout: string; exitCode: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of REDIRECTING) delete env[name];
  Object.assign(env, {
    // English messages, so a rejected push can be told from an unreachable remote.
    LC_ALL: 'C',
    // A server has nobody to type a password or confirm a host key: fail instead of waiting.
    GIT_TERMINAL_PROMPT: '0',
    GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? 'ssh -o BatchMode=yes',
    ...options.env,
  });
  const config = ['core.quotepath=false', 'commit.gpgsign=false', ...(options.autoGc ? [] : ['gc.auto=0'])];
  if (options.identity) config.push(`user.name=${options.identity.name}`, `user.email=${options.identity.email}`);
  const argv = [...config.flatMap((entry) => ['-c', entry]), ...args];

  return new Promise((resolve, reject) => {
    // A process group of its own: Ctrl-C or a signal to the server's group must not cut a commit
    // in half; the server, draining, waits for it (tests stop servers as a group too).
    const child = spawn('git', argv, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const exitCode = timedOut ? null : code;
      if (exitCode === 0 || (exitCode !== null && options.okCodes?.includes(exitCode))) resolve({ stdout, exitCode });
      else reject(new GitCommandError(args, exitCode, stderr, stdout, timedOut ? 'timed out' : signal));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** The command's output without its trailing newline. */
export async function git(args: string[], options: GitRunOptions): Promise<string> {
  return (await runGit(args, options)).stdout.replace(/\n$/, '');
}

/** The first meaningful lines of git's message, without hints or "fatal:" prefixes. */
function firstLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim().replace(/^(fatal|error): /, ''))
    .filter((line) => line && !line.startsWith('hint:'))
    .slice(0, 3)
    .join('; ');
}

/**
 * Hides the password or token of an https://user:token@host remote in anything shown or logged.
 * The scheme starts where a word starts: unanchored, `\w+` would retry from every letter of a
 * long word that is not followed by `://`, which is quadratic in git's output.
 */
export function redactRemote(text: string): string {
  return text.replace(/(?<!\w)(\w+:\/\/)[^/@\s]+@/g, '$1***@');
}
