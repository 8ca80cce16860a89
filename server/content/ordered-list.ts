// A list kept in order as its entries change one at a time (issue 28, decision 056): a changed
// entry is taken out and put back where a binary search says, so a hand edit costs a search and
// a move of pointers, not a sort of every post. The order must be total (slugs break ties), so
// that the list is exactly what a full sort of the same entries gives.

export class OrderedList<T extends { slug: string }> {
  private entries: T[] = [];
  private readonly bySlug = new Map<string, T>();
  /** What readers are handed: a copy made once per change, so a list already handed out never moves under its reader. */
  private copy: T[] | null = null;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size(): number {
    return this.entries.length;
  }

  /** The entries in order (the same array until the next change). */
  list(): T[] {
    this.copy ??= this.entries.slice();
    return this.copy;
  }

  get(slug: string): T | undefined {
    return this.bySlug.get(slug);
  }

  /** Puts `entry` where its slug's entry was, in its place in the order; null takes the slug out. */
  set(slug: string, entry: T | null): void {
    const old = this.bySlug.get(slug);
    if (old === entry || (old === undefined && entry === null)) return;
    this.copy = null;
    if (old !== undefined) {
      this.entries.splice(this.positionOf(old), 1);
      this.bySlug.delete(slug);
    }
    if (entry !== null) {
      this.entries.splice(this.lowerBound(entry), 0, entry);
      this.bySlug.set(slug, entry);
    }
  }

  /** Every entry at once, sorted in one pass: for the first build and for bursts of changes. */
  replaceAll(entries: T[]): void {
    this.copy = null;
    this.entries = entries.slice().sort(this.compare);
    this.bySlug.clear();
    for (const entry of this.entries) this.bySlug.set(entry.slug, entry);
  }

  /** The first position whose entry does not come before `entry`. */
  private lowerBound(entry: T): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.entries[middle]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private positionOf(entry: T): number {
    const position = this.lowerBound(entry);
    if (this.entries[position] === entry) return position;
    // Only if an entry's sort fields changed in place after it was filed (they are never meant to).
    return this.entries.indexOf(entry);
  }
}
