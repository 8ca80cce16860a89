// When each content file was first committed: the date of last resort for a post that names no
// date in its front matter or file name. Read for the whole repo with one `git log` at start,
// and for one file when a file with no date arrives later. Not a Git repo: no dates, no error.
// Git runs inside CONTENT_DIR and names files relative to it (`--relative`, relative pathspecs),
// so a content folder inside a larger repository (the app's checkout) reads the same.
import { git } from './git-runner';

export class FirstCommitDates {
  private dates = new Map<string, Date>();

  constructor(private readonly contentDir: string) {}

  /** Reads every file's first commit (the oldest commit that added it) in one pass. */
  async load(): Promise<void> {
    const log = await this.git(['log', '--reverse', '--diff-filter=A', '--relative', '--format=%x01%aI', '--name-only', '-z', '--', '.']);
    const dates = new Map<string, Date>();
    for (const entry of log.split('\x01').slice(1)) {
      const [stamp, ...names] = entry.split(/[\n\0]/).filter(Boolean);
      const date = new Date(stamp ?? '');
      if (Number.isNaN(date.getTime())) continue;
      for (const name of names) if (!dates.has(name)) dates.set(name, date);
    }
    this.dates = dates;
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
