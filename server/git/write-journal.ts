// A one-entry journal of the repo write in progress, kept in DATA_DIR. A write is: note the file
// and its previous text here → write the file → commit → clear the note. If the process dies in
// between, the next start finds the note and either keeps the write (it was committed) or puts
// the previous text back, so the repo is never left with a half-done change. Only the journalled
// file is touched: hand edits elsewhere in the repo stay as they are.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readWithoutLinks } from '../content/no-follow-read';
import { MAX_CONTENT_FILE_BYTES } from '../content/parse-content-file';
import { writeFileAtomic } from '../files/atomic-write';
import type { Logger } from '../logger';
import { runGit } from './git-runner';

export interface JournalEntry {
  /** Relative to CONTENT_DIR, e.g. posts/a-post.html. */
  file: string;
  /** The file's text before the write; null when it did not exist. */
  previous: string | null;
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
      return JSON.parse(text) as JournalEntry;
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
  const folders = new Set([path.join(contentDir, 'posts')]);
  const absolute = entry && path.resolve(contentDir, entry.file);
  if (absolute) {
    const inside = path.relative(contentDir, absolute);
    if (inside.startsWith('..') || path.isAbsolute(inside) || inside.split(path.sep)[0] === '.git') throw new Error(`write journal names a file outside the content folder: ${entry.file}`);
    folders.add(path.dirname(absolute));
  }
  for (const folder of folders) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (ATOMIC_TEMP.test(name)) await rm(path.join(folder, name), { force: true });
    }
  }
  if (!entry || !absolute) return;
  // Never through a link: a link where our file should be counts as not our write.
  const current = await readWithoutLinks(contentDir, entry.file, MAX_CONTENT_FILE_BYTES).catch(() => null);
  const committed = await runGit(['show', `HEAD:./${entry.file}`], { cwd: contentDir }).then(
    (result) => result.stdout,
    () => null,
  );
  if (current !== committed) {
    if (entry.previous === null) await rm(absolute, { force: true });
    else await writeFileAtomic(absolute, entry.previous);
    await options.unstage([entry.file]);
    logger.warn(`posts: a write to ${entry.file} was interrupted before its commit; the previous version was put back`);
  }
  await journal.end();
}
