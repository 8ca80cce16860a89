// One log line for a burst of similar events (folders a pull adds or removes, by the thousand):
// counts are added up as they come, and written once none has come for a while.

export class BurstSummary<K extends string> {
  private folders: string[] = [];
  private counts = {} as Record<K, number>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly quietMs: number,
    private readonly write: (folders: string[], counts: Record<K, number>) => void,
  ) {}

  /** Adds one folder's counts; a folder whose counts are all 0 is not worth a mention. */
  add(folder: string, counts: Record<K, number>): void {
    if (Object.values<number>(counts).every((count) => count === 0)) return;
    this.folders.push(folder);
    for (const key of Object.keys(counts) as K[]) this.counts[key] = (this.counts[key] ?? 0) + counts[key];
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.quietMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    if (this.folders.length > 0) this.write(this.folders, this.counts);
    this.folders = [];
    this.counts = {} as Record<K, number>;
  }

  /** Stops without writing (the watcher is closing). */
  cancel(): void {
    clearTimeout(this.timer);
  }
}

/** `a/, b/, c/ and 97 more`: the first few folders by name, the rest counted. */
export function nameFolders(folders: string[], shown = 3): string {
  return folders.slice(0, shown).map((folder) => `${folder}/`).join(', ') + (folders.length > shown ? ` and ${folders.length - shown} more` : '');
}
