// The built-in analyzer's reading of a post body: its headings, paragraphs and list items as
// plain text, in order, whether the body is HTML, Markdown, both at once, or plain text. Code,
// tables, figures, scripts and styles are left out: no title or summary is made from them.
// Every step is a single pass or a bounded pattern, so hostile input costs linear time.
import { decodeHTML } from 'entities';
import { unwrapWikilinks } from '../content/body-source';
import { tidy } from './sentences';

export interface Block {
  kind: 'heading' | 'paragraph' | 'item';
  /** 1–6 for a heading, 0 otherwise. */
  level: number;
  /** Plain text: no markup, spacing tidied. */
  text: string;
}

/** Elements whose text is never a title or summary; their content goes with them. */
const SKIPPED = ['script', 'style', 'pre', 'table', 'figure', 'svg', 'noscript', 'template', 'textarea', 'select'];
/** Elements that start and end a block of text. */
const BLOCK_TAGS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'blockquote', 'ul', 'ol', 'dl', 'dt', 'dd',
  'hr', 'details', 'summary', 'address', 'figcaption', 'center', 'body', 'html', 'head', 'title', 'form', 'fieldset', 'iframe', 'video', 'audio',
]);
/** Inline elements whose tags vanish without a space: `<b>bold</b>ly` is one word. */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/** `<name…>…</name>` of the given elements becomes a blank line; an unclosed one is left in place. */
export function dropElements(html: string, names: readonly string[]): string {
  const open = new RegExp(`<(${names.join('|')})(?=[\\s/>])`, 'gi');
  // A closing tag missing after one opening is missing after every later one too: look once.
  const unclosed = new Set<string>();
  let out = '';
  let copied = 0;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const name = match[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const close = new RegExp(`</${name}\\s*>`, 'gi');
    close.lastIndex = match.index + match[0].length;
    const end = close.exec(html);
    if (!end) {
      unclosed.add(name);
      continue;
    }
    out += `${html.slice(copied, match.index)}\n\n`;
    copied = end.index + end[0].length;
    open.lastIndex = copied;
  }
  return out + html.slice(copied);
}

const TAG_NAME = /<\/?([a-zA-Z][a-zA-Z0-9-]*)/y;

/**
 * HTML tags as Markdown-ish line structure: a heading starts a `#` line, a list item a `- ` line,
 * other block elements a blank line; inline tags vanish, anything else is a space. A `<` that
 * does not start a tag (`a < b`) is text.
 */
function tagsToLines(html: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (let start = html.indexOf('<'); start !== -1; start = html.indexOf('<', from)) {
    const next = html[start + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      from = start + 1;
      continue;
    }
    const end = html.indexOf('>', start + 1);
    if (end === -1) break;
    TAG_NAME.lastIndex = start;
    const name = TAG_NAME.exec(html)?.[1]?.toLowerCase() ?? '';
    const closing = next === '/';
    let replacement = ' ';
    const heading = /^h([1-6])$/.exec(name);
    if (heading) replacement = closing ? '\n\n' : `\n\n${'#'.repeat(Number(heading[1]))} `;
    else if (name === 'li') replacement = closing ? '\n\n' : '\n\n- ';
    else if (name === 'br') replacement = '\n';
    else if (BLOCK_TAGS.has(name)) replacement = '\n\n';
    else if (INLINE_TAGS.has(name)) replacement = '';
    out += html.slice(copied, start) + replacement;
    copied = end + 1;
    from = copied;
  }
  return out + html.slice(copied);
}

