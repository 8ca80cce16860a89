// Starts the built server (dist/server/main.js) as a real process on a free loopback port.
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnInGroup, stopGroup } from './process-group';
import { REPO_ROOT } from './temp-site';

export interface LogLine {
  level: string;
  time: string;
  msg: string;
  [field: string]: unknown;
}

export function parseLogLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rssBytes: () => Promise<number>;
  /** Everything the process printed: JSON log lines (and any plain text on stderr). */
  output: () => string;
  /** The log lines' messages, one per line, for matching text as a person reads it. */
  messages: () => string;
  /** The parsed JSON log lines. */
  logEntries: () => LogLine[];
  stop: () => Promise<void>;
  /** Kills the process with a signal (SIGKILL: no chance to clean up) and waits for it to end. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * `appDir` is the app folder whose `dist/server/main.js` runs (default: the checkout). The server
 * finds its dist/, public/ and templates/ beside that file, not in the working directory, which is
 * `appDir` too unless `cwd` names another (where it reads `.env`). A variable given as undefined
 * is left out of the server's environment (ENV_FILE: undefined lets it read that `.env`).
 */
export async function startServer(env: Record<string, string | undefined>, appDir = REPO_ROOT, { cwd = appDir }: { cwd?: string } = {}): Promise<ServerProcess> {
  const child: ChildProcess = spawnInGroup(process.execPath, [path.join(appDir, 'dist/server/main.js')], {
    cwd,
    // ENV_FILE empty: a developer's own .env in the checkout never reaches a test server. No
    // image warm-up unless a test asks: a test's renditions are the ones it asked for.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ENV_FILE: '', IMAGE_WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 15 s:\n${output}`)), 15_000);
    // Removed once the address is read: run on every later chunk, the search over the whole
    // output so far would make a load test's client slower with each line the server logs.
    const findAddress = () => {
      const match = /serving (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', findAddress);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', findAddress);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    rssBytes: async () => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    output: () => output,
    messages: () => parseLogLines(output).map((line) => line.msg).join('\n'),
    logEntries: () => parseLogLines(output),
    kill: (signal) => stopGroup(child, signal),
    stop: () => stopGroup(child, 'SIGTERM'),
  };
}
