import { describe, expect, it } from 'vitest';
import { arrivalOrder, postStanding } from './address-rules';
import { nameClaim } from './content-paths';

describe('nameClaim', () => {
  it.each([
    ['posts/x.md', 0],
    ['posts/x/index.md', 0],
    ['posts/2025/x.md', 0],
    ['posts/X.md', 1],
    ['posts/x-.md', 1],
    ['posts/2020-01-01-x.md', 2],
    ['posts/2020-01-01-x/index.md', 2],
    ['posts/aaa-draft.md', 3],
  ])('%s says x with claim %i', (file, claim) => {
    expect(nameClaim(file, 'x')).toBe(claim);
  });
});

describe('arrivalOrder', () => {
  const sorted = (files: string[], committed: Record<string, number> = {}) => [...files].sort((a, b) => arrivalOrder((file) => committed[file])(a, b, 'x'));

  it('puts the file committed first first, whatever its name', () => {
    expect(sorted(['posts/x.md', 'posts/2020-01-01-x.md'], { 'posts/2020-01-01-x.md': 0, 'posts/x.md': 3 })).toEqual(['posts/2020-01-01-x.md', 'posts/x.md']);
    expect(sorted(['posts/aaa.md', 'posts/x.md'], { 'posts/aaa.md': 1 })).toEqual(['posts/aaa.md', 'posts/x.md']);
  });

  it('without a record, puts the name that is the slug before dated names and slug: fields, then the nearest the top', () => {
    expect(sorted(['posts/aaa-draft.md', 'posts/2020-01-01-x.md', 'posts/x/index.md', 'posts/X.md', 'posts/x.md'])).toEqual(['posts/x.md', 'posts/x/index.md', 'posts/X.md', 'posts/2020-01-01-x.md', 'posts/aaa-draft.md']);
  });
});

describe('postStanding', () => {
  it('ranks published, then scheduled by time, then drafts', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(postStanding({ draft: false, publishedAt: '2025-06-01T00:00:00Z' }, now)).toBe(0);
    expect(postStanding({ draft: false, publishedAt: '2026-02-01T00:00:00Z' }, now)).toBe(Date.parse('2026-02-01T00:00:00Z'));
    expect(postStanding({ draft: true, publishedAt: '2025-06-01T00:00:00Z' }, now)).toBe(Infinity);
  });
});
