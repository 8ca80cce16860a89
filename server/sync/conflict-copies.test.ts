import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conflictCopyPath, conflictStamp, listConflictCopies, parseConflictCopy } from './conflict-copies';

describe('conflict copies', () => {
  const stamp = conflictStamp(new Date('2026-11-22T10:30:05.250Z'));

  it('names a copy after its file and the time, outside the content folders', () => {
    expect(stamp).toBe('20261122T103005Z');
    expect(conflictCopyPath('posts/clustering-pins.md', stamp)).toBe('conflicts/posts/clustering-pins.local-20261122T103005Z.md');
    expect(conflictCopyPath('site.yaml', stamp)).toBe('conflicts/site.local-20261122T103005Z.yaml');
    expect(conflictCopyPath('README', stamp)).toBe('conflicts/README.local-20261122T103005Z');
  });

  it('reads the file and time back from a copy, and ignores anything else', () => {
    for (const file of ['posts/clustering-pins.md', 'site.yaml', 'README']) {
      expect(parseConflictCopy(conflictCopyPath(file, stamp))).toEqual({ file, copy: conflictCopyPath(file, stamp), at: '2026-11-22T10:30:05Z' });
    }
    expect(parseConflictCopy('conflicts/notes.md')).toBeNull();
    expect(parseConflictCopy('posts/x.local-20261122T103005Z.md')).toBeNull();
  });

  it('lists the copies on disk, newest first', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-conflicts-'));
    try {
      expect(await listConflictCopies(dir)).toEqual([]);
      await mkdir(path.join(dir, 'conflicts/posts'), { recursive: true });
      const older = conflictCopyPath('posts/a.md', '20260101T000000Z');
      const newer = conflictCopyPath('posts/b.html', '20260202T000000Z');
      for (const copy of [older, newer, 'conflicts/README.md']) await writeFile(path.join(dir, copy), 'x');
      expect((await listConflictCopies(dir)).map((copy) => copy.copy)).toEqual([newer, older]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
