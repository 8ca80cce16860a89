// The part of the stylesheet a server-rendered page can use, inlined into its <head>: the first
// paint then needs the HTML and nothing else (decision 021). The stylesheet is read once at
// start; per page, a rule is kept unless its selector names a class the page's HTML never uses.
// Rules without classes (the reset, the theme, element styles) are always kept, and the whole
// stylesheet still arrives after hydration for what the page does next.

type CssNode = { kind: 'text'; text: string } | { kind: 'rule'; text: string; classes: string[][] } | { kind: 'block'; prelude: string; children: CssNode[] };

export interface ParsedStylesheet {
  nodes: CssNode[];
}

/** Blocks whose content is a list of rules to prune; any other at-rule is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container|scope|starting-style)\b/;

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parseNodes(css, 0, css.length) };
}

function parseNodes(css: string, from: number, to: number): CssNode[] {
  const nodes: CssNode[] = [];
  let start = from;
  let i = from;
  while (i < to) {
    const char = css[i]!;
    if (char === '/' && css[i + 1] === '*') {
      // Comments (the licence banner) are dropped where they stand between rules.
      const end = css.indexOf('*/', i + 2);
      const after = end === -1 ? to : end + 2;
      if (css.slice(start, i).trim() === '') start = after;
      i = after;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(css, i);
      continue;
    }
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === ';') {
      const text = css.slice(start, i + 1).trim();
      if (text) nodes.push({ kind: 'text', text });
      start = i + 1;
    } else if (char === '{') {
      const close = matchingBrace(css, i);
      const prelude = css.slice(start, i).trim();
      if (GROUPING_AT_RULE.test(prelude)) nodes.push({ kind: 'block', prelude, children: parseNodes(css, i + 1, close) });
      else if (prelude.startsWith('@')) nodes.push({ kind: 'text', text: css.slice(start, close + 1).trim() });
      else nodes.push({ kind: 'rule', text: css.slice(start, close + 1).trim(), classes: splitSelectors(prelude).map(requiredClasses) });
      i = close + 1;
      start = i;
      continue;
    }
    i += 1;
  }
  return nodes;
}

function skipString(css: string, open: number): number {
  const quote = css[open];
  let i = open + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") i = skipString(css, i) - 1;
    else if (char === '\\') i += 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** A selector list split at its top-level commas. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '"' || char === "'") i = skipString(list, i) - 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/**
 * The classes an element must carry for the selector to match anything: those outside
 * parentheses and brackets. Classes inside :not(), :is(), :where() are ignored, which only ever
 * keeps a rule that could have gone.
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '"' || char === "'") i = skipString(selector, i) - 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const [name, end] = readIdentifier(selector, i + 1);
      classes.push(name);
      i = end - 1;
    }
  }
  return classes;
}

/** A CSS identifier with its escapes resolved (`sm\:px-4` → `sm:px-4`, `\32 xl` → `2xl`). */
function readIdentifier(text: string, from: number): [string, number] {
  let name = '';
  let i = from;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f) {
      name += char;
      i += 1;
    } else break;
  }
  return [name, i];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every class the HTML's elements carry. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name[0] === '#' ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The stylesheet less every rule none of whose selectors can match an element of the HTML. */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  const used = classesInHtml(html);
  const keep = (nodes: CssNode[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return node.text;
        if (node.kind === 'rule') return node.classes.some((required) => required.every((name) => used.has(name))) ? node.text : '';
        const inner = keep(node.children);
        return inner ? `${node.prelude}{${inner}}` : '';
      })
      .join('');
  // Never let the stylesheet end the <style> element early.
  return keep(sheet.nodes).replace(/<\/style/gi, '<\\/style');
}
