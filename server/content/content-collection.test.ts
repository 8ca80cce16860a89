import { describe, expect, it } from 'vitest';
import { Collection } from './content-collection';

const address = (slug: string) => `/blog/${slug}`;
const files = <T>(collection: Collection<T>) => collection.duplicates(address).map((problem) => problem.file);

interface Item {
  name: string;
  /** ms since epoch; absent: published long ago. */
  at?: number;
  draft?: boolean;
}
const posts = () =>
  new Collection<Item>({
    standing: (item, now) => (item.draft ? Infinity : (item.at ?? 0) > now ? item.at! : 0),
    stateOf: (item, now) => (item.draft ? 'a draft' : (item.at ?? 0) > now ? 'scheduled' : 'published'),
  });

describe('Collection', () => {
  it('keeps a slug for the file that has it: a later file is refused, and named in the error', () => {
    const collection = new Collection<string>();
    collection.set('posts/x/index.md', 'x', 'bundle');
    collection.set('posts/y.md', 'y', 'y');
    expect(collection.duplicates(address)).toEqual([]);
    collection.set('posts/x.md', 'x', 'top');
    expect(collection.get('x')).toBe('bundle');
    expect(collection.fileOf('x')).toBe('posts/x/index.md');
    expect(files(collection)).toEqual(['posts/x.md']);
    expect(collection.duplicates(address)[0]!.message).toBe('gives the same address (/blog/x) as posts/x/index.md, which was there first and keeps it: rename this file, or set slug: in it to another address');
    // An edit of the holder keeps its place; so does an edit of the refused file.
    collection.set('posts/x/index.md', 'x', 'bundle, edited');
    collection.set('posts/x.md', 'x', 'top, edited');
    expect(collection.get('x')).toBe('bundle, edited');
  });

  it('hands the slug to the next file when the holder goes or takes another slug', () => {
    const collection = new Collection<string>();
    collection.set('posts/a.md', 'a', 'one');
    collection.set('posts/b.md', 'a', 'two');
    collection.set('posts/c.md', 'a', 'three');
    expect(files(collection)).toEqual(['posts/b.md', 'posts/c.md']);
    collection.removeFile('posts/a.md');
    expect(files(collection)).toEqual(['posts/c.md']);
    expect(collection.get('a')).toBe('two');
    collection.set('posts/b.md', 'b', 'two');
    expect(collection.get('a')).toBe('three');
    expect(files(collection)).toEqual([]);
    // Back again, b.md is the newcomer now.
    collection.set('posts/b.md', 'a', 'two');
    expect(collection.get('a')).toBe('three');
    expect(collection.size).toBe(1);
  });

  it('chooses by the rule, not by reading order, while files are gathered at the start', () => {
    const rule = (a: string, b: string) => Number(a.includes('dated')) - Number(b.includes('dated'));
    for (const order of [['posts/dated-x.md', 'posts/x.md'], ['posts/x.md', 'posts/dated-x.md']]) {
      const collection = new Collection<string>({ arrivedFirst: rule });
      collection.gather();
      for (const file of order) collection.set(file, 'x', file);
      collection.settle();
      expect(collection.fileOf('x')).toBe('posts/x.md');
      // Settled: the holder keeps it against a file the rule would prefer.
      collection.set('posts/a/x.md', 'x', 'newcomer');
      expect(collection.fileOf('x')).toBe('posts/x.md');
    }
  });

  it('never lets a draft or a scheduled item hide a published one, whichever came first', () => {
    const now = Date.now();
    const collection = posts();
    collection.set('posts/aaa-draft.md', 'x', { name: 'draft', draft: true });
    collection.set('posts/x.md', 'x', { name: 'live' });
    collection.set('posts/aab-soon.md', 'x', { name: 'soon', at: now + 60_000 });
    expect(collection.get('x')!.name).toBe('live');
    const problems = collection.duplicates(address);
    expect(problems.map((problem) => problem.file)).toEqual(['posts/aaa-draft.md', 'posts/aab-soon.md']);
    expect(problems[0]!.message).toContain('as posts/x.md, which is published (this one is a draft) and keeps it');
    expect(problems[1]!.message).toContain('which is published (this one is scheduled)');
    // Published later, the scheduled post finds the address held.
    expect(collection.fileOf('x', now + 120_000)).toBe('posts/x.md');
    // A draft holds an address only until something nearer to public comes: the post going public first.
    collection.removeFile('posts/x.md');
    collection.set('posts/aac-later.md', 'x', { name: 'later', at: now + 3_600_000 });
    expect(collection.get('x')!.name).toBe('soon');
    expect(collection.fileOf('x', now + 120_000)).toBe('posts/aab-soon.md');
  });

  it('keeps the slug for a post that went public over one that left and came back', () => {
    const collection = posts();
    collection.set('posts/x.md', 'x', { name: 'live' });
    collection.set('posts/b.md', 'x', { name: 'second' });
    collection.set('posts/x.md', 'x', { name: 'live, now a draft', draft: true });
    expect(collection.get('x')!.name).toBe('second');
    collection.set('posts/x.md', 'x', { name: 'live again' });
    expect(collection.get('x')!.name).toBe('second');
  });
});
