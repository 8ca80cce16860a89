// The demo content the tests run on: the files of content/ that the checkout tracks in Git, read
// from the working tree. What an owner adds there (a draft, a scheduled post, a broken file) is
// not tracked, so it never changes what `npm test` sees; a demo file being edited is seen as it
// is now. Outside a Git checkout (an unpacked tarball) the whole folder is the demo.
import { execFileSync } from 'node:child_process';
import { cp, mkdir } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Paths relative to `content/` of the demo's files. */
export function demoContentFiles(repoRoot) {
  const contentDir = path.join(repoRoot, 'content');
  try {
    const listed = execFileSync('git', ['-C', repoRoot, 'ls-files', '-z', '--', 'content'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = listed.split('\0').filter(Boolean).map((file) => path.posix.relative('content', file));
    if (files.length > 0) return files;
  } catch {
    // Not a Git checkout: fall through.
  }
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Copies the demo's files into `dest` (created). */
export async function copyDemoContent(repoRoot, dest) {
  await mkdir(dest, { recursive: true });
  for (const file of demoContentFiles(repoRoot)) {
    await mkdir(path.dirname(path.join(dest, file)), { recursive: true });
    await cp(path.join(repoRoot, 'content', file), path.join(dest, file));
  }
}
