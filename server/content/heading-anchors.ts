// Heading ids and self-links, written into a body's finished HTML (decision 061). It runs after
// the allowlist, on what either render path served (sanitize-body.ts or allowlisted-markdown.ts),
// so both get the same anchors and their byte-for-byte equivalence (decision 057) is untouched.
// The input is sanitized HTML: tags lowercase, attribute values double-quoted with `<`, `>` and
// `"` escaped, text with `<` escaped, no comments. That is what lets a tag scan stand in for a parser.
import { decodeHTML } from 'entities';
import type { PostHeading } from '../../src/lib/content-types';
import { CONTENT_ID_PREFIX } from './sanitize-body';

/** The id marked-footnote gives its section's heading (namespaced): never a contents entry, never linked. */
const FOOTNOTES_HEADING_ID = `${CONTENT_ID_PREFIX}footnote-label`;
/** Headings deeper than this are anchored but not listed in the contents. */
const DEEPEST_LISTED_LEVEL = 4;
/** Ids and labels are cut here: a hostile 100 KB heading must not be repeated three times. */
const MAX_SLUG_LENGTH = 100;
const MAX_LABEL_LENGTH = 120;

export interface AnchoredBody {
  html: string;
  /** h1–h4 in order, for the contents list; the footnotes' own heading is left out. */
  headings: PostHeading[];
}

/**
 * GitHub's heading slug (github-slugger): lowercased, every character that is not a letter, a
 * mark, a digit, a connector (`_`), a space or a hyphen dropped, spaces made hyphens.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
    .slice(0, MAX_SLUG_LENGTH);
}

/** Plain text of sanitized inline HTML. */
function textOf(inner: string): string {
  const stripped = inner.includes('<') ? inner.replace(/<[^>]*>/g, '') : inner;
  return (stripped.includes('&') ? decodeHTML(stripped) : stripped).replace(/\s+/g, ' ').trim();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One pass over the tags that matter: headings (to anchor) and links (a self-link may not sit inside one). */
const TAGS = /<(\/?)(a|h[1-6])\b([^>]*)>/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/;

/**
 * The body with an id on every heading (the author's own kept) and a self-link after each, and
 * the headings a contents list shows. An id is the heading's slug, namespaced like every content
 * id, with -1, -2 … when the page already holds it, so the same text keeps the same id however
 * the rest of the post changes (only an earlier heading of the same text moves it).
 */
export function anchorHeadings(html: string): AnchoredBody {
  if (!/<h[1-6]\b/.test(html)) return { html, headings: [] };
  const taken = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) taken.add(match[1]!);
  const unique = (base: string) => {
    let id = base;
    for (let count = 1; taken.has(id); count += 1) id = `${base}-${count}`;
    taken.add(id);
    return id;
  };

  const headings: PostHeading[] = [];
  let out = '';
  let copied = 0;
  let linkDepth = 0;
  let open: { tag: string; start: number; innerStart: number; attributes: string; inLink: boolean } | null = null;
  for (const match of html.matchAll(TAGS)) {
    const [tagText, closing, tag, attributes] = match as unknown as [string, string, string, string];
    if (tag === 'a') {
      if (!open) linkDepth = Math.max(0, linkDepth + (closing ? -1 : 1));
      continue;
    }
    if (!closing) {
      // A heading inside a heading (raw HTML only) is text of the outer one.
      open ??= { tag, start: match.index, innerStart: match.index + tagText.length, attributes, inLink: linkDepth > 0 };
      continue;
    }
    if (!open || tag !== open.tag) continue;
    const inner = html.slice(open.innerStart, match.index);
    const level = Number(tag.slice(1));
    const text = textOf(inner);
    const own = ID_ATTRIBUTE.exec(open.attributes)?.[1];
    const id = own ?? unique(`${CONTENT_ID_PREFIX}${headingSlug(text) || 'section'}`);
    let written = `<${tag}${own === undefined ? ` id="${id}"` : ''}${open.attributes}>${inner}</${tag}>`;
    if (id !== FOOTNOTES_HEADING_ID && text !== '') {
      if (!open.inLink) {
        const label = escapeAttribute(`Link to section: ${text.length > MAX_LABEL_LENGTH ? `${text.slice(0, MAX_LABEL_LENGTH)}…` : text}`);
        written = `<div class="heading-anchor">${written}<a class="heading-link" href="#${id}" aria-label="${label}">#</a></div>`;
      }
      if (level <= DEEPEST_LISTED_LEVEL) headings.push({ id, text, level });
    }
    out += html.slice(copied, open.start) + written;
    copied = match.index + tagText.length;
    open = null;
  }
  return { html: out + html.slice(copied), headings };
}