// Link text has no brackets and a URL no parentheses or spaces (a "title" may follow it), so a
// failed match gives up at the next bracket or parenthesis instead of scanning far and back.
const IMAGE = /!\[[^[\]\n]{0,300}\]\([^()\s]{0,1000}(?:\s+"[^"\n]{0,300}")?\)/g;
const LINK = /\[([^[\]\n]{0,300})\]\([^()\s]{0,1000}(?:\s+"[^"\n]{0,300}")?\)/g;
const REFERENCE_LINK = /\[([^[\]\n]{1,300})\]\[[^[\]\n]{0,100}\]/g;

/** Inline Markdown as plain text: images dropped, links as their text, emphasis and code marks gone. */
function inlineText(text: string): string {
  return tidy(
    unwrapWikilinks(text)
      .text.replace(IMAGE, ' ')
      .replace(LINK, '$1')
      .replace(REFERENCE_LINK, '$1')
      .replace(/\[\^[^\]\s]{1,50}\]/g, '')
      .replace(/[*~`]+/g, '')
      .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ''),
  );
}

const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])[ \t]+(.*)$/;
const ATX_HEADING = /^(#{1,6})(?:[ \t]+(.*))?$/;

/** A line of only `|`, `:`, `-` and spaces, with a `-` and a `|`: a Markdown table's separator row. */
function isTableSeparator(line: string | undefined): boolean {
  return line !== undefined && /^[|:\- \t]+$/.test(line) && line.includes('-') && line.includes('|');
}

function isRule(line: string): boolean {
  return /^(?:-{3,}|\*{3,}|_{3,})$/.test(line.replace(/[ \t]/g, ''));
}

/** The blocks of a body, in order. */
export function readBlocks(content: string): Block[] {
  const text = decodeHTML(tagsToLines(dropElements(content.replace(/\r\n?/g, '\n'), SKIPPED)));
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let buffer: string[] = [];
  let bufferKind: 'paragraph' | 'item' = 'paragraph';
  const flush = () => {
    const joined = inlineText(buffer.join(' '));
    if (/[\p{L}\p{N}]/u.test(joined)) blocks.push({ kind: bufferKind, level: 0, text: joined });
    buffer = [];
    bufferKind = 'paragraph';
  };

  let at = skipFrontMatter(lines);
  let fence: string | null = null;
  for (; at < lines.length; at += 1) {
    const line = lines[at]!.trim();
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      flush();
      fence = fenceMark;
      continue;
    }
    if (line === '') {
      flush();
      continue;
    }
    // A table: its header row, separator and body rows are left out.
    if (line.includes('|') && isTableSeparator(lines[at + 1]?.trim())) {
      flush();
      at += 1;
      while (at + 1 < lines.length && lines[at + 1]!.includes('|') && lines[at + 1]!.trim() !== '') at += 1;
      continue;
    }
    const unquoted = line.replace(/^(?:>[ \t]?)+/, '');
    // Setext headings: the paragraph line above `===` or `---`.
    if (buffer.length > 0 && bufferKind === 'paragraph' && /^(=+|-+)$/.test(unquoted)) {
      const heading = inlineText(buffer.join(' '));
      buffer = [];
      if (heading) blocks.push({ kind: 'heading', level: unquoted[0] === '=' ? 1 : 2, text: heading });
      continue;
    }
    if (isRule(unquoted)) {
      flush();
      continue;
    }
    const heading = ATX_HEADING.exec(unquoted);
    if (heading) {
      flush();
      const title = inlineText(trimEndWhile(heading[2] ?? '', (character) => character === '#' || character === ' ' || character === '\t'));
      if (title) blocks.push({ kind: 'heading', level: heading[1]!.length, text: title });
      continue;
    }
    const item = LIST_ITEM.exec(unquoted);
    if (item) {
      flush();
      bufferKind = 'item';
      buffer.push(item[1]!);
      continue;
    }
    buffer.push(unquoted);
  }
  flush();
  return blocks;
}

/** The index of the first line after a leading YAML (`---`) or TOML (`+++`) front matter block, else 0. */
function skipFrontMatter(lines: string[]): number {
  const fence = lines[0]?.trim();
  if (fence !== '---' && fence !== '+++') return 0;
  for (let at = 1; at < lines.length; at += 1) if (lines[at]!.trim() === fence) return at + 1;
  return 0;
}

/** The value without the characters at its end that `drop` picks: one pass back, never quadratic. */
export function trimEndWhile(value: string, drop: (character: string) => boolean): string {
  let end = value.length;
  while (end > 0 && drop(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}
