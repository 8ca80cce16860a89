// Backups of DATA_DIR, the part of a site Git does not hold: leads, the console password's hash,
// sessions, the sync status (docs/decisions/018). An archive is a gzipped tar made by the
// system's tar: `folio-backup.json` (format, time, each file's size and SHA-256) and `data/…`.
// The files are copied first and the copies hashed and archived, so the archive matches its own
// manifest even while the server writes; every store replaces its file by a rename, so a copy is
// always a whole version of it. The image caches are left out: they are rebuilt on demand.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { readWithoutLinks } from '../content/no-follow-read';
import { writeContained } from '../files/contained-write';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { spawn } from 'node:child_process';

const run = promisify(execFile);

export const MANIFEST = 'folio-backup.json';
const FORMAT = 1;
/** Rebuilt on demand, so never archived: resized images and social images (decision 064). */
const REBUILT_FOLDERS = ['image-cache', 'social-images'];
/** Dot files are writers' temp files. */
const SKIPPED = (relative: string) => REBUILT_FOLDERS.some((folder) => relative === folder || relative.startsWith(`${folder}/`)) || path.basename(relative).startsWith('.');

interface Manifest {
  format: number;
  createdAt: string;
  files: { path: string; size: number; sha256: string }[];
}

const sha256 = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');

/** The files of DATA_DIR to archive, relative, sorted. */
async function dataFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !SKIPPED(relative))
    .sort();
}

/** `folio-data-2026-11-23T10-04-05Z.tar.gz` */
export function archiveName(now = new Date()): string {
  return `folio-data-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

/** Writes a dated archive of `dataDir` into `outDir` (mode 0600) and answers its path and files. */
export async function backupDataDir(dataDir: string, outDir: string, now = new Date()): Promise<{ archive: string; files: string[] }> {
  if (!(await stat(dataDir).catch(() => null))?.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder`);
  const staging = await mkdtemp(path.join(tmpdir(), 'folio-backup-'));
  try {
    const files = await dataFiles(dataDir);
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), files: [] };
    for (const relative of files) {
      const copy = path.join(staging, 'data', relative);
      await mkdir(path.dirname(copy), { recursive: true, mode: 0o700 });
      await copyFile(path.join(dataDir, relative), copy);
      manifest.files.push({ path: relative, size: (await stat(copy)).size, sha256: await sha256(copy) });
    }
    await mkdir(path.join(staging, 'data'), { recursive: true, mode: 0o700 });
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(outDir, { recursive: true, mode: 0o700 });
    const archive = path.join(outDir, archiveName(now));
    const partial = `${archive}.partial`;
    // Created 0600 before a byte is written: the archive holds the password hash and the leads.
    const tar = spawn('tar', ['--create', '--gzip', '--file=-', '--owner=0', '--group=0', '-C', staging, MANIFEST, 'data'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    tar.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise<number | null>((resolve) => tar.once('close', resolve));
    await pipeline(tar.stdout, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    if ((await exited) !== 0) {
      await rm(partial, { force: true });
      throw new Error(`tar failed: ${errors.trim()}`);
    }
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return { archive, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks an archive into `dataDir`, which must be missing or empty: a restore never mixes two
 * sites' data. The archive is listed first and refused unless it holds only the manifest and
 * plain files and folders under data/ (a symbolic link, hard link or device is named, never
 * read); every file is checked against the manifest before anything lands in `dataDir`, and is
 * written there by the contained writer, which never follows a link.
 */
export async function restoreDataDir(archive: string, dataDir: string): Promise<{ files: string[]; createdAt: string }> {
  const existing = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new Error(`DATA_DIR ${dataDir} is not empty; restore only into an empty folder (move this one aside first)`);
  await refuseUnsafeMembers(archive);
  const unpacked = await mkdtemp(path.join(tmpdir(), 'folio-restore-'));
  try {
    // GNU tar refuses absolute names and '..' by default; owners and modes are not taken from it.
    await run('tar', ['--extract', '--gzip', `--file=${archive}`, '--no-same-owner', '--no-same-permissions', '-C', unpacked]);
    const manifest = await readManifest(archive, unpacked);
    const found = await dataFiles(path.join(unpacked, 'data'));
    const listed = manifest.files.map((file) => file.path).sort();
    if (JSON.stringify(found) !== JSON.stringify(listed)) throw new Error(`${archive} does not hold the files its manifest lists`);
    for (const file of manifest.files) {
      if ((await sha256(path.join(unpacked, 'data', file.path))) !== file.sha256) throw new Error(`${archive} is damaged: ${file.path} does not match its checksum`);
    }
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
    for (const relative of listed) {
      await writeContained(dataDir, relative, await readFile(path.join(unpacked, 'data', relative)), { mode: 0o600, rootName: 'DATA_DIR' });
    }
    return { files: listed, createdAt: String(manifest.createdAt) };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** What tar's verbose listing starts a member's line with: a plain file or a folder. */
const PLAIN_MEMBER = new Set(['-', 'd']);
const MEMBER_KINDS: Record<string, string> = { l: 'a symbolic link', h: 'a hard link', c: 'a device', b: 'a device', p: 'a named pipe', s: 'a socket' };

/**
 * Lists the archive (names, then types, in the same order; names escaped by tar, so one a line)
 * and refuses any member that is not a plain file or folder, or not where a backup puts things.
 * Only the member's name is ever shown: a link's target is not read or printed.
 */
async function refuseUnsafeMembers(archive: string): Promise<void> {
  const list = (verbose: boolean) =>
    run('tar', ['--list', '--gzip', `--file=${archive}`, '--quoting-style=escape', ...(verbose ? ['--verbose'] : [])], { maxBuffer: 64 * 1024 * 1024 })
      .then(({ stdout }) => stdout.split('\n').filter(Boolean))
      .catch(() => {
        throw new Error(`${archive} is not a Folio data backup (it cannot be read as a gzipped tar archive)`);
      });
  const [names, lines] = await Promise.all([list(false), list(true)]);
  if (names.length !== lines.length) throw new Error(`${archive} is not a Folio data backup (its list of files cannot be read)`);
  names.forEach((name, i) => {
    const kind = lines[i]!.charAt(0);
    const clean = name.replace(/\/$/, '');
    if (!PLAIN_MEMBER.has(kind)) {
      throw new Error(`${archive} holds ${clean}, which is ${MEMBER_KINDS[kind] ?? 'not a plain file'}; a Folio backup holds only files and folders, so nothing was restored. Use an archive written by npm run backup.`);
    }
    const parts = clean.split('/');
    if (parts.includes('..') || (clean !== MANIFEST && parts[0] !== 'data')) throw new Error(`${archive} is not a Folio data backup (it holds ${clean}, outside data/)`);
  });
}

/** The manifest, read without following a link; a damaged one is named, never quoted. */
async function readManifest(archive: string, unpacked: string): Promise<Manifest> {
  const notBackup = new Error(`${archive} is not a Folio data backup (no readable ${MANIFEST} of format ${FORMAT})`);
  const text = await readWithoutLinks(unpacked, MANIFEST, MAX_MANIFEST_BYTES).catch(() => {
    throw notBackup;
  });
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw notBackup;
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files)) throw notBackup;
  return manifest as Manifest;
}

/** Far more than the manifest of any DATA_DIR (a line per file). */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
