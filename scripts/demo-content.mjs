// The demo site the tests, `npm test`'s content check and the bench run on: a frozen copy of the
// demo content under tests/fixtures/demo-site/. content/ is the owner's, and the README tells
// them to change everything there (their name, their projects, deleting the demo posts): nothing
// they do to it, tracked or not, changes what `npm test` sees. Check their own files with
// `npm run content:check`.
import { cp, mkdir } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the demo site lives, relative to the checkout. */
export const DEMO_SITE = 'tests/fixtures/demo-site';

/** Paths relative to the demo site's folder of its files, sorted. */
export function demoContentFiles(repoRoot) {
  const dir = path.join(repoRoot, DEMO_SITE);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies the demo's files into `dest` (created). */
export async function copyDemoContent(repoRoot, dest) {
  await mkdir(dest, { recursive: true });
  await cp(path.join(repoRoot, DEMO_SITE), dest, { recursive: true });
}
