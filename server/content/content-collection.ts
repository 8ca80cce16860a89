// One collection (posts, projects or templates): items by slug, remembering the file each came
// from. Two files may give one slug (`a.md` and `a/index.md`, `My Post.md` and `my-post.md`): the
// choice between them does not depend on which was read first — the file nearest the folder's
// top wins, then the one whose path sorts first — and the other is reported.
import type { ContentProblem } from '../../src/lib/api/content-problem';

const precedes = (a: string, b: string) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0);

export class Collection<T> {
  /** Every file's item, by slug then file; the served one is chosen by `winner`. */
  private readonly candidates = new Map<string, Map<string, T>>();
  private readonly slugOfFile = new Map<string, string>();
  /** Slugs that more than one file gives: `duplicates` looks at these alone (/healthz asks on every call). */
  private readonly shared = new Set<string>();

  set(file: string, slug: string, item: T): void {
    this.removeFile(file);
    let files = this.candidates.get(slug);
    if (!files) this.candidates.set(slug, (files = new Map()));
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
    if (files.size < 2) this.shared.delete(slug);
    if (files.size === 0) this.candidates.delete(slug);
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
  fileOf(slug: string): string | undefined {
    const files = this.candidates.get(slug);
    if (!files) return undefined;
    // Nearly every slug has one file: no array, no sort.
    if (files.size === 1) return files.keys().next().value;
    return [...files.keys()].sort(precedes)[0];
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

  /** One error per file that lost its slug to another. */
  duplicates(address: (slug: string) => string): ContentProblem[] {
    const problems: ContentProblem[] = [];
    for (const slug of this.shared) {
      const files = this.candidates.get(slug)!;
      const [winner, ...others] = [...files.keys()].sort(precedes);
      for (const file of others) {
        problems.push({ file, level: 'error', message: `gives the same address (${address(slug)}) as ${winner}, which is served: rename one of them, or set slug: in this one` });
      }
    }
    return problems;
  }
}
