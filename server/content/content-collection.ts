// One collection (posts, projects or templates): items by slug, remembering the file each came
// from. Two files may give one slug (`a.md` and `a/index.md`, `x.md` and `2020-01-01-x.md`, a
// draft that sets `slug: x`); one is served and the others are reported (decision
// 076-an-address-belongs-to-the-file-that-has-it):
// 1. an item nearer to public wins (`standing`: a published post over a scheduled one, the one
//    going public first over a later one, any of them over a draft), so nothing unpublished hides
//    a published post;
// 2. then the file that holds the address keeps it: a file that arrives later is the one refused,
//    and takes over by itself when the holder goes or moves to another slug;
// 3. then, where no file holds it yet (the start, or a holder just gone), `arrivedFirst`: the
//    index's rule for which file was there first, never the order files happened to be read in.
import type { ContentProblem } from '../../src/lib/api/content-problem';

export interface CollectionRules<T> {
  /** How far an item is from being public, lower first (a post: 0 published, its time scheduled, Infinity a draft). */
  standing?: (item: T, now: number) => number;
  /** What an item is, said of a winner that is nearer to public than a loser ("published", "a draft"). */
  stateOf?: (item: T, now: number) => string;
  /** Which of two files that give `slug` was there first (negative: `a`); by the files alone, never by reading order. */
  arrivedFirst?: (a: string, b: string, slug: string) => number;
}

/** Without the index's rule: the file nearest the folder's top, then by path. */
const nearestTop = (a: string, b: string) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0);

export class Collection<T> {
  /** Every file's item, by slug then file; the served one is chosen by `fileOf`. */
  private readonly candidates = new Map<string, Map<string, T>>();
  private readonly slugOfFile = new Map<string, string>();
  /** Slugs that more than one file gives: `duplicates` looks at these alone (/healthz asks on every call). */
  private readonly shared = new Set<string>();
  /** The file serving each shared slug, once one has: it keeps the slug against later files. */
  private readonly holders = new Map<string, string>();
  /** Off while the index is first built: files read in any order, none holds a slug yet (`settle`). */
  private holding = true;
  private readonly standing: (item: T, now: number) => number;
  private readonly arrivedFirst: (a: string, b: string, slug: string) => number;

  constructor(private readonly rules: CollectionRules<T> = {}) {
    this.standing = rules.standing ?? (() => 0);
    this.arrivedFirst = rules.arrivedFirst ?? nearestTop;
  }

  set(file: string, slug: string, item: T): void {
    const before = this.slugOfFile.get(file);
    // An edit keeps the file's place: a holder stays the holder.
    if (before === slug) return void this.candidates.get(slug)!.set(file, item);
    if (before !== undefined) this.removeFile(file);
    let files = this.candidates.get(slug);
    if (!files) this.candidates.set(slug, (files = new Map()));
    // The file serving the slug now holds it against this one.
    else if (this.holding) this.holders.set(slug, this.fileOf(slug)!);
    files.set(file, item);
    this.slugOfFile.set(file, slug);
    if (files.size > 1) this.shared.add(slug);
  }

  removeFile(file: string): void {
    const slug = this.slugOfFile.get(file);
    if (slug === undefined) return;
    this.slugOfFile.delete(file);
    const files = this.candidates.get(slug)!;
    files.delete(file);
    // The next file in line takes over (fileOf): the holder went, or no one is left to hold against.
    if (this.holders.get(slug) === file || files.size < 2) this.holders.delete(slug);
    if (files.size < 2) this.shared.delete(slug);
    if (files.size === 0) this.candidates.delete(slug);
  }

  /** While the index is first built: files are only gathered, and none holds a slug. */
  gather(): void {
    this.holding = false;
    this.holders.clear();
  }

  /** The build is done: each shared slug's winner by the rules holds it from now on. */
  settle(): void {
    this.holding = true;
    for (const slug of this.shared) this.fileOf(slug);
  }

  /** How many slugs are served. */
  get size(): number {
    return this.candidates.size;
  }

  /** The slug a file gives, if it gives one. */
  slugOf(file: string): string | undefined {
    return this.slugOfFile.get(file);
  }

  has(file: string): boolean {
    return this.slugOfFile.has(file);
  }

  /** The file the served item of `slug` comes from. */
  fileOf(slug: string, now = Date.now()): string | undefined {
    const files = this.candidates.get(slug);
    if (!files) return undefined;
    // Nearly every slug has one file: no array, no sort.
    if (files.size === 1) return files.keys().next().value;
    const winner = this.inLine(slug, files, now)[0]!;
    // Served now, so held: a scheduled post that went public keeps its address when the post it beat is published again.
    if (this.holding) this.holders.set(slug, winner);
    return winner;
  }

  get(slug: string): T | undefined {
    const file = this.fileOf(slug);
    return file === undefined ? undefined : this.candidates.get(slug)!.get(file);
  }

  items(): T[] {
    return [...this.candidates.keys()].map((slug) => this.get(slug)!);
  }

  files(): string[] {
    return [...this.slugOfFile.keys()];
  }

  /** One error per file that does not get its slug, naming the file that does and what to do. */
  duplicates(address: (slug: string) => string, now = Date.now()): ContentProblem[] {
    const problems: ContentProblem[] = [];
    for (const slug of this.shared) {
      const files = this.candidates.get(slug)!;
      const winner = this.fileOf(slug, now)!;
      const served = files.get(winner)!;
      for (const file of [...files.keys()].filter((each) => each !== winner).sort()) {
        const item = files.get(file)!;
        const why = this.rules.stateOf && this.standing(served, now) < this.standing(item, now) ? `which is ${this.rules.stateOf(served, now)} (this one is ${this.rules.stateOf(item, now)})` : 'which was there first';
        problems.push({ file, level: 'error', message: `gives the same address (${address(slug)}) as ${winner}, ${why} and keeps it: rename this file, or set slug: in it to another address` });
      }
    }
    return problems;
  }

  /** A shared slug's files, the one to serve first (see the opening comment). */
  private inLine(slug: string, files: Map<string, T>, now: number): string[] {
    const holder = this.holders.get(slug);
    const standings = new Map([...files].map(([file, item]) => [file, this.standing(item, now)]));
    return [...files.keys()].sort((a, b) => standings.get(a)! - standings.get(b)! || Number(b === holder) - Number(a === holder) || this.arrivedFirst(a, b, slug));
  }
}
