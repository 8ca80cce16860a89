// The plain text of the post's body, from which Generate with AI makes its `content` (spec §7:
// `{content: plain text}`, whitespace collapsed: generationText): Markdown is rendered as the site
// renders it, then the HTML's text is taken. Each block (paragraph, heading, list item, table row…) becomes a paragraph of its own,
// so sentences of different blocks never run together; scripts, styles and comments are left
// out and character references decoded. Scanned by index, so any input takes linear time.
import { decodeHTML } from 'entities';
import type { PostFormat } from '../../lib/post-format';
import { markdownToHtml } from './markdown-import';

const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tfoot tr ul'.split(' '),
);
/** Their content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'svg', 'math', 'head', 'title']);

/**
 * What Generate with AI sends as `content`, exactly as the spec says: "HTML tags are stripped and
 * whitespace is collapsed before sending" — the plain text with every run of whitespace, paragraph
 * breaks included, one space. The body as written goes beside it as `source` (decision 044).
 */
export async function generationText(content: string, format: PostFormat): Promise<string> {
  return (await bodyPlainText(content, format)).replace(/\s+/g, ' ').trim();
}

export async function bodyPlainText(content: string, format: PostFormat): Promise<string> {
  return htmlPlainText(format === 'markdown' ? await markdownToHtml(content) : content);
}

export function htmlPlainText(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      out += spaced(html.slice(at));
      break;
    }
    out += spaced(html.slice(at, open));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const name = /^<\/?([a-z][a-z0-9-]*)/.exec(lower.slice(open, open + 34))?.[1];
    if (!name) {
      // A `<` that starts no tag is text ("a < b").
      out += '<';
      at = open + 1;
      continue;
    }
    const close = html.indexOf('>', open + 1);
    if (close === -1) {
      // No `>` anywhere after it: the rest is text (and is not searched again for every `<`).
      out += spaced(html.slice(open));
      break;
    }
    at = close + 1;
    if (HIDDEN.has(name) && lower[open + 1] !== '/') {
      const end = lower.indexOf(`</${name}`, at);
      const endClose = end === -1 ? -1 : html.indexOf('>', end);
      at = endClose === -1 ? html.length : endClose + 1;
      continue;
    }
    if (name === 'br') out += '\n';
    else if (BLOCKS.has(name)) out += '\n\n';
    else if (name === 'td' || name === 'th' || name === 'img') out += ' ';
  }
  return decodeHTML(out)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** HTML's whitespace: any run of it is one space. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ');
}
