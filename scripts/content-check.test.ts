import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const repoContent = path.join(repoRoot, 'content');
const publicDir = path.join(repoRoot, 'public');
let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('checkContent', () => {
  it('finds no problem in the demo content', async () => {
    expect((await checkContent(repoContent, publicDir)).problems).toEqual([]);
  });

  it('lists every problem with file, line and field', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-check-'));
    await cp(repoContent, dir, { recursive: true });
    await writeFile(path.join(dir, 'posts', 'no-date.md'), '---\ntitle: No date\nsummary: Missing its date.\n---\nBody\n');
    await writeFile(path.join(dir, 'projects', 'typo.md'), '---\ntitle: T\ndescription: D\nimage: /x.png\ncompletionDate: 2024\nfeatrued: true\n---\nBody\n');
    await writeFile(path.join(dir, 'posts', 'lost-image.md'), '---\ntitle: L\nsummary: S\npublishedAt: 2025-01-01\nimage: /images/nowhere.webp\n---\nBody\n');
    const { problems } = await checkContent(dir, publicDir);
    expect(problems).toEqual([
      expect.stringMatching(/^posts\/no-date\.md: publishedAt: /),
      'projects/typo.md:6: featrued: unknown field (check the spelling)',
      'posts/lost-image: /images/nowhere.webp does not exist in public/',
    ]);
  });
});
