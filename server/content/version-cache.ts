// A cache whose entries last as long as one content version: the first read after any change to
// the index (or a scheduled post going live) starts empty. Rendered pages, API answers, the
// feed, the sitemap and the CSP are all cached this way.
export class VersionCache<K, V> {
  private readonly entries = new Map<K, V>();
  private version: number;

  constructor(
    private readonly source: { readonly version: number },
    /** Most entries kept; the oldest goes first. */
    private readonly limit = Infinity,
  ) {
    this.version = source.version;
  }

  get(key: K): V | undefined {
    this.dropIfStale();
    return this.entries.get(key);
  }

  /** Stores a value built at `builtAt` (the version when building began), unless that version has passed. */
  set(key: K, value: V, builtAt = this.source.version): void {
    this.dropIfStale();
    if (builtAt !== this.version) return;
    if (this.entries.size >= this.limit && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  /** The cached value, or the one `build` makes now (and caches). */
  getOrBuild(key: K, build: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    this.set(key, value);
    return value;
  }

  private dropIfStale(): void {
    const current = this.source.version;
    if (current === this.version) return;
    this.entries.clear();
    this.version = current;
  }
}
