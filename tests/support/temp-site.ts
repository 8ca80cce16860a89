// A throwaway copy of the demo content made into its own Git repo, plus an empty data folder,
// both under the OS temp folder. Tests write only here, never into the checkout. The demo is
// what the checkout tracks in content/ (scripts/demo-content.mjs): an owner's own files there
// never change a test's result. With `layout: 'subfolder'` the content is instead the folder
// content/ of a larger repository, as in a fresh clone of the app (docs/decisions/041).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyDemoContent } from '../../scripts/demo-content.mjs';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const run = promisify(execFile);

export interface TempSite {
  root: string;
  contentDir: string;
  /** The top folder of the repository holding the content: contentDir itself, or the app's folder in the subfolder layout. */
  repoDir: string;
  dataDir: string;
  git: (...args: string[]) => Promise<string>;
  cleanup: () => Promise<void>;
}

export interface TempSiteOptions {
  /**
   * 'own' (the default): the content folder is the top of its own repository. 'subfolder': it is
   * app/content inside a repository at app/ that also holds a few of the app's own files.
   */
  layout?: 'own' | 'subfolder';
}

/** Files standing in for the app's own, beside content/ in the subfolder layout. */
export const APP_FILES: Record<string, string> = {
  'package.json': '{ "name": "folio-in-a-test" }\n',
  'server/app.ts': 'export const app = "the app, not content";\n',
};

export async function createTempSite({ layout = 'own' }: TempSiteOptions = {}): Promise<TempSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-test-'));
  const repoDir = layout === 'subfolder' ? path.join(root, 'app') : path.join(root, 'content');
  const contentDir = layout === 'subfolder' ? path.join(repoDir, 'content') : repoDir;
  const dataDir = path.join(root, 'data');
  await copyDemoContent(REPO_ROOT, contentDir);
  await keepProvidersLocal(contentDir);
  for (const [file, text] of layout === 'subfolder' ? Object.entries(APP_FILES) : []) {
    await mkdir(path.dirname(path.join(repoDir, file)), { recursive: true });
    await writeFile(path.join(repoDir, file), text);
  }
  // Run in contentDir either way: in the subfolder layout git finds the repository above it.
  const git = async (...args: string[]) => (await run('git', ['-C', contentDir, ...args])).stdout;
  await run('git', ['init', '-q', '-b', 'main', repoDir]);
  await git('config', 'user.name', 'Folio Tests');
  await git('config', 'user.email', 'tests@folio.invalid');
  await run('git', ['-C', repoDir, 'add', '-A']);
  await git('commit', '-q', '-m', layout === 'subfolder' ? 'The app and its demo content' : 'Demo content');
  // Retried: a folder a test raced on (upload-folder-race) may still gain an entry while it goes.
  return { root, contentDir, repoDir, dataDir, git, cleanup: () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }) };
}

/** A closed port on this machine: a provider there is unreachable at once. */
export const UNREACHABLE_PROVIDER = 'http://127.0.0.1:9';

/**
 * Tests never reach the internet: the server copies the tutorial's thumbnail from the video
 * provider, so the copy's settings name an unreachable local provider instead. The server refuses
 * that address (not https, loopback: a note on site.yaml) unless a test lets its origin through
 * with CONTENT_FETCH_TEST_ORIGINS; tests that need a reachable provider start a fake and say so.
 */
async function keepProvidersLocal(contentDir: string): Promise<void> {
  const file = path.join(contentDir, 'site.yaml');
  const settings = await readFile(file, 'utf8');
  await writeFile(file, settings.replace(/^(\s*thumbnailUrl:\s*)https:\/\/[^/\s]+(\S*)$/m, `$1${UNREACHABLE_PROVIDER}$2`));
}
