import { describe, expect, it } from 'vitest';
import { SPEC_READ_TIME_RULE } from '../../src/lib/read-time';
import type { PostFileFields } from '../../src/lib/schemas/post-fields';
import { withoutDerivedFields, type PostText } from './derived-fields';

const BODY = `<p>${'word '.repeat(400)}</p>`; // 2,007 characters: 3 min by the spec's rule
const fields = (over: Partial<PostFileFields> = {}): PostFileFields => ({
  title: 'Clustering pins',
  summary: 'How supercluster keeps a listings map smooth.',
  publishedAt: '2025-03-05T00:00:00.000Z',
  image: null,
  videoUrl: null,
  tags: ['Maps', 'Performance'],
  featured: false,
  authorName: 'Alex Rivera',
  readTime: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  ...over,
});
const post = (over: Partial<PostFileFields> = {}, body = BODY): PostText => ({ fields: fields(over), body, format: 'html' });
const words = { countBy: 'words', wordsPerMinute: 238 } as const;

describe('withoutDerivedFields', () => {
  it('leaves out what equals its source: title, summary, tags joined, the counted read time', () => {
    const saved = withoutDerivedFields(post({ metaTitle: ' Clustering pins ', metaDescription: 'How supercluster keeps a listings map smooth.', metaKeywords: 'Maps, Performance', readTime: 3 }), SPEC_READ_TIME_RULE);
    expect(saved).toMatchObject({ metaTitle: null, metaDescription: null, metaKeywords: null, readTime: null });
    expect(withoutDerivedFields(post({ metaKeywords: 'Maps,Performance', readTime: 2 }), words).readTime).toBeNull();
  });

  it('keeps what the owner typed differently', () => {
    const typed = { metaTitle: 'Pins at any zoom', metaDescription: 'Another line.', metaKeywords: 'maps', readTime: 9 };
    expect(withoutDerivedFields(post(typed), SPEC_READ_TIME_RULE)).toMatchObject(typed);
  });

  it('drops a value an older console wrote from its source, once the source changes and the value does not', () => {
    const before = post({ metaTitle: 'Clustering pins', metaKeywords: 'Maps, Performance', readTime: 3 });
    const next = post({ title: 'Clustering 100,000 pins', tags: ['Maps'], metaTitle: 'Clustering pins', metaKeywords: 'Maps, Performance', readTime: 3 }, `<p>${'word '.repeat(1000)}</p>`);
    expect(withoutDerivedFields(next, SPEC_READ_TIME_RULE, before)).toMatchObject({ metaTitle: null, metaKeywords: null, readTime: null });
    // A value the owner wrote by hand, unlike its source then, stays.
    const handWritten = post({ metaTitle: 'Pins at any zoom', readTime: 7 });
    expect(withoutDerivedFields({ ...next, fields: { ...next.fields, metaTitle: 'Pins at any zoom', readTime: 7 } }, SPEC_READ_TIME_RULE, handWritten)).toMatchObject({ metaTitle: 'Pins at any zoom', readTime: 7 });
  });
});
