// `npm run dev` as a developer uses it, on a copy of the sources in a temp folder: it builds and
// serves, saying what the build does; an edit to a page rebuilds the client and restarts the
// server, and a reload shows it.
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/in-process-app';
import { spawnInGroup, stopGroup } from '../support/process-group';
import { parseLogLines } from '../support/server-process';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';

let root: string;
let site: TempSite;
let dev: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-dev-'));
  for (const item of ['src', 'server', 'templates', 'public', 'scripts', 'esbuild.config.mjs', 'package.json', 'package-lock.json']) {
    await cp(path.join(REPO_ROOT, item), path.join(root, item), { recursive: true });
  }
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  site = await createTempSite();
});
afterAll(async () => {
  // The dev loop and every server it started end together.
  if (dev) await stopGroup(dev);
  await rm(root, { recursive: true, force: true });
  await site.cleanup();
});

/** The port of the newest server the dev loop started. */
const latestPort = () => parseLogLines(output).filter((line) => line.event === 'start').at(-1)?.port as number | undefined;
const starts = () => parseLogLines(output).filter((line) => line.event === 'start').length;

describe('npm run dev', () => {
  it('rebuilds the client and restarts the server when a source file changes', async () => {
    dev = spawnInGroup(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, ENV_FILE: '', PORT: '0', HOST: '127.0.0.1', CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: 'dev loop password' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.on('data', (chunk) => (output += chunk));
    dev.stderr!.on('data', (chunk) => (output += chunk));
    await waitFor(async () => starts() === 1, 60_000);
    // A build says what it is doing, a line per step, so a long first build never looks hung.
    for (const step of ['bundling the browser code, the stylesheet and the server at once', 'browser code bundled (', 'stylesheet built (', 'server and commands bundled (', 'browser chunks finished (', 'done in ']) {
      expect(output).toContain(`build: ${step}`);
    }
    const before = await (await fetch(`http://127.0.0.1:${latestPort()}/privacy`)).text();
    expect(before).toContain('Privacy Policy');
    // A page is rendered by the server alone (decision 102): the rebuild shows in dist/'s stamp.
    const builtBefore = await readFile(path.join(root, 'dist/build-stamp'), 'utf8');

    const page = path.join(root, 'src/pages/privacy-page.tsx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('What the forms collect', 'What the forms gather (edited in dev)'));
    await waitFor(async () => starts() === 2, 60_000);
    const after = await (await fetch(`http://127.0.0.1:${latestPort()}/privacy`)).text();
    expect(after).toContain('What the forms gather (edited in dev)');
    expect(await readFile(path.join(root, 'dist/build-stamp'), 'utf8')).not.toBe(builtBefore);
    expect(output).toContain('dev: src/pages/privacy-page.tsx changed; building');
  }, 150_000);
});
