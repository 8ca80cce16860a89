// An append-only list of leads in one lowdb JSON file under DATA_DIR. `append` resolves only
// once the file on disk holds the new entry (lowdb writes a temp file and renames it over the
// old one), so an answer of success means the lead survives a crash of the process. Concurrent
// appends are coalesced into few writes; one process must own each file (STACK-NOTES: two
// processes on one file lose writes). The file and DATA_DIR are the owner's alone (0600, 0700).
import path from 'node:path';
import { Low } from 'lowdb';
import { ensurePrivateDir } from './private-dir';
import { PrivateJsonFile } from './private-json-file';

export class LeadCollection<T> {
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
    const db = new Low<Record<string, T[]>>(adapter, { [key]: [] });
    try {
      await db.read();
    } catch (error) {
      throw new Error(`${file} could not be read (${(error as Error).message}); repair it or move it aside. Folio will not overwrite it.`);
    }
    const items = db.data[key];
    if (!Array.isArray(items)) throw new Error(`${file} has no "${key}" list; repair it or move it aside. Folio will not overwrite it.`);
    return new LeadCollection<T>(db, key, file);
  }

  /** Adds the item and resolves once it is on disk; on a failed write the item is taken back out and the error is thrown. */
  async append(item: T): Promise<T> {
    const items = this.items();
    items.push(item);
    try {
      await this.db.write();
    } catch (error) {
      const at = items.indexOf(item);
      if (at !== -1) items.splice(at, 1);
      throw error;
    }
    return item;
  }

  list(): readonly T[] {
    return this.items();
  }

  private items(): T[] {
    return this.db.data[this.key]!;
  }
}
