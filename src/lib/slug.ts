// Slug rules: the console's generator and the shape every slug must have before it
// may name a file. A value that fails `isSlug` never reaches the filesystem.

/** Only lowercase letters, digits and hyphens. No dots or slashes, so never a path. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const MAX_SLUG_LENGTH = 120;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/**
 * Lowercase, strip characters other than word characters, spaces and hyphens,
 * turn spaces into hyphens, collapse repeated hyphens. Accented letters are folded to their
 * base letter first ("Café à beira-mar" → cafe-a-beira-mar), not dropped. Underscores count as
 * word characters in that rule but are not allowed in a slug, so they become hyphens too.
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
