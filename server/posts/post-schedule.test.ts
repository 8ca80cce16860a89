import { describe, expect, it } from 'vitest';
import { rewritePost, serializePost } from './post-file';
import { keptSchedule } from './post-schedule';

const now = new Date('2026-11-23T10:00:00.000Z');
const base = { title: 'A post', summary: 'A summary of the post.', tags: ['Maps'], featured: false };

describe('keptSchedule', () => {
  it("keeps the file's date and draft flag when the edit does not send them", () => {
    expect(keptSchedule({}, { publishedAt: '2025-01-01T00:00:00.000Z', draft: true }, now)).toEqual({ publishedAt: '2025-01-01T00:00:00.000Z', draft: true });
    expect(keptSchedule({}, { publishedAt: '2025-01-01T00:00:00.000Z', draft: false }, now)).toEqual({ publishedAt: '2025-01-01T00:00:00.000Z', draft: undefined });
  });

  it('takes a sent time as its instant, and writes draft: false for a draft made public', () => {
    expect(keptSchedule({ publishedAt: '2026-12-01T09:00:00+01:00', draft: false }, { publishedAt: '2025-01-01T00:00:00.000Z', draft: true }, now)).toEqual({
      publishedAt: '2026-12-01T08:00:00.000Z',
      draft: false,
    });
  });
});

describe('the draft field in a post file', () => {
  it('is written after publishedAt when true and left out otherwise', () => {
    expect(serializePost({ ...base, publishedAt: now.toISOString(), draft: true }, '<p>x</p>')).toMatch(/publishedAt: .+\ndraft: true\n/);
    expect(serializePost({ ...base, publishedAt: now.toISOString() }, '<p>x</p>')).not.toContain('draft');
  });

  it("is changed in place on an edit, and a hand-written draft: false stays", () => {
    const draft = serializePost({ ...base, publishedAt: now.toISOString(), draft: true }, '<p>x</p>');
    expect(rewritePost(draft, { ...base, publishedAt: now.toISOString(), draft: false }, '<p>x</p>')).toContain('\ndraft: false\n');
    const byHand = `---\ntitle: A post\ndraft: false\nsummary: A summary of the post.\npublishedAt: "${now.toISOString()}"\ntags: [Maps]\nfeatured: false\n---\n\n<p>x</p>\n`;
    expect(rewritePost(byHand, { ...base, publishedAt: now.toISOString() }, '<p>x</p>')).toBe(byHand);
  });
});
