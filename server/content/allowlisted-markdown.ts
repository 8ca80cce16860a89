// Markdown → the very HTML sanitizeBody makes of marked's output, written directly, for the body
// people mostly write: one whose every token is one marked writes itself (no raw HTML). On a
// 3 KB post sanitize-html costs twice what marked does (~400 µs against ~200), and at start that
// is most of the work per file (docs/decisions/057). This path re-reads nothing: each token is
// written as marked writes it and then as sanitize-html would answer it — entities decoded and
// escaped again, a task's `<input>` named, `<pre tabindex="0">`, schemes checked, external links opened
// safely, media URLs resolved, ids namespaced.
//
// sanitizeBody stays the definition of what a body may hold. This answers null for anything it
// does not mirror (raw HTML, a token type not listed, deep nesting, an empty URL), and the caller
// takes the sanitize path; a test renders the intake corpus, the bench's posts and hostile cases
// both ways and requires the same bytes.
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { getDefaults, Parser, Renderer, type MarkedOptions, type Token, type Tokens } from 'marked';
import { isResizableImage, POST_IMAGE_SIZES, POST_IMAGE_WIDTHS, responsiveSrcSet } from '../../src/lib/image-renditions';
import { BoundedLexer, type InlineReport } from './bounded-inline';
import { MarkdownRenderError, TOO_DEEP } from './markdown-renderer';
import { CODE_LANGUAGE_CLASS, CONTENT_ID_PREFIX, LINK_SCHEMES, type UrlResolver } from './sanitize-body';

/** The options sanitize-body's marked runs with (markdown-renderer.ts: gfm, synchronous). */
const OPTIONS: MarkedOptions = { ...getDefaults(), gfm: true, async: false };

/** Tokens written here; any other (html, an extension's) sends the body down the sanitize path. Footnotes never get here (renderAllowlisted). */
const MIRRORED = new Set(['space', 'code', 'heading', 'table', 'hr', 'blockquote', 'list', 'list_item', 'checkbox', 'paragraph', 'text', 'def', 'escape', 'link', 'image', 'strong', 'em', 'codespan', 'br', 'del']);

/** Far below sanitize-html's nestingLimit (100 elements), counting a token as at most 3 elements. */
const MAX_TOKEN_DEPTH = 24;

/**
 * The allowlisted HTML of a Markdown body, as `sanitizeBody(marked(markdown), resolve)` would
 * answer it, or null when the body holds something only the sanitize path handles; throws the
 * sanitize path's MarkdownRenderError for a body nested too deep for either. Runs marked
 * in this thread: only for a content parser worker, which has a deadline of its own. Inline
 * texts too costly to read are kept plain (bounded-inline.ts), and said in `report`.
 */
export function renderAllowlisted(markdown: string, resolve: UrlResolver, report: InlineReport | null = null): string | null {
  // Footnotes (marked-footnote, whose every token starts at `[^`) are not mirrored: the sanitize path writes them.
  if (markdown.includes('[^')) return null;
  let tokens: Token[];
  try {
    tokens = new BoundedLexer({ ...OPTIONS }, report).lex(markdown);
  } catch (error) {
    // Nesting deep enough to run out of stack. The sanitize path's marked lexes the same way and
    // would overflow too, after as long again: on a hostile body that doubled time hits the
    // parse deadline, so the body is refused here, in the sanitize path's words.
    if (error instanceof RangeError) throw new MarkdownRenderError(TOO_DEEP);
    return null;
  }
  if (!mirrored(tokens, 0)) return null;
  const renderer = new AllowlistRenderer(resolve);
  return new Parser({ ...OPTIONS, renderer }).parse(tokens);
}

function mirrored(tokens: readonly Token[], depth: number): boolean {
  if (depth > MAX_TOKEN_DEPTH) return false;
  for (const token of tokens) {
    if (!MIRRORED.has(token.type)) return false;
    if ((token.type === 'link' || token.type === 'image') && (token as Tokens.Link).href.trim() === '') return false;
    const children: Token[][] = [];
    if ('tokens' in token && token.tokens) children.push(token.tokens);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) children.push([item]);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) children.push(cell.tokens);
    }
    if (!children.every((child) => mirrored(child, depth + 1))) return false;
  }
  return true;
}

// ---- What marked writes, and what sanitize-html reads of it ----

const MARKED_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** marked's escapeHtmlEntities: every special character, or (not `encode`) all but an `&` that starts a reference. */
function markedEscape(text: string, encode = false): string {
  return text.replace(encode ? /[&<>"']/g : /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, (character) => MARKED_ESCAPES[character]!);
}

/** marked's cleanUrl: the URL percent-encoded as encodeURI does, or null where that fails. */
function cleanUrl(href: string): string | null {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return null;
  }
}

/** sanitize-html's escapeHtml (entities were decoded by its parser first). */
const SANITIZE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
function sanitizedText(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (character) => SANITIZE_ESCAPES[character]!) : text;
}

/** Text marked wrote as HTML, as sanitize-html writes it back: decoded, then escaped again. */
function textOfHtml(html: string): string {
  return sanitizedText(html.includes('&') ? decodeHTML(html) : html);
}

/** An attribute value marked wrote, as sanitize-html's parser hands it to the allowlist. */
function attributeOf(html: string): string {
  return html.includes('&') ? decodeHTMLAttribute(html) : html;
}

