// "Verify backup": is everything the site serves really in the content remote? Clones the remote
// into a temp folder, indexes the clone with the same engine as the site, and compares the two:
// every content file the site reads (posts, projects, templates, about, settings, images and
// media) byte for byte, and every post, project and template as served. Only a restore tested
// this way proves the backup; a push that "succeeded" does not. The last result is kept in
// DATA_DIR/backup-check.json for the console and /healthz. When CONTENT_DIR is a folder of a
// larger repository (docs/decisions/041), the remote holds that repository and the clone's same
// folder is what is compared.
import { createHash } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupCheck, BackupDifference } from '../../src/lib/api/backup-check';
import { ContentIndex } from '../content/content-index';
import { classifyContentPath } from '../content/content-paths';
import { writeFileAtomic } from '../files/atomic-write';
import { cloneBranch } from '../git/clone';
import { readContentLayout } from '../git/content-layout';
import { redactRemote } from '../git/git-runner';
import { createLogger } from '../logger';

export type { BackupCheck, BackupDifference };

export const BACKUP_CHECK_FILE = 'backup-check.json';
/** A clone of a content repo is small; one that takes longer is a remote that does not answer. */
const CLONE_TIMEOUT_MS = 120_000;

export interface BackupCheckOptions {
  /** What the site serves: the running index (its contentDir is CONTENT_DIR). */
  served: ContentIndex;
  /** CONTENT_GIT_REMOTE; undefined when none is configured. */
  remote: string | undefined;
  branch: string | undefined;
  publicDir: string;
  dataDir: string;
  now?: () => Date;
}

export async function checkContentBackup(options: BackupCheckOptions): Promise<BackupCheck> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const base = { checkedAt: started.toISOString(), remote: options.remote ? redactRemote(options.remote) : null };
  let result: BackupCheck;
  if (!options.remote) {
    result = { ...base, ok: false, durationMs: 0, compared: null, differences: [], error: 'No remote is configured (CONTENT_GIT_REMOTE), so the content exists only in CONTENT_DIR and there is no backup to verify.' };
  } else {
    const work = await mkdtemp(path.join(tmpdir(), 'folio-verify-'));
    try {
      const clone = path.join(work, 'content');
      const cloned = await cloneBranch({ remote: options.remote, branch: options.branch, into: clone, timeoutMs: CLONE_TIMEOUT_MS });
      if (cloned !== null) {
        result = { ...base, ok: false, durationMs: now().getTime() - started.getTime(), compared: null, differences: [], error: `The remote could not be cloned, so nothing could be compared: ${cloned}` };
      } else {
        const prefix = (await readContentLayout(options.served.contentDir))?.prefix ?? '';
        const cloneContent = path.join(clone, prefix);
        const backup = new ContentIndex({ contentDir: cloneContent, publicDir: options.publicDir, logger: createLogger({ level: 'silent' }) });
        await backup.build();
        const differences = [...(await compareFiles(options.served.contentDir, cloneContent)), ...compareServed(options.served, backup)];
        // The parser workers let go of their copy of the clone's images: each check makes a new index.
        backup.close();
        result = {
          ...base,
          ok: differences.length === 0,
          durationMs: now().getTime() - started.getTime(),
          compared: {
            posts: options.served.listAllPosts().length,
            projects: options.served.listProjects().length,
            templates: options.served.listTemplates().length,
            files: (await contentFiles(options.served.contentDir)).size,
          },
          differences,
          error: null,
        };
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  await writeFileAtomic(path.join(options.dataDir, BACKUP_CHECK_FILE), JSON.stringify(result, null, 2), { mode: 0o600 });
  return result;
}

/** The last check's result, or null when none has run on this DATA_DIR. */
export async function lastBackupCheck(dataDir: string): Promise<BackupCheck | null> {
  const text = await readFile(path.join(dataDir, BACKUP_CHECK_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return JSON.parse(text) as BackupCheck;
  } catch {
    return null;
  }
}

/** Every file the site reads, by path relative to the folder, with its SHA-256. */
async function contentFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // A remote without the folder at all holds none of the files: each is then reported missing.
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const ref = classifyContentPath(relative);
    if (!ref || ref.kind === 'ignored') continue;
    // Links are never followed (the site refuses them too); only regular files count.
    const info = await lstat(path.join(root, relative));
    if (!info.isFile()) continue;
    files.set(relative, createHash('sha256').update(await readFile(path.join(root, relative))).digest('hex'));
  }
  return files;
}

async function compareFiles(servedDir: string, backupDir: string): Promise<BackupDifference[]> {
  const [served, backup] = await Promise.all([contentFiles(servedDir), contentFiles(backupDir)]);
  const differences: BackupDifference[] = [];
  for (const [file, hash] of served) {
    const copy = backup.get(file);
    if (copy === undefined) differences.push({ file, problem: 'missing', detail: 'is served here but is not in the remote' });
    else if (copy !== hash) differences.push({ file, problem: 'differs', detail: 'differs from the copy in the remote' });
  }
  for (const file of backup.keys()) {
    if (!served.has(file)) differences.push({ file, problem: 'extra', detail: 'is in the remote but not here (not pulled yet, or deleted here)' });
  }
  return differences.sort((a, b) => a.file.localeCompare(b.file));
}

/** Posts, projects and templates as served, compared field by field (the files may agree while what is served does not). */
function compareServed(served: ContentIndex, backup: ContentIndex): BackupDifference[] {
  const differences: BackupDifference[] = [];
  const collections = [
    ['post', (index: ContentIndex) => index.listAllPosts().map((post) => index.findPost(post.slug))],
    ['project', (index: ContentIndex) => index.listProjects().map((project) => index.getProject(project.slug))],
    ['template', (index: ContentIndex) => index.listTemplates().map((template) => index.getTemplate(template.slug))],
  ] as const;
  for (const [kind, entries] of collections) {
    const bySlug = (index: ContentIndex) => new Map<string, Record<string, unknown>>(entries(index).flatMap((entry) => (entry ? [[entry.slug, entry as unknown as Record<string, unknown>]] : [])));
    const here = bySlug(served);
    const there = bySlug(backup);
    for (const [slug, entry] of here) {
      const copy = there.get(slug);
      if (!copy) {
        differences.push({ file: `${kind} ${slug}`, problem: 'missing', detail: `the ${kind} "${slug}" is served here but the remote's copy of the site would not serve it` });
        continue;
      }
      const fields = Object.keys({ ...entry, ...copy }).filter((key) => JSON.stringify(entry[key]) !== JSON.stringify(copy[key]));
      if (fields.length) differences.push({ file: `${kind} ${slug}`, problem: 'differs', detail: `the ${kind} "${slug}" would be served differently from the remote (${fields.join(', ')})` });
    }
    for (const slug of there.keys()) {
      if (!here.has(slug)) differences.push({ file: `${kind} ${slug}`, problem: 'extra', detail: `the remote's copy of the site would serve the ${kind} "${slug}", which is not served here` });
    }
  }
  if (JSON.stringify(served.getSettings()) !== JSON.stringify(backup.getSettings())) differences.push({ file: 'settings', problem: 'differs', detail: "the site's settings differ from the remote's" });
  return differences;
}
