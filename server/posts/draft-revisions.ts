// Draft revisions: the console's unsaved form for an existing post, kept in
// DATA_DIR/draft-revisions/<slug>.json (mode 0600, never in the content repo, never committed),
// one per post, so the owner's typing survives a browser whose storage was cleared or another
// device (decision 093). Bounded: one revision per post (each put replaces it), at most
// MAX_DRAFT_REVISION_BYTES each, and at most `limit` posts' revisions, the oldest removed first.
// A revision goes when its post is saved or deleted (post-routes.ts).
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_DRAFT_REVISION_BYTES, type DraftRevision, type DraftRevisionInput } from '../../src/lib/api/draft-revisions';
import { isSlug } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import { writeFileAtomic } from '../files/atomic-write';
import { ensurePrivateDir } from '../leads/private-dir';

export const DRAFT_REVISIONS_DIR = 'draft-revisions';
/** How many posts may have a draft revision at once. */
export const MAX_DRAFT_REVISIONS = 100;

export class DraftRevisionStore {
  private readonly dir: string;
  /** One change at a time, so the count bound and a put's replace never race. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly limit = MAX_DRAFT_REVISIONS,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.dir = path.join(dataDir, DRAFT_REVISIONS_DIR);
  }

  async get(slug: string): Promise<DraftRevision | null> {
    try {
      const data = JSON.parse(await readFile(this.fileOf(slug), 'utf8')) as DraftRevision;
      return data && typeof data === 'object' && data.slug === slug ? data : null;
    } catch {
      // None, or unreadable (a hand edit, a torn disk): as if none were kept.
      return null;
    }
  }

  /** Keeps `input` as the post's revision; 413 when it is over the bound. */
  put(slug: string, input: DraftRevisionInput): Promise<DraftRevision> {
    const revision: DraftRevision = { slug, ...input, storedAt: this.now().toISOString() };
    const text = JSON.stringify(revision);
    if (Buffer.byteLength(text) > MAX_DRAFT_REVISION_BYTES) {
      throw new ApiError(413, 'draft_too_large', `A draft revision may hold at most ${MAX_DRAFT_REVISION_BYTES / 1024} KB; this one is kept in the browser only. Save the post to keep it.`);
    }
    return this.inTurn(async () => {
      await ensurePrivateDir(this.dir);
      await writeFileAtomic(this.fileOf(slug), text, { mode: 0o600 });
      await this.keepNewest();
      return revision;
    });
  }

  remove(slug: string): Promise<void> {
    return this.inTurn(() => rm(this.fileOf(slug), { force: true }));
  }

  /** Past the bound, the revisions changed longest ago go. */
  private async keepNewest(): Promise<void> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    if (names.length <= this.limit) return;
    const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(this.dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
    dated.sort((a, b) => a.at - b.at);
    await Promise.all(dated.slice(0, names.length - this.limit).map(({ name }) => rm(path.join(this.dir, name), { force: true })));
  }

  private fileOf(slug: string): string {
    // The route checks the slug; checked again where it becomes a path.
    if (!isSlug(slug)) throw new ApiError(400, 'bad_slug', 'A slug has only lowercase letters, numbers and hyphens.');
    return path.join(this.dir, `${slug}.json`);
  }

  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
