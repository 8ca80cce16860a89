// A production install: the built tree (dist/, public/, templates/, package files and the
// command runner) with `npm ci --omit=dev` starts, serves and runs the owner's commands, with no
// esbuild, tsx or other dev dependency. And the runtime dependencies are exactly what the built
// server and commands import.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseLogLines } from '../support/server-process';
import { createTempSite, REPO_ROOT } from '../support/temp-site';
import { spawn } from 'node:child_process';

const run = promisify(execFile);

/** The packages a built file imports, statically or dynamically (node: built-ins left out). */
function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\("([^"]+)"\)/gm)].map((match) => match[1] ?? match[2] ?? match[3]!);
  return specifiers.filter((name) => !name.startsWith('node:') && !name.startsWith('.')).map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/'));
}

describe('runtime dependencies', () => {
  it('are exactly the packages the built server and commands import', async () => {
    const files = [path.join(REPO_ROOT, 'dist/server/main.js'), ...(await readdir(path.join(REPO_ROOT, 'dist/scripts/cli'))).filter((name) => name.endsWith('.js')).map((name) => path.join(REPO_ROOT, 'dist/scripts/cli', name))];
    const imported = new Set<string>();
    for (const file of files) for (const name of importedPackages(await readFile(file, 'utf8'))) imported.add(name);
    const { dependencies } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect([...imported].sort()).toEqual(Object.keys(dependencies).sort());
  });
});

describe('a production install', () => {
  it('starts and serves with npm ci --omit=dev on a built tree, and runs npm run backup', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-prod-'));
    const site = await createTempSite();
    try {
      const app = path.join(root, 'app');
      await mkdir(path.join(app, 'scripts'), { recursive: true });
      for (const item of ['package.json', 'package-lock.json', 'dist', 'public', 'templates']) await cp(path.join(REPO_ROOT, item), path.join(app, item), { recursive: true });
      await cp(path.join(REPO_ROOT, 'scripts/run-built.mjs'), path.join(app, 'scripts/run-built.mjs'));
      await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, timeout: 240_000 });
      const installed = await readdir(path.join(app, 'node_modules'));
      for (const devOnly of ['esbuild', 'tsx', 'vitest', 'typescript', 'tailwindcss']) expect(installed).not.toContain(devOnly);

      const env = { PATH: process.env.PATH, HOME: root, CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: 'production install password' };
      const server = spawn('npm', ['start', '--silent'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
          server.stdout.on('data', () => {
            const start = parseLogLines(output).find((line) => line.event === 'start');
            if (start) {
              clearTimeout(timer);
              resolve(`http://127.0.0.1:${String(start.port)}`);
            }
          });
          server.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
        });
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const home = await fetch(`${url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('/assets/');
      } finally {
        server.kill('SIGTERM');
      }
      const backup = await run('npm', ['run', '--silent', 'backup', '--', path.join(root, 'backups')], { cwd: app, env });
      expect(backup.stdout).toMatch(/backup: wrote .*folio-data-.*\.tar\.gz/);
    } finally {
      await rm(root, { recursive: true, force: true });
      await site.cleanup();
    }
  }, 300_000);
});
