// HTML compared as the CommonMark spec's own test runner compares it (its normalize.py): tags and
// attributes in one spelling, attributes sorted, character references decoded and escaped one
// way, whitespace runs outside <pre> one space and none beside a block tag. What the site adds to
// every body on purpose is taken off first, so a spec example compares what it is about: heading
// ids and self-links, the `user-content-` prefix, a code block's tabindex, highlighting spans,
// lazy images, external links opened safely, a task box's name.
import { decodeHTML, decodeHTMLAttribute } from 'entities';

const VOID = new Set(['br', 'hr', 'img', 'input', 'source', 'meta', 'link', 'wbr', 'area', 'col', 'embed', 'param', 'track']);
const BLOCK = 'address|article|aside|blockquote|details|dialog|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|li|main|nav|ol|p|pre|section|summary|table|thead|tbody|tfoot|tr|th|td|ul';
const AROUND_BLOCK = new RegExp(`\\s*(</?(?:${BLOCK})\\b[^>]*>)\\s*`, 'g');
const TOKEN = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const PREFIX = 'user-content-';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Open {
  name: string;
  dropped: boolean;
}

/** What the site adds on purpose to a tag's attributes, taken off; null to drop the tag itself. */
function ownAttributes(name: string, attributes: Map<string, string>): Map<string, string> | null {
  const className = attributes.get('class') ?? '';
  if (name === 'span' && /^tok-/.test(className)) return null;
  if (name === 'div' && className === 'heading-anchor') return null;
  for (const key of ['id', 'name', 'href', 'aria-describedby']) {
    const value = attributes.get(key);
    if (value?.startsWith(PREFIX)) attributes.set(key, value.slice(PREFIX.length));
    if (value?.startsWith(`#${PREFIX}`)) attributes.set(key, `#${value.slice(PREFIX.length + 1)}`);
  }
  if (/^h[1-6]$/.test(name)) attributes.delete('id');
  if (name === 'pre') attributes.delete('tabindex');
  if (name === 'img' && attributes.get('loading') === 'lazy') attributes.delete('loading');
  if (name === 'a' && attributes.get('target') === '_blank') {
    attributes.delete('target');
    attributes.delete('rel');
  }
  if (name === 'input') attributes.delete('aria-label');
  return attributes;
}

/** `html` in the comparison's one spelling. */
export function normalizeHtml(html: string): string {
  let out = '';
  const stack: Open[] = [];
  let inPre = 0;
  let skipping = 0; // inside a heading's self-link, whose "#" is the site's
  let afterBreak = false; // the newline after a <br> is not text (as normalize.py reads it)
  for (const [token] of html.matchAll(TOKEN)) {
    if (token.startsWith('<!--')) {
      if (!skipping) out += token;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>$/.exec(token);
    const wasAfterBreak = afterBreak;
    afterBreak = false;
    if (!tag) {
      if (skipping) continue;
      const text = decodeHTML(wasAfterBreak ? token.replace(/^\n+/, '') : token);
      out += escapeText(inPre > 0 ? text : text.replace(/\s+/g, ' '));
      continue;
    }
    const [, closing, rawName, rest] = tag as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      const open = at === -1 ? undefined : stack.splice(at)[0];
      if (name === 'pre') inPre = Math.max(0, inPre - 1);
      if (skipping && name === 'a') {
        skipping -= 1;
        continue;
      }
      if (skipping || open?.dropped) continue;
      out += `</${name}>`;
      continue;
    }
    const attributes = new Map<string, string>();
    for (const [, key, double, single, bare] of rest.matchAll(ATTRIBUTE)) attributes.set(key!.toLowerCase(), decodeHTMLAttribute(double ?? single ?? bare ?? ''));
    if (name === 'a' && attributes.get('class') === 'heading-link') {
      skipping += 1;
      continue;
    }
    if (skipping) continue;
    const kept = ownAttributes(name, attributes);
    if (name === 'br') afterBreak = true;
    if (!VOID.has(name)) stack.push({ name, dropped: kept === null });
    if (name === 'pre') inPre += 1;
    if (kept === null) continue;
    const written = [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => ` ${key}="${escapeText(value)}"`);
    out += `<${name}${written.join('')}>`;
  }
  return out.replace(AROUND_BLOCK, '$1').trim();
}
