import { describe, expect, it } from 'vitest';
import { ProblemsByFile } from './problems-by-file';

const note = (file: string) => ({ file, level: 'note' as const, message: 'ignored: not read' });
const error = (file: string) => ({ file, level: 'error' as const, message: 'front matter is not valid YAML' });

describe('ProblemsByFile', () => {
  it('counts files with an error and files with notes only as their problems change', () => {
    const book = new ProblemsByFile();
    book.set('a.txt', [note('a.txt')]);
    book.set('b.md', [note('b.md'), error('b.md')]);
    book.set('c.md', [error('c.md')]);
    expect(book.fileCounts()).toEqual({ errors: 2, notes: 1 });
    // A file whose error is fixed but keeps a note moves from one count to the other.
    book.set('b.md', [note('b.md')]);
    expect(book.fileCounts()).toEqual({ errors: 1, notes: 2 });
    book.set('c.md', []);
    book.delete('a.txt');
    book.delete('never-listed.md');
    expect(book.fileCounts()).toEqual({ errors: 0, notes: 1 });
    expect(book.level('b.md')).toBe('note');
    expect(book.all()).toEqual([note('b.md')]);
  });
});
