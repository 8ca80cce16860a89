// When each content file was first committed: the date of last resort for a post that names no
// date in its front matter or file name, and, at start, which of two files that give one address
// was there first (`arrival`). Read for the whole repo with one `git log` at start,
// and for one file when a file with no date arrives later. Not a Git repo: no dates, no error.
// Git runs inside CONTENT_DIR and names files relative to it (`--relative`, relative pathspecs),
// so a content folder inside a larger repository (the app's checkout) reads the same.
import { git } from './git-runner';

export class FirstCommitDates {
  private dates = new Map<string, Date>();
  /** Each file's first commit as a place in the history, oldest 0 (`arrival`). */
  private places = new Map<string, number>();

  constructor(private readonly contentDir: string) {}

  /**
   * Reads every file's first commit (the oldest commit that added it) in one pass. A renamed
   * file counts as added by the commit that gave it its name (`--no-renames`), as `get` sees it;
   * parents come before their children (`--topo-order`), whatever dates the commits carry.
   */
  async load(): Promise<void> {
    const log = await this.git(['log', '--reverse', '--topo-order', '--no-renames', '--diff-filter=A', '--relative', '--format=%x01%aI', '--name-only', '-z', '--', '.']);
    const dates = new Map<string, Date>();
    const places = new Map<string, number>();
    for (const [place, entry] of log.split('\x01').slice(1).entries()) {
      const [stamp, ...names] = entry.split(/[\n\0]/).filter(Boolean);
      const date = new Date(stamp ?? '');
      for (const name of names) if (!places.has(name)) places.set(name, place);
      if (Number.isNaN(date.getTime())) continue;
      for (const name of names) if (!dates.has(name)) dates.set(name, date);
    }
    this.dates = dates;
    this.places = places;
  }

  /**
   * Where the file's first commit stands in the history as `load` read it (oldest first), or
   * undefined for a file not committed then: which of two files was there first, by the order of
   * the commits rather than by their dates, which a commit may set to anything.
   */
  arrival(file: string): number | undefined {
    return this.places.get(file);
  }

  /** The file's first commit, looked up again if it was not known at start. */
  async get(file: string): Promise<Date | null> {
    const known = this.dates.get(file);
    if (known) return known;
    const stamp = (await this.git(['log', '--reverse', '--diff-filter=A', '--format=%aI', '--', file])).split('\n')[0]?.trim();
    const date = stamp ? new Date(stamp) : null;
    if (!date || Number.isNaN(date.getTime())) return null;
    this.dates.set(file, date);
    return date;
  }

  /** Not a Git repository (or no commits yet): no answer, never an error. */
  private git(args: string[]): Promise<string> {
    return git(args, { cwd: this.contentDir }).catch(() => '');
  }
}
