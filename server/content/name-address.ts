// The address a content file's name gives, for names in any script (decision
// 089). The slug rule stays the one rule of src/lib/slug.ts (decision
// 077): a slug is ASCII letters, digits and hyphens. A name whose letters that rule would drop
// (地图笔记.md, Привет.md) is spelled in Latin letters first (any-ascii), so it keeps an
// address; a dot between words (`v1.2-notes.md`) is a hyphen, as a space is. A name the old
// reading already gave a different, non-empty address keeps answering there: `former` is that
// address, redirected to the new one. Server-only: the transliteration table is half a megabyte.
import anyAscii from 'any-ascii';
import { slugify } from '../../src/lib/slug';

export interface NameAddress {
  /** The slug (empty when the name has no letter or digit in any script). */
  slug: string;
  /** The address the name gave before names were read this way, when it was another non-empty one. */
  former?: string;
  /** How the name was read differently from the plain slug rule, for a note. */
  reading?: 'transliterated' | 'dots';
}

/** A letter or digit outside ASCII that is left over once accents are folded (slugify drops it). */
const FOREIGN = /[^\x00-\x7f]/u;
/** Han characters: one syllable each, written apart ("di-tu"), as pinyin slugs are. */
const HAN = /\p{Script=Han}/u;

/** `name` spelled in ASCII where the slug rule would drop letters: Han syllables apart, other scripts as words. */
export function transliterate(name: string): string {
  let out = '';
  for (const character of name) {
    if (!FOREIGN.test(character) || slugify(character) !== '') {
      out += character;
      continue;
    }
    const latin = anyAscii(character);
    out += HAN.test(character) ? ` ${latin} ` : latin;
  }
  return out;
}

/** The slug of a written name (a file name's stem or a folder's name), read for any script. */
export function addressOfName(written: string): NameAddress {
  const plain = slugify(written);
  const dotted = written.includes('.') ? slugify(written.replace(/\./g, ' ')) : plain;
  const foreign = /[^\x00-\x7f]/.test(written) && [...written].some((character) => /[\p{L}\p{N}]/u.test(character) && slugify(character) === '');
  const slug = foreign ? slugify(transliterate(written.replace(/\./g, ' '))) : dotted;
  if (slug === plain) return { slug };
  const reading = foreign ? 'transliterated' : 'dots';
  return plain === '' ? { slug, reading } : { slug, former: plain, reading };
}
