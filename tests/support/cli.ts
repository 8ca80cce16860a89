// Runs one of the owner's commands as `npm run <name>` would (node scripts/run-built.mjs …),
// with only the environment given, optional standard input, and its output collected.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './temp-site';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(entry: string, args: string[], options: { env: Record<string, string>; input?: string; cwd?: string }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/run-built.mjs'), entry, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { PATH: process.env.PATH, ENV_FILE: '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
