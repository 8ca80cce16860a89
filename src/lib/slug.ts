// The slug rule, in one home: what a slug is (the console's form and API, file names, front
// matter `slug:`, image folders and every route that looks one up), how a title becomes one, and
// how a hand-written near-slug is read. A value that fails `isSlug` never reaches the filesystem.
// A slug is exactly what `slugify` can give: lowercase letters and digits in groups joined by
// single hyphens. A hyphen at either end, or two in a row, is not a slug: a file name gives its
// slug through `slugify`, which drops them, so such a slug could never be the one its file is
// served at (issue 40: a rename to `my-post-` was committed, then served at /blog/my-post;
// decision 077-one-slug-rule).

/** The characters a slug may hold (the spec's rule; its message names them). */
export const SLUG_CHARACTERS = /^[a-z0-9-]+$/;
/** The whole rule: those characters, with no hyphen at either end and none doubled. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

/** Said of a value made of the right characters whose hyphens a slug cannot have. */
export const SLUG_HYPHENS_MESSAGE = 'Slug cannot start or end with a hyphen, or have two hyphens in a row';

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A name or `slug:` written as a slug (letters, digits and hyphens, in any case) whose hyphens
 * the rule drops: `my-post-`, `-draft`, `a--b`. Read as what was meant, with a note saying so.
 */
export function hasStrayHyphens(written: string): boolean {
  return /^[a-z0-9-]+$/i.test(written) && /^-|-$|--/.test(written);
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/**
 * Lowercase, strip characters other than word characters, spaces and hyphens,
 * turn spaces into hyphens, collapse repeated hyphens. Accented letters are folded to their
 * base letter first ("Café à beira-mar" → cafe-a-beira-mar), not dropped. Underscores count as
 * word characters in that rule but are not allowed in a slug, so they become hyphens too.
 * The answer is a slug, or '' when nothing usable is left.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => UNDECOMPOSED[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
