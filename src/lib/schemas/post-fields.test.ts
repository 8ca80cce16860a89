import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Post } from '../content-types';
import type { PostInput, PostSuggestion } from './blog-post';
import { postFrontMatterSchema } from './content-schemas';
import { blankAsNull, POST_FILE_FIELDS, type PostFileFields } from './post-fields';

describe('post fields', () => {
  it('writes every field of the front matter schema but the file\'s own updatedAt, in one order', () => {
    const schemaFields = Object.keys(postFrontMatterSchema.shape).filter((key) => key !== 'updatedAt');
    expect([...POST_FILE_FIELDS].sort()).toEqual(schemaFields.sort());
    expectTypeOf<Exclude<keyof PostFileFields, (typeof POST_FILE_FIELDS)[number]>>().toBeNever();
  });

  it('serves every front matter field on a post', () => {
    expectTypeOf<Exclude<keyof typeof postFrontMatterSchema.shape, keyof Post>>().toBeNever();
  });

  it('lets the console send and the AI suggest only fields of the post (besides its slug, body and format)', () => {
    expectTypeOf<Exclude<keyof PostInput, 'slug' | 'content' | 'format' | keyof PostFileFields>>().toBeNever();
    expectTypeOf<Exclude<keyof PostSuggestion, 'slug' | keyof PostFileFields>>().toBeNever();
  });

  it('turns blank and absent fields into null and keeps the rest', () => {
    const fields: { title: string; metaTitle?: string; image?: string | null; featured: boolean } = { title: 'T', metaTitle: '', featured: false };
    expect(blankAsNull(fields, ['title', 'metaTitle', 'image', 'featured'])).toEqual({ title: 'T', metaTitle: null, image: null, featured: false });
  });
});
