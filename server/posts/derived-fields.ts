// Fields the site derives when it reads a post are not written into its file unless the owner
// gave them a value of their own (decision 092): metaTitle follows the title, metaDescription the
// summary, metaKeywords the tags, readTime the body. The console fills the meta fields from their
// sources (Auto-fill, and a new post's empty ones), so a value equal to its source is taken as
// derived and left out; a later hand edit of `title:` then shows on <title> and og:title. A value
// the file already held that equalled its source then (an older console wrote them all) and that
// the save leaves as it was is derived too, so such a file sheds them on its next save.
import { computeReadTime, readCounts, readTimeFor, type ReadTimeRule } from '../../src/lib/read-time';
import type { PostFormat } from '../../src/lib/post-format';
import type { PostFileFields } from '../../src/lib/schemas/post-fields';

/** A post's fields and body, as saved or as its file held them before. */
export interface PostText {
  fields: PostFileFields;
  body: string;
  format: PostFormat;
}

type DerivedField = 'metaTitle' | 'metaDescription' | 'metaKeywords' | 'readTime';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Keywords as a list, however they were joined (`a, b`, `a,b`). */
const keywordList = (value: unknown) =>
  text(value)
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .join(',');

/** Whether `value` is what the site would derive for `field` from the post's other fields and body. */
function isDerived(field: DerivedField, value: unknown, post: PostText, rule: ReadTimeRule): boolean {
  if (value === null || value === undefined || value === '') return true;
  switch (field) {
    case 'metaTitle':
      return text(value) === text(post.fields.title);
    case 'metaDescription':
      return text(value) === text(post.fields.summary);
    case 'metaKeywords':
      return keywordList(value) === (post.fields.tags ?? []).map((tag) => tag.trim()).join(',');
    case 'readTime':
      // By the site's rule, or by the spec's characters rule an older console sent.
      return value === computeReadTime(post.body) || value === readTimeFor(readCounts(post.body, post.format), rule);
  }
}

const DERIVED_FIELDS: readonly DerivedField[] = ['metaTitle', 'metaDescription', 'metaKeywords', 'readTime'];

/**
 * `next` with each derived field left out (null) when it is what the site derives, or when it is
 * the value `before` held and that value was derived from `before`'s own fields then.
 */
export function withoutDerivedFields(next: PostText, rule: ReadTimeRule, before?: PostText): PostFileFields {
  const fields = { ...next.fields };
  for (const field of DERIVED_FIELDS) {
    const value = fields[field];
    const followedBefore = before !== undefined && value === before.fields[field] && isDerived(field, value, before, rule);
    if (isDerived(field, value, next, rule) || followedBefore) fields[field] = null;
  }
  return fields;
}
