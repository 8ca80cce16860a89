// Uncommitted hand edits on the server (a file changed over SSH, an image copied in) are served at
// once, but they are in no backup, and a pull that changes the same file would stop at them. So
// each sync cycle first commits them, by the server's commit identity, in one commit that says it
// is a hand edit (docs/decisions/025). From there they are ordinary local commits: pushed, and
// replayed onto the remote like the console's, with a conflict copy when the remote changed the
// same file, so neither side is ever lost and a pull is never blocked.
//
// Which changes: every change to a tracked file (any tracked change can block a pull), and new
// files the site reads (content and images). New files the site does not read (an editor's
// backup file, notes), links and folders are left alone; the content check lists them. Only
// CONTENT_DIR is looked at: when it is a subfolder of a larger repository (the app's checkout),
// a change elsewhere in that repository is never the site's to commit.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { classifyContentPath } from '../content/content-paths';
import { contentStatus } from '../git/content-layout';
import type { ContentRepo } from '../git/content-repo';
import type { Logger } from '../logger';

/** The files a hand-edit commit names in its subject; the rest are counted. */
const NAMED_FILES = 4;

/** Commits the hand edits now in the working tree; answers the files committed (none: no commit). Run it in the repo's queue. */
export async function commitHandEdits(repo: ContentRepo, logger: Logger): Promise<string[]> {
  const files = await handEditedFiles(repo.dir);
  if (files.length === 0) return [];
  const named = files.slice(0, NAMED_FILES).join(', ') + (files.length > NAMED_FILES ? ` and ${files.length - NAMED_FILES} more` : '');
  const message = `Hand edit on the server: ${named}\n\nChanged in CONTENT_DIR without a commit; committed by Folio's sync so that the change is backed up\nin the remote and pulls can go on.`;
  const hash = await repo.commit(files, message);
  logger.info(`sync: committed a hand edit of ${files.length} file(s) (${named}) as ${hash.slice(0, 7)}, so it is backed up`, { event: 'hand-edit-commit', files, commit: hash });
  return files;
}

/** Paths (relative to CONTENT_DIR, `/`-separated) with uncommitted changes that a hand-edit commit takes. */
export async function handEditedFiles(dir: string): Promise<string[]> {
  const files = new Set<string>();
  for (const { state, file } of await contentStatus(dir)) {
    if (state === '!!') continue;
    if (state === '??') {
      const ref = classifyContentPath(file);
      // Never dot files, conflict copies (sync commits those itself) or files the site does not read.
      if (!ref || ref.kind === 'ignored') continue;
      // A link or a folder is not served (links are never followed), so it is not taken either.
      if (!(await lstat(path.join(dir, file)).catch(() => null))?.isFile()) continue;
    }
    files.add(file);
  }
  return [...files].sort();
}
