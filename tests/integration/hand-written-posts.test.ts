// Posts as an owner types them by hand: every case that used to be refused or silently ignored is
// served, with a note saying what was guessed. Read by the real index from a real Git repo.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentIndex } from '../../server/content/content-index';
import { memoryLogger } from '../../server/logger';

const run = promisify(execFile);

const FILES: Record<string, string> = {
  'numeric-id.md': '---\nid: 12\ntitle: Numeric id\nsummary: An id typed as a number.\npublishedAt: 2025-01-02\n---\nBody',
  'comma-tags.md': '---\ntitle: Comma tags\nsummary: Tags as one line.\npublishedAt: 2025-01-03\ntags: mapping, gis\n---\nBody',
  'date-key.md': '---\ntitle: Date key\nsummary: date instead of publishedAt.\ndate: 2025-01-04\n---\nBody',
  'description-key.md': '---\ntitle: Description key\ndescription: description instead of summary.\npublishedAt: 2025-01-05\n---\nBody',
  'layout-key.md': '---\ntitle: Layout key\nsummary: An unknown key.\npublishedAt: 2025-01-06\nlayout: post\n---\nBody',
  'read-time-text.md': '---\ntitle: Read time text\nsummary: readTime as text.\npublishedAt: 2025-01-07\nreadTime: "7"\n---\nBody',
  'read-time-min.md': '---\ntitle: Read time min\nsummary: readTime with a unit.\npublishedAt: 2025-01-07\nreadTime: 7 min\n---\nBody',
  'featured-yes.md': '---\ntitle: Featured yes\nsummary: featured as yes.\npublishedAt: 2025-01-08\nfeatured: yes\n---\nBody',
  'month-name.md': '---\ntitle: Month name\nsummary: A date written out.\npublishedAt: March 5, 2025\n---\nBody',
  'no-summary.md': '---\ntitle: No summary\npublishedAt: 2025-01-09\n---\nThe first paragraph becomes the summary.\n\nThe second does not.',
  'no-front-matter.md': '# A Post Without Front Matter\n\nIts first paragraph is its summary.\n',
  'My New Post.md': '---\ntitle: Spaces in the name\nsummary: A file name with spaces.\npublishedAt: 2025-01-10\n---\nBody',
  'Hand-Upper-Case.md': '---\ntitle: Upper case name\nsummary: A file name with capitals.\npublishedAt: 2025-01-11\n---\nBody',
  'hand_under_score.md': '---\ntitle: Underscores\nsummary: A file name with underscores.\npublishedAt: 2025-01-12\n---\nBody',
  'long-extension.markdown': '---\ntitle: Markdown extension\nsummary: A .markdown file.\npublishedAt: 2025-01-13\n---\nBody',
  'SHOUTED.MD': '---\ntitle: Upper case extension\nsummary: A .MD file.\npublishedAt: 2025-01-14\n---\nBody',
  '2025/in-a-folder.md': '---\ntitle: In a folder\nsummary: A post in a subfolder.\npublishedAt: 2025-01-15\n---\nBody',
  '2024-11-30-dated-name.md': '---\ntitle: Dated name\nsummary: The date is in the file name.\n---\nBody',
  'committed-only.md': '---\ntitle: Committed only\nsummary: The date comes from the first commit.\n---\nBody',
};

