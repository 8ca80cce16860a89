// Git runs from server/git/ only (decision 024): other services ask it questions through its
// modules (issue 27 moved the last of the others here: docs/decisions/046). A file listed below
// would run git itself; the list stays empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const NOT_MOVED_YET: string[] = [];

/** Source files (not tests) under `folder`, relative to the repository. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Whether a file runs git: it imports the runner's commands, or spawns git itself. */
function runsGit(text: string): boolean {
  const fromRunner = /import\s*\{([^}]*)\}\s*from\s*'[./]*(?:git\/)?git-runner'/.exec(text)?.[1] ?? '';
  return /\b(git|runGit)\b/.test(fromRunner.replace(/\btype\s+\w+/g, '')) || /\b(spawn|execFile|execFileSync|spawnSync|exec)\(\s*['"]git['"]/.test(text);
}

describe('git runs from server/git/ only', () => {
  it('no other server module or command runs git', () => {
    const running = [...sources('server'), ...sources('scripts/cli')].filter((file) => !file.startsWith('server/git/') && runsGit(readFileSync(path.join(root, file), 'utf8')));
    expect(running.sort()).toEqual(NOT_MOVED_YET);
  });
});
