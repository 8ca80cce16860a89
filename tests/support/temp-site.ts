// A throwaway copy of the demo content made into its own Git repo, plus an empty data folder,
// both under the OS temp folder. Tests write only here, never into the checkout. The demo is
// what the checkout tracks in content/ (scripts/demo-content.mjs): an owner's own files there
// never change a test's result.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyDemoContent } from '../../scripts/demo-content.mjs';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const run = promisify(execFile);

export interface TempSite {
  root: string;
  contentDir: string;
  dataDir: string;
  git: (...args: string[]) => Promise<string>;
  cleanup: () => Promise<void>;
}

export async function createTempSite(): Promise<TempSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-test-'));
  const contentDir = path.join(root, 'content');
  const dataDir = path.join(root, 'data');
  await copyDemoContent(REPO_ROOT, contentDir);
  await keepProvidersLocal(contentDir);
  const git = async (...args: string[]) => (await run('git', ['-C', contentDir, ...args])).stdout;
  await git('init', '-q', '-b', 'main');
  await git('config', 'user.name', 'Folio Tests');
  await git('config', 'user.email', 'tests@folio.invalid');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'Demo content');
  return { root, contentDir, dataDir, git, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** A closed port on this machine: a provider there is unreachable at once. */
export const UNREACHABLE_PROVIDER = 'http://127.0.0.1:9';

/**
 * Tests never reach the internet: the server copies the tutorial's thumbnail from the video
 * provider, so the copy's settings name an unreachable local provider instead (tests that need
 * a reachable one start a fake and say so).
 */
async function keepProvidersLocal(contentDir: string): Promise<void> {
  const file = path.join(contentDir, 'site.yaml');
  const settings = await readFile(file, 'utf8');
  await writeFile(file, settings.replace(/^(\s*thumbnailUrl:\s*)https:\/\/[^/\s]+(\S*)$/m, `$1${UNREACHABLE_PROVIDER}$2`));
}
