// What a body's source says beyond its HTML: MDX's imports, exports and components (dropped,
// the Markdown kept), Obsidian's [[wikilinks]] (shown as their text), the excerpt markers of
// Jekyll, Hugo and Hexo (`<!--more-->`) and Docusaurus (`<!--truncate-->`), and the plain text a
// title or summary can be taken from. Line-based, with no backtracking patterns: linear in size.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

export interface MdxReading {
  markdown: string;
  dropped: { imports: number; exports: number; components: number };
}

const COMPONENT_LINE = /^\s*<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*$/;

/**
 * MDX as Markdown: `import`/`export` statements (to their closing blank line) and lines that are
 * only a component's opening or closing tag go; what is written between the tags stays.
 */
export function mdxToMarkdown(source: string): MdxReading {
  const dropped = { imports: 0, exports: 0, components: 0 };
  const kept: string[] = [];
  let inStatement = false;
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      kept.push(line);
      continue;
    }
    if (inStatement) {
      if (line.trim() === '') inStatement = false;
      continue;
    }
    const statement = /^(import|export)\s/.exec(line);
    if (statement) {
      dropped[statement[1] === 'import' ? 'imports' : 'exports'] += 1;
      // A statement may span lines (an object, a multi-line import); it ends at a blank line.
      inStatement = !/;\s*$/.test(line) && !/^import\s.*\sfrom\s+['"][^'"]+['"]\s*$/.test(line);
      continue;
    }
    // MDX's comment form of Docusaurus's excerpt marker stays a marker; other MDX comments go.
    if (/^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/.test(line)) {
      kept.push('<!--truncate-->');
      continue;
    }
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue;
    if (COMPONENT_LINE.test(line)) {
      dropped.components += 1;
      continue;
    }
    kept.push(line);
  }
  return { markdown: kept.join('\n'), dropped };
}

/** `[[Note]]` → Note, `[[Note|shown text]]` → shown text; the number replaced. */
export function unwrapWikilinks(source: string): { text: string; count: number } {
  let count = 0;
  const text = source.replace(/\[\[([^\]|\n]{1,200})(?:\|([^\]\n]{1,200}))?\]\]/g, (_match, target: string, label: string | undefined) => {
    count += 1;
    return label ?? target;
  });
  return { text, count };
}

const EXCERPT_MARKER = /<!--\s*(?:more|truncate)\s*-->/i;

/** The source before an excerpt marker, or null when there is none. */
export function excerptBeforeMarker(source: string): string | null {
  const match = EXCERPT_MARKER.exec(source);
  return match ? source.slice(0, match.index) : null;
}

/** Text of an HTML fragment: no tags, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })).replace(/\s+/g, ' ').trim();
}

/**
 * The first element `<tag…>…</tag>` matching `open` from `from` on, found by index so the cost
 * stays linear. For sanitized HTML, whose tags are lowercase and always closed.
 */
function element(html: string, open: RegExp, from: number): { start: number; end: number; inner: string } | null {
  open.lastIndex = from;
  const start = open.exec(html);
  if (!start) return null;
  const tag = start[1]!.toLowerCase();
  const innerStart = html.indexOf('>', start.index);
  const close = html.indexOf(`</${tag}>`, innerStart);
  if (innerStart === -1 || close === -1) return null;
  return { start: start.index, end: close + tag.length + 3, inner: html.slice(innerStart + 1, close) };
}

/** The first heading of sanitized HTML (of any level, or `h1` alone), and whether the HTML starts with it. */
export function firstHeading(html: string, level: 'any' | 'h1' = 'any'): { text: string; leading: boolean; html: string } | null {
  const found = element(html, level === 'h1' ? /<(h1)\b/gi : /<(h[1-6])\b/gi, 0);
  if (!found) return null;
  const text = htmlToText(found.inner);
  return text ? { text, leading: html.slice(0, found.start).trim() === '', html: html.slice(found.start, found.end) } : null;
}

/** The text of the first paragraph of sanitized HTML that has any. */
export function firstParagraph(html: string): string | null {
  for (let found = element(html, /<(p)\b/gi, 0); found; found = element(html, /<(p)\b/gi, found.end)) {
    const text = htmlToText(found.inner);
    if (text) return text;
  }
  return null;
}

/** A line of Markdown as the text it shows: links and images as their text, wikilinks as their label, no marks. */
export function inlineMarkdownText(line: string): string {
  return htmlToText(
    line
      .replace(/!?\[([^\]\n]{0,300})\]\([^)\n]{0,1000}\)/g, '$1')
      .replace(/!?\[([^\]\n]{0,300})\]\[[^\]\n]{0,300}\]/g, '$1')
      .replace(/\[\[([^\]|\n]{1,200})(?:\|([^\]\n]{1,200}))?\]\]/g, (_match, target: string, label?: string) => label ?? target)
      .replace(/<((?:https?|mailto):[^>\s]{1,1000})>/g, '$1')
      .replace(/[*_`~]+/g, ''),
  );
}

/** The first line with words in it, stripped of Markdown marks. */
export function firstLine(source: string): string | null {
  for (const line of source.split('\n')) {
    const text = inlineMarkdownText(line.replace(/^[\s#>*+-]+/, ''));
    if (/[\p{L}\p{N}]/u.test(text)) return text;
  }
  return null;
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
