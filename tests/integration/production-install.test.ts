// A production install: the built tree (dist/, public/, templates/, package files and the
// command runner) with `npm ci --omit=dev` starts, serves and runs the owner's commands, with no
// esbuild, tsx or other dev dependency. And the runtime dependencies are exactly what the built
// server and commands contain (decision 036) or load from node_modules.
import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parseLogLines } from '../support/server-process';
import { createTempSite, REPO_ROOT } from '../support/temp-site';
import { spawnInGroup, stopGroup } from '../support/process-group';

const run = promisify(execFile);

const BUILD_SCRIPT = '../../esbuild.config.mjs';
interface BuildScript {
  serverBuildOptions: (dist: string) => esbuild.BuildOptions;
}

/** The package a specifier or a path inside it names: `@scope/name/…` → `@scope/name`, `name/…` → `name`. */
function packageName(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

describe('runtime dependencies', () => {
  it('are the packages the built server and commands contain or load, and those loaded from node_modules are among them', async () => {
    const { serverBuildOptions } = (await import(BUILD_SCRIPT)) as BuildScript;
    const result = await esbuild.build({ ...serverBuildOptions(path.join(tmpdir(), 'folio-server-build')), metafile: true, write: false, sourcemap: false, logLevel: 'silent' });
    const bundled = new Set<string>();
    // A file under the first node_modules/ counts as that package, its own dependencies included.
    for (const input of Object.keys(result.metafile!.inputs)) if (input.includes('node_modules/')) bundled.add(packageName(input.split('node_modules/')[1]!));
    // Loaded at run time from node_modules: what the build leaves outside; marked and
    // marked-footnote, which the Markdown worker threads load by path (server/content/markdown-renderer.ts);
    // prismjs, whose languages are required one by one (server/content/highlight-code.ts);
    // and the font files of @fontsource/inter, which the social images read (server/social-images/social-image-maker.ts).
    const loaded = new Set<string>(['marked', 'marked-footnote', 'prismjs', '@fontsource/inter']);
    for (const output of Object.values(result.metafile!.outputs)) {
      for (const imported of output.imports) if (imported.external && !imported.path.startsWith('node:') && !builtinModules.includes(imported.path)) loaded.add(packageName(imported.path));
    }
    expect([...loaded].sort()).toEqual(['@fontsource/inter', '@resvg/resvg-js', 'marked', 'marked-footnote', 'prismjs', 'satori', 'sharp']);

    const { dependencies } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const direct = Object.keys(dependencies);
    expect([...loaded].filter((name) => !direct.includes(name)), 'packages loaded from node_modules that npm ci --omit=dev would not install').toEqual([]);
    expect(direct.filter((name) => !bundled.has(name) && !loaded.has(name)), 'runtime dependencies the server does not use').toEqual([]);
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
      // Its own process group: stopping npm alone would leave its node child serving.
      const server = spawnInGroup('npm', ['start', '--silent'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      server.stdout!.on('data', (chunk) => (output += chunk));
      server.stderr!.on('data', (chunk) => (output += chunk));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
          server.stdout!.on('data', () => {
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
        await stopGroup(server);
      }
      const backup = await run('npm', ['run', '--silent', 'backup', '--', path.join(root, 'backups')], { cwd: app, env });
      expect(backup.stdout).toMatch(/backup: wrote .*folio-data-.*\.tar\.gz/);
    } finally {
      await rm(root, { recursive: true, force: true });
      await site.cleanup();
    }
  }, 300_000);
});