const EXPECTED: Record<string, { slug: string; fields: Record<string, unknown>; note: RegExp | null }> = {
  'numeric-id.md': { slug: 'numeric-id', fields: { id: '12' }, note: /found 12, read as the text "12"/ },
  'comma-tags.md': { slug: 'comma-tags', fields: { tags: ['mapping', 'gis'] }, note: /read as the list \[mapping, gis\]/ },
  'date-key.md': { slug: 'date-key', fields: { publishedAt: '2025-01-04T00:00:00.000Z' }, note: /date: read as publishedAt/ },
  'description-key.md': { slug: 'description-key', fields: { summary: 'description instead of summary.' }, note: /description: read as summary/ },
  'layout-key.md': { slug: 'layout-key', fields: {}, note: /is not a Folio field/ },
  'read-time-text.md': { slug: 'read-time-text', fields: { readTime: 7 }, note: /read as 7 minutes/ },
  'read-time-min.md': { slug: 'read-time-min', fields: { readTime: 7 }, note: /read as 7 minutes/ },
  'featured-yes.md': { slug: 'featured-yes', fields: { featured: true }, note: /read as true/ },
  'month-name.md': { slug: 'month-name', fields: { publishedAt: '2025-03-05T00:00:00.000Z' }, note: /read as 2025-03-05/ },
  'no-summary.md': { slug: 'no-summary', fields: { summary: 'The first paragraph becomes the summary.' }, note: /took it from the first paragraph/ },
  'no-front-matter.md': { slug: 'no-front-matter', fields: { title: 'A Post Without Front Matter', summary: 'Its first paragraph is its summary.' }, note: /has no front matter/ },
  'My New Post.md': { slug: 'my-new-post', fields: {}, note: null },
  'Hand-Upper-Case.md': { slug: 'hand-upper-case', fields: {}, note: null },
  'hand_under_score.md': { slug: 'hand-under-score', fields: {}, note: null },
  'long-extension.markdown': { slug: 'long-extension', fields: {}, note: null },
  'SHOUTED.MD': { slug: 'shouted', fields: {}, note: null },
  '2025/in-a-folder.md': { slug: 'in-a-folder', fields: {}, note: null },
  '2024-11-30-dated-name.md': { slug: 'dated-name', fields: { publishedAt: '2024-11-30T00:00:00.000Z' }, note: /took 2024-11-30 from the file name/ },
  'committed-only.md': { slug: 'committed-only', fields: { publishedAt: '2023-06-01T12:00:00.000Z' }, note: /when the file was first committed/ },
};

let root: string;
let index: ContentIndex;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folio-hand-'));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, 'posts', name)), { recursive: true });
    await writeFile(path.join(root, 'posts', name), text);
  }
  const git = (...args: string[]) => run('git', ['-C', root, ...args], { env: { ...process.env, GIT_AUTHOR_DATE: '2023-06-01T12:00:00Z', GIT_COMMITTER_DATE: '2023-06-01T12:00:00Z' } });
  await git('init', '-q', '-b', 'main');
  await git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'add', '-A');
  await git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-q', '-m', 'Hand-written posts');
  index = new ContentIndex({ contentDir: root, logger: memoryLogger() });
  await index.build();
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('hand-written posts', () => {
  it.each(Object.entries(EXPECTED))('serves %s', (file, expected) => {
    const post = index.findPost(expected.slug);
    expect(post, `${file} → ${expected.slug}: ${JSON.stringify(index.problems().filter((p) => p.file.endsWith(file)))}`).toBeDefined();
    expect(post).toMatchObject(expected.fields);
    const notes = index.problems().filter((problem) => problem.file === `posts/${file}`);
    expect(notes.every((problem) => problem.level === 'note')).toBe(true);
    if (expected.note) expect(notes.map((problem) => `${problem.field}: ${problem.message}`).join('\n')).toMatch(expected.note);
  });

  it('serves every one of them, and reports no error', () => {
    expect(index.listAllPosts()).toHaveLength(Object.keys(FILES).length);
    expect(index.problems().filter((problem) => problem.level === 'error')).toEqual([]);
  });

  it('refuses an ambiguous date with a message that says what to write', async () => {
    const text = '---\ntitle: Ambiguous\nsummary: Which day?\npublishedAt: 03/05/2025\n---\nBody';
    expect(await index.check('posts/ambiguous.md', text)).toEqual([
      { file: 'posts/ambiguous.md', line: 4, field: 'publishedAt', level: 'error', message: expect.stringMatching(/^ambiguous date "03\/05\/2025": .* write 2025-03-05 or 2025-05-03$/) },
    ]);
  });
});
