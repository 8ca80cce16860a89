import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check';
import { copyDemoContent } from './demo-content.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.join(repoRoot, 'public');
let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('checkContent', () => {
  it('finds no problem in the demo content', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-check-'));
    await copyDemoContent(repoRoot, dir);
    expect((await checkContent(dir, publicDir)).problems).toEqual([]);
  });

  it('counts a file nobody reads as a note, so --strict can fail on it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-check-'));
    await copyDemoContent(repoRoot, dir);
    await writeFile(path.join(dir, 'posts', 'notes.txt'), 'a stray file');
    expect(await checkContent(dir, publicDir)).toMatchObject({ errors: 0, notes: 1, problems: [expect.stringMatching(/^posts\/notes\.txt: ignored: .*\(note\)$/)] });
  });

  it('lists every problem with file, line and field', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-check-'));
    await copyDemoContent(repoRoot, dir);
    await writeFile(path.join(dir, 'posts', 'no-date.md'), '---\ntitle: No date\nsummary: Missing its date.\n---\nBody\n');
    await writeFile(path.join(dir, 'projects', 'typo.md'), '---\ntitle: T\ndescription: D\nimage: /images/profile.jpg\ncompletionDate: 2024\nfeatrued: true\n---\nBody\n');
    await writeFile(path.join(dir, 'posts', 'broken.md'), '---\ntitle: [oops\n---\nBody\n');
    await writeFile(path.join(dir, 'posts', 'lost-image.md'), '---\ntitle: L\nsummary: S\npublishedAt: 2025-01-01\nimage: /images/nowhere.webp\n---\nBody\n');
    const { problems, errors, notes } = await checkContent(dir, publicDir);
    expect(problems).toEqual([
      expect.stringMatching(/^posts\/broken\.md:3: front matter is not valid YAML/),
      `posts/lost-image.md:5: image: "/images/nowhere.webp" is not in the content folder: add images/nowhere.webp or fix the path; the post is shown without it ('No image available') (note)`,
      expect.stringMatching(/^posts\/no-date\.md: publishedAt: no date in the front matter or file name, and the file is not committed yet: took .*, when the file last changed .*\(note\)$/),
      'projects/typo.md:6: featrued: is not a Folio field; it stays in the file and is not used (note)',
    ]);
    expect({ errors, notes }).toEqual({ errors: 1, notes: 3 });
  });
});