type Attributes = [name: string, value: string][];

/** An open tag as sanitize-html writes it: an empty value only for alt, void tags closed with " />". */
function openTag(name: string, attributes: Attributes, selfClosing = false): string {
  let out = `<${name}`;
  for (const [attribute, value] of attributes) {
    if (value !== '') out += ` ${attribute}="${/["&<>]/.test(value) ? sanitizedText(value).replace(/"/g, '&quot;') : value}"`;
    else if (attribute === 'alt') out += ' alt=""';
  }
  return `${out}${selfClosing ? ' />' : '>'}`;
}

/** The schemes sanitize-body allows for images (allowedSchemesByTag); links use LINK_SCHEMES. */
const IMAGE_SCHEMES = ['http', 'https'];

/** launder's naughtyHref, as sanitize-html asks it, with protocol-relative URLs refused. */
function naughty(href: string, schemes: readonly string[]): boolean {
  let cleaned = href.replace(/[\x00-\x20]+/g, '');
  for (let start = cleaned.indexOf('<!--'); start !== -1; start = cleaned.indexOf('<!--')) {
    const end = cleaned.indexOf('-->', start + 4);
    if (end === -1) break;
    cleaned = cleaned.slice(0, start) + cleaned.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(cleaned);
  if (!scheme) return /^[/\\]{2}/.test(cleaned);
  return !schemes.includes(scheme[1]!.toLowerCase());
}

const namespaced = (value: string) => (value.startsWith(CONTENT_ID_PREFIX) ? value : CONTENT_ID_PREFIX + value);

class AllowlistRenderer extends Renderer {
  constructor(private readonly resolve: UrlResolver) {
    super(OPTIONS);
  }

  override code({ text, lang, escaped }: Tokens.Code): string {
    const language = (lang || '').match(/^\S*/)?.[0];
    const code = text ? `${text.replace(/\n$/, '')}\n` : '';
    const body = escaped ? textOfHtml(code) : sanitizedText(code);
    const classes = language
      ? attributeOf(`language-${markedEscape(language)}`)
          .split(/\s+/)
          .filter((name) => CODE_LANGUAGE_CLASS.test(name))
          .join(' ')
      : '';
    return `<pre tabindex="0">${openTag('code', classes ? [['class', classes]] : [])}${body}</code></pre>\n`;
  }

  override hr(): string {
    return '<hr />\n';
  }

  override br(): string {
    return '<br />';
  }

  /** sanitize-body's taskCheckbox: a disabled checkbox named by its state, then marked's space. */
  override checkbox({ checked }: Tokens.Checkbox): string {
    return checked ? '<input type="checkbox" checked disabled aria-label="Done" /> ' : '<input type="checkbox" disabled aria-label="To do" /> ';
  }

  override codespan({ text }: Tokens.Codespan): string {
    return `<code>${sanitizedText(text)}</code>`;
  }

  override text(token: Tokens.Text | Tokens.Escape): string {
    if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
    if ('escaped' in token && token.escaped) return textOfHtml(token.text);
    return token.text.includes('&') ? textOfHtml(markedEscape(token.text)) : sanitizedText(token.text);
  }

  override link({ href, title, text, tokens, autolink }: Tokens.Link): string {
    const clean = cleanUrl(href);
    // The link's own URL is resolved before what it holds, in the order sanitize-html meets them.
    let opened: string | null = null;
    if (clean !== null) {
      const written = attributeOf(markedEscape(clean, autolink));
      const attributes: Attributes = [['href', written]];
      if (title) attributes.push(['title', attributeOf(markedEscape(title))]);
      if (/^https?:\/\//.test(written)) attributes.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
      let served = this.resolve(written);
      if (served !== null && served.startsWith('#') && served.length > 1) served = `#${namespaced(served.slice(1))}`;
      if (served === null || naughty(served, LINK_SCHEMES)) attributes.shift();
      else attributes[0] = ['href', served];
      opened = openTag('a', attributes);
    }
    const inner = autolink ? sanitizedText(text) : this.parser.parseInline(tokens);
    return opened === null ? inner : `${opened}${inner}</a>`;
  }

  override image({ href, title, text, tokens }: Tokens.Image): string {
    const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
    const clean = cleanUrl(href);
    if (clean === null) return textOfHtml(markedEscape(alt));
    const source = attributeOf(markedEscape(clean));
    const altText = attributeOf(markedEscape(alt));
    const served = this.resolve(source);
    // A missing image is its alt text, or nothing (sanitize-body's img transform and exclusiveFilter).
    if (served === null) return altText.trim() ? `<span>${sanitizedText(altText)}</span>` : '';
    if (naughty(served, IMAGE_SCHEMES)) return '';
    const attributes: Attributes = [
      ['loading', 'lazy'],
      ['src', served],
      ['alt', altText],
    ];
    if (title) attributes.push(['title', attributeOf(markedEscape(title))]);
    if (isResizableImage(served)) attributes.push(['srcset', responsiveSrcSet(served, POST_IMAGE_WIDTHS)], ['sizes', POST_IMAGE_SIZES]);
    return openTag('img', attributes, true);
  }

  override html(): string {
    throw new Error('raw HTML takes the sanitize path');
  }
}
