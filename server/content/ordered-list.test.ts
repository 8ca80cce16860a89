import { describe, expect, it } from 'vitest';
import { byNewest } from './content-order';
import { OrderedList } from './ordered-list';

interface Entry {
  slug: string;
  publishedAt: string;
}

const entry = (slug: string, day: number): Entry => ({ slug, publishedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z` });
const slugs = (list: OrderedList<Entry>) => list.list().map((item) => item.slug);

describe('OrderedList', () => {
  it('puts a new entry in its place, newest first', () => {
    const list = new OrderedList<Entry>(byNewest);
    for (const [slug, day] of [['b', 2], ['d', 4], ['a', 1], ['c', 3]] as const) list.set(slug, entry(slug, day));
    expect(slugs(list)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('breaks ties by date with the slug, whatever order they came in', () => {
    const list = new OrderedList<Entry>(byNewest);
    for (const slug of ['m', 'z', 'a', 'k']) list.set(slug, entry(slug, 5));
    list.set('new', entry('new', 6));
    expect(slugs(list)).toEqual(['new', 'a', 'k', 'm', 'z']);
  });

  it('moves an entry whose date changed, and drops one set to null', () => {
    const list = new OrderedList<Entry>(byNewest);
    for (const day of [1, 2, 3, 4, 5]) list.set(`p${day}`, entry(`p${day}`, day));
    list.set('p1', entry('p1', 9));
    expect(slugs(list)).toEqual(['p1', 'p5', 'p4', 'p3', 'p2']);
    list.set('p4', null);
    list.set('absent', null);
    expect(slugs(list)).toEqual(['p1', 'p5', 'p3', 'p2']);
    expect(list.size).toBe(4);
    expect(list.get('p4')).toBeUndefined();
  });

  it('never changes a list it handed out', () => {
    const list = new OrderedList<Entry>(byNewest);
    list.set('a', entry('a', 1));
    const before = list.list();
    expect(list.list()).toBe(before);
    list.set('b', entry('b', 2));
    expect(before.map((item) => item.slug)).toEqual(['a']);
    expect(slugs(list)).toEqual(['b', 'a']);
  });

  it('equals a full sort after thousands of random inserts, moves and deletes', () => {
    const list = new OrderedList<Entry>(byNewest);
    const current = new Map<string, Entry>();
    let seed = 28;
    const random = (n: number) => Math.floor(((seed = (seed * 48271) % 2147483647) / 2147483647) * n);
    for (let step = 0; step < 5000; step += 1) {
      const slug = `post-${random(300)}`;
      // Few dates, so that ties are common.
      const next = random(5) === 0 ? null : entry(slug, 1 + random(20));
      list.set(slug, next);
      if (next) current.set(slug, next);
      else current.delete(slug);
      if (step % 500 === 0) list.replaceAll([...current.values()]);
    }
    expect(list.list()).toEqual([...current.values()].sort(byNewest));
  });
});
