// A bare Git repository on disk standing in for the content remote (GitHub, Gitea…), seeded with
// a temp site's history, and clones of it for "someone else" (the owner's laptop, a second
// instance). Bare, because a push to a checked-out branch of a non-bare repo is refused.
import { execFile } from 'node:child_process';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TempSite } from './temp-site';

const run = promisify(execFile);

export type GitIn = (...args: string[]) => Promise<string>;

const gitIn =
  (dir: string): GitIn =>
  async (...args) =>
    (await run('git', ['-C', dir, ...args])).stdout;

export interface BareRemote {
  dir: string;
  git: GitIn;
  /** The commit hashes of main, newest first. */
  log: () => Promise<string[]>;
  /** A clone with its own identity (local config of that clone only); null: none, as a server's clone. */
  clone: (name: string, identity?: { name: string; email: string } | null) => Promise<{ dir: string; git: GitIn }>;
  /** Moves the repository away (the remote is unreachable) until `restore`. */
  takeOffline: () => Promise<void>;
  /** Where the repository is while offline (someone else can still push there). */
  offlineDir: string;
  restore: () => Promise<void>;
}

/**
 * Creates `<site.root>/remote.git` holding the site's main branch; with `empty`, holding nothing,
 * as a repository just made on GitHub for the content.
 */
export async function createBareRemote(site: TempSite, { empty = false }: { empty?: boolean } = {}): Promise<BareRemote> {
  const dir = path.join(site.root, 'remote.git');
  const offline = `${dir}.offline`;
  await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir]);
  if (!empty) await site.git('push', '--quiet', dir, 'main:refs/heads/main');
  const git = gitIn(dir);
  return {
    dir,
    git,
    log: async () => (await git('log', '--format=%H', 'main')).split('\n').filter(Boolean),
    clone: async (name, identity = { name: 'Laptop Owner', email: 'laptop@folio.test' }) => {
      const target = path.join(site.root, name);
      await run('git', ['clone', '--quiet', dir, target]);
      const clone = gitIn(target);
      if (identity) {
        await clone('config', 'user.name', identity.name);
        await clone('config', 'user.email', identity.email);
      }
      return { dir: target, git: clone };
    },
    takeOffline: () => rename(dir, offline),
    offlineDir: offline,
    restore: () => rename(offline, dir),
  };
}
