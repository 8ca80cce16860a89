import { describe, expect, it } from 'vitest';
import { Collection } from './content-collection';

const address = (slug: string) => `/blog/${slug}`;
const files = (collection: Collection<string>) => collection.duplicates(address).map((problem) => problem.file);

describe('Collection', () => {
  it('serves the file nearest the top when two files give one slug, and reports the other', () => {
    const collection = new Collection<string>();
    collection.set('posts/x/index.md', 'x', 'bundle');
    collection.set('posts/y.md', 'y', 'y');
    expect(collection.duplicates(address)).toEqual([]);
    collection.set('posts/x.md', 'x', 'top');
    expect(collection.get('x')).toBe('top');
    expect(collection.fileOf('x')).toBe('posts/x.md');
    expect(files(collection)).toEqual(['posts/x/index.md']);
    expect(collection.duplicates(address)[0]!.message).toContain('(/blog/x) as posts/x.md');
  });

  it('stops reporting a duplicate once one of the files goes or takes another slug', () => {
    const collection = new Collection<string>();
    collection.set('posts/a.md', 'a', 'one');
    collection.set('posts/b.md', 'a', 'two');
    collection.set('posts/c.md', 'a', 'three');
    expect(files(collection)).toEqual(['posts/b.md', 'posts/c.md']);
    collection.removeFile('posts/a.md');
    expect(files(collection)).toEqual(['posts/c.md']);
    expect(collection.get('a')).toBe('two');
    collection.set('posts/c.md', 'c', 'three');
    expect(files(collection)).toEqual([]);
    expect(collection.size).toBe(2);
    expect(collection.slugOf('posts/c.md')).toBe('c');
  });
});
