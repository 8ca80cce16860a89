// The built server as the scale bench starts it: the process tests/support/server-process.ts
// starts (node dist/server/main.js, same environment, its own process group), but on a port
// chosen beforehand and with no start-up deadline. startServer waits at most 15 s for the
// "serving" line, and learns the port from it; with 10,000 realistic posts on a busy machine,
// and surely with 50,000, the server is not listening by then. Here the bench polls the port
// itself, so "ready" is the moment a post answers, however the server orders its start-up.
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { spawnInGroup, stopGroup } from '../../tests/support/process-group';
import { REPO_ROOT } from '../../tests/support/temp-site';

export interface BenchServer {
  url: string;
  /** The node process itself (spawned directly, no npm or shell between): its RSS is the server's. */
  pid: number;
  /** When the process was spawned (performance.now()). */
  spawnedAt: number;
  /** When the "serving" line came, or null while it has not. */
  servingAt: () => number | null;
  output: () => string;
  /** Resident memory of the server process (VmRSS, Linux /proc), in bytes. */
  rssBytes: () => Promise<number>;
  /** Rejects when the process exits before stop(): the bench stops waiting at once. */
  exited: Promise<never>;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the system's pick, released at once). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `nodeArgs` go before the script (a profile: `--cpu-prof`). */
export async function spawnBenchServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child: ChildProcess = spawnInGroup(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'dist/server/main.js')], {
    cwd: REPO_ROOT,
    // No image warm-up: the bench measures the start and the edits alone (the Lighthouse bench
    // warms a page's images itself, as a visitor before it would have).
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ENV_FILE: '', IMAGE_WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let servingAt: number | null = null;
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    if (servingAt === null && String(chunk).includes('Folio is serving')) servingAt = performance.now();
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  let stopping = false;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code, signal) => !stopping && reject(new Error(`server exited (${code ?? signal}) before the bench stopped it:\n${output.slice(-4000)}`))));
  exited.catch(() => {}); // observed by whoever races it; never an unhandled rejection
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    spawnedAt,
    servingAt: () => servingAt,
    output: () => output,
    rssBytes: async () => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    exited,
    stop: async () => {
      stopping = true;
      await stopGroup(child, 'SIGTERM');
    },
  };
}

/** The status a GET of `url` answers, its body read; 0 while nothing listens. */
export async function answerStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // not listening yet
  }
}
