// A list of leads in one lowdb JSON file under DATA_DIR. `append` resolves only once the file on
// disk holds the new entry (written to a temp file and renamed over the old one), so an answer of
// success means the lead survives a crash of the process. Concurrent appends are coalesced into
// few writes. One process owns each file: two processes appending to one file would lose writes.
// The file and DATA_DIR are the owner's alone (0600, 0700).
//
// The owner may also edit the file by hand while the server runs (to delete a lead someone asked
// to have removed): before each change the file is read again if it changed on disk since the
// store last wrote it, so a hand deletion is never undone by the next lead. A hand edit that no
// longer reads as JSON is never overwritten: changes are refused until it is repaired.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { LinkInPathError } from '../files/contained-write';
import { SerialQueue } from '../git/serial-queue';
import { ensurePrivateDir } from './private-dir';
import { PrivateJsonFile } from './private-json-file';

export class LeadCollection<T> {
  /** Changes decide what to write one at a time; their writes still overlap and coalesce. */
  private readonly gate = new SerialQueue();
  private writesInFlight = 0;
  /** The file as the store last read or wrote it: size, modification time and inode. */
  private stamp: string | null = null;

  private constructor(
    private readonly db: Low<Record<string, T[]>>,
    private readonly key: string,
    readonly file: string,
  ) {}

  /** Loads the file, or starts empty when it does not exist yet. A damaged file stops start-up: it is never overwritten. */
  static async open<T>(dataDir: string, fileName: string, key: string): Promise<LeadCollection<T>> {
    await ensurePrivateDir(dataDir);
    const file = path.join(dataDir, fileName);
    const adapter = new PrivateJsonFile<Record<string, T[]>>(file);
    await adapter.removeLeftovers();
    const collection = new LeadCollection<T>(new Low<Record<string, T[]>>(adapter, { [key]: [] }), key, file);
    await collection.load();
    return collection;
  }

  /** Adds the item and resolves once it is on disk; on a failed write the item is taken back out and the error is thrown. */
  async append(item: T): Promise<T> {
    await this.change((items) => {
      items.push(item);
      return () => {
        const at = items.indexOf(item);
        if (at !== -1) items.splice(at, 1);
      };
    });
    return item;
  }

  /** Removes every item `matches` picks and resolves once that is on disk; answers what was removed. */
  async remove(matches: (item: T) => boolean): Promise<T[]> {
    let removed: T[] = [];
    await this.change((items) => {
      const before = [...items];
      removed = items.filter(matches);
      if (removed.length === 0) return null;
      const kept = items.filter((item) => !matches(item));
      items.splice(0, items.length, ...kept);
      return () => items.splice(0, items.length, ...before);
    });
    return removed;
  }

  /** The items as last read or written. */
  list(): readonly T[] {
    return this.items();
  }

  /** The items as the file holds them now (read again if it was edited by hand). */
  current(): Promise<readonly T[]> {
    return this.gate.run(async () => {
      if (this.writesInFlight === 0) await this.reloadIfEditedByHand();
      return this.items();
    });
  }

  /**
   * Applies `mutate` to the newest items and writes them. `mutate` answers how to undo itself
   * if the write fails, or null when it changed nothing (then nothing is written).
   */
  private async change(mutate: (items: T[]) => (() => void) | null): Promise<void> {
    const written = await this.gate.run(async () => {
      // While our own writes are landing the file is ours; a hand edit is looked for between them.
      if (this.writesInFlight === 0) await this.reloadIfEditedByHand();
      const undo = mutate(this.items());
      if (!undo) return { done: Promise.resolve() };
      this.writesInFlight += 1;
      const done = this.db.write().then(
        () => this.settle(),
        async (error: unknown) => {
          undo();
          await this.settle();
          throw error;
        },
      );
      return { done };
    });
    await written.done;
  }

  private async settle(): Promise<void> {
    this.writesInFlight -= 1;
    if (this.writesInFlight === 0) this.stamp = await fileStamp(this.file);
  }

  private async reloadIfEditedByHand(): Promise<void> {
    if ((await fileStamp(this.file)) !== this.stamp) await this.load();
  }

  private async load(): Promise<void> {
    this.stamp = await fileStamp(this.file);
    // No file (yet, or deleted by hand): an empty list, never lowdb's default object reused.
    if (this.stamp === null) {
      this.db.data = { [this.key]: [] };
      return;
    }
    try {
      await this.db.read();
    } catch (error) {
      // A link in its place is refused as such (a 409 that names no folder to a visitor).
      if (error instanceof LinkInPathError) throw error;
      throw new Error(`${this.file} could not be read (${(error as Error).message}); repair it or move it aside. Folio will not overwrite it.`);
    }
    if (!Array.isArray(this.db.data[this.key])) throw new Error(`${this.file} has no "${this.key}" list; repair it or move it aside. Folio will not overwrite it.`);
  }

  private items(): T[] {
    return this.db.data[this.key]!;
  }
}

async function fileStamp(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}:${info.ino}` : null;
}

/** Picks the leads sent from one address: addresses compare without regard to letter case or spaces. */
export function sentFrom(email: string): (item: { email: string }) => boolean {
  const wanted = email.trim().toLowerCase();
  return (item) => item.email.trim().toLowerCase() === wanted;
}
