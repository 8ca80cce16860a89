// A one-entry journal of the repo write in progress, kept in DATA_DIR. A write is: note the file
// and its previous text here → write the file → commit → clear the note. If the process dies in
// between, the next start finds the note and either keeps the write (it was committed) or puts
// the previous text back, so the repo is never left with a half-done change. Only the journalled
// file is touched: hand edits elsewhere in the repo stay as they are.
import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { removeContained, writeContained, writeFileAtomic } from '../files/contained-write';
import type { Logger } from '../logger';
import { git } from './git-runner';

export interface JournalFile {
  /** Relative to CONTENT_DIR, e.g. posts/a-post.html. */
  file: string;
  /** The file's contents before the write (an image's bytes); null when it did not exist. */
  previous: string | Uint8Array | null;
}

/** The files of one commit in progress. */
export interface JournalEntry {
  files: JournalFile[];
}

export class WriteJournal {
  constructor(private readonly journalFile: string) {}

  static inDataDir(dataDir: string): WriteJournal {
    return new WriteJournal(path.join(dataDir, 'post-write-journal.json'));
  }

  begin(entry: JournalEntry): Promise<void> {
    // It holds a post's previous text, in DATA_DIR, where every file is the owner's alone.
    return writeFileAtomic(this.journalFile, JSON.stringify(entry), { mode: 0o600 });
  }

  end(): Promise<void> {
    return rm(this.journalFile, { force: true });
  }

  async read(): Promise<JournalEntry | null> {
    const text = await readFile(this.journalFile, 'utf8').catch(() => null);
    if (text === null) return null;
    try {
      // Bytes are written as {type: 'Buffer', data: [...]} by JSON.stringify, and read back as bytes.
      const entry = JSON.parse(text, (_key, value: unknown) => (isSerializedBuffer(value) ? Buffer.from(value.data) : value)) as JournalEntry | JournalFile;
      // A journal written before commits could hold several files names just one.
      return 'files' in entry ? entry : { files: [entry] };
    } catch {
      return null; // the journal is written atomically, so this is a damaged disk, not our write
    }
  }
}

/** Temp files of an atomic write (`.name.<12 hex>.tmp`) that never reached their rename. */
const ATOMIC_TEMP = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** What an interrupted write left behind, cleaned up at start (before any new write). */
export async function recoverInterruptedWrite(options: {
  contentDir: string;
  journal: WriteJournal;
  unstage: (files: string[]) => Promise<void>;
  logger: Logger;
}): Promise<void> {
  const { contentDir, journal, logger } = options;
  const entry = await journal.read();
  const files = (entry?.files ?? []).map((item) => ({ ...item, absolute: insideContent(contentDir, item.file) }));
  // Temp files of an atomic write that never reached its rename, beside the files written.
  for (const folder of new Set(['posts', ...files.map((item) => path.dirname(item.file))])) {
    // A folder that is (or sits in) a link is not ours to clean: nothing is removed outside.
    const real = await resolveWithoutLinks(contentDir, folder).catch(() => null);
    if (!real) continue;
    for (const name of await readdir(real).catch(() => [] as string[])) {
      if (ATOMIC_TEMP.test(name)) await rm(path.join(real, name), { force: true });
    }
  }
  if (!entry) return;
  const putBack: string[] = [];
  for (const { file, previous, absolute } of files) {
    // Compared by Git object id, so any size and any bytes compare exactly. A link where our
    // file should be counts as not our write.
    const isFile = (await lstat(absolute).catch(() => null))?.isFile() ?? false;
    const current = isFile ? await git(['hash-object', '--', file], { cwd: contentDir }).catch(() => null) : null;
    const committed = await git(['rev-parse', '--verify', '--quiet', `HEAD:./${file}`], { cwd: contentDir }).catch(() => null);
    if (current === committed) continue;
    if (previous === null) await removeContained(contentDir, file);
    else await writeContained(contentDir, file, previous, { rootName: 'the content folder' });
    putBack.push(file);
  }
  if (putBack.length) {
    await options.unstage(putBack);
    logger.warn(`posts: a write to ${putBack.join(', ')} was interrupted before its commit; the previous version was put back`);
  }
  await journal.end();
}

/** A journalled path, refused when it leaves the content folder or points into .git. */
function insideContent(contentDir: string, file: string): string {
  const absolute = path.resolve(contentDir, file);
  const inside = path.relative(contentDir, absolute);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside) || inside.split(path.sep)[0] === '.git') throw new Error(`write journal names a file outside the content folder: ${file}`);
  return absolute;
}

function isSerializedBuffer(value: unknown): value is { type: 'Buffer'; data: number[] } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data);
}
