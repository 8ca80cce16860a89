// lowdb's storage for the lead files: JSON that only the owner's account can read (mode 0600), as
// the privacy page promises. lowdb's own JSONFile writes through steno, which creates its temp
// file with the default mode (0644 under the usual umask) and has no way to ask for another, so
// this adapter writes with writeFileAtomic instead. Like steno, it runs one write at a time and
// folds the writes that arrive meanwhile into one write of the newest data, so a burst of leads
// costs few writes and an older snapshot can never land after a newer one.
import { constants } from 'node:fs';
import { chmod, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { writeFileAtomic } from '../files/atomic-write';
import { LinkInPathError } from '../files/contained-write';

export const PRIVATE_FILE_MODE = 0o600;

export class PrivateJsonFile<T> implements Adapter<T> {
  private running: Promise<void> | null = null;
  /** The write that waits for the running one; it takes the newest text when it starts. */
  private queued: Promise<void> | null = null;
  private queuedText = '';

  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      // Never through a link: what it points at is not this site's data (O_NOFOLLOW answers ELOOP).
      const handle = await open(this.file, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        text = await handle.readFile('utf8');
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
        const name = path.basename(this.file);
        throw new LinkInPathError(name, `Nothing was read or written: ${name} in DATA_DIR is a symbolic link, and Folio never follows a link there. Replace it with the file itself (or remove it) and try again.`);
      }
      throw error;
    }
    // A file left readable by an earlier version is closed up when it is opened (where the
    // account may change it; its next write is 0600 in any case).
    await chmod(this.file, PRIVATE_FILE_MODE).catch(() => undefined);
    return JSON.parse(text) as T;
  }

  /** Removes the temp files of writes a killed process never finished (they hold no answered lead). */
  async removeLeftovers(): Promise<void> {
    const dir = path.dirname(this.file);
    const prefix = `.${path.basename(this.file)}.`;
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp')).map((name) => rm(path.join(dir, name), { force: true })));
  }

  write(data: T): Promise<void> {
    const text = JSON.stringify(data, null, 2);
    // A queued write takes the newest text when it starts. Until it has started no other write
    // may begin, even once the running one is done, so the writes land in order.
    if (this.queued) {
      this.queuedText = text;
      return this.queued;
    }
    if (!this.running) return this.start(text);
    this.queuedText = text;
    this.queued = this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<void> {
    this.queued = null;
    return this.start(this.queuedText);
  }

  private start(text: string): Promise<void> {
    const running = writeFileAtomic(this.file, text, { mode: PRIVATE_FILE_MODE, rootName: 'DATA_DIR' }).finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }
}
