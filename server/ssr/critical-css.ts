// A page's critical CSS (decision 103): the rules of the built stylesheet that can apply to the
// page's own HTML (or to its top, when the whole would be over the limit), inlined at the end of
// its <head>; the whole stylesheet, hashed and cached by the browser across pages, is linked in
// <body> after the part the inline CSS styles (styledPage).
//
// The build cut the stylesheet into rules with the class names, tags and ids each needs
// (scripts/build/css-rules.mjs, css-rules.json); here a page's HTML gives its set of those
// tokens, and a rule is kept when one of its alternatives is wholly in the set. Custom-property
// blocks (the palette, the theme tokens and their dark copies) keep only the properties the
// kept rules read, @property and @keyframes only what they name. Order is the stylesheet's, and
// the layer order is stated first, so the whole stylesheet arriving later changes nothing the
// page already shows. Runs once per rendered page (pages are cached per content version).
//
// A page whose top alone (up to <main>) would inline more than CRITICAL_CSS_LIMIT links the
// whole stylesheet in its head instead (render-blocking: the first paint waits for it, but is
// never unstyled), and the server says so in its log.

import { pageOutline } from './page-outline';

/** The limit: no page inlines more than 16 KB of style. */
export const CRITICAL_CSS_LIMIT = 16 * 1000;

/** css-rules.json, as scripts/build/css-rules.mjs writes it. */
export interface CssRules {
  version: 1;
  /** `@layer a,b,…;`: the stylesheet's layer order, stated before any rule. */
  layers: string;
  nodes: CssNode[];
}

/** Tokens a page must hold: one list per alternative (`.class`, `#id`, `tag`); none → every page. */
type Needs = string[][];

export type CssNode =
  | { at: string; nodes: CssNode[] }
  | { css: string; needs?: Needs; property?: string; keyframes?: string; later?: boolean }
  | { selector: string; needs?: Needs; rest: string; vars: [string, string][]; later?: undefined };

export interface CriticalCss {
  /** The CSS to inline, safe inside <style>. */
  css: string;
  /** Its size in bytes (UTF-8). */
  bytes: number;
}

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const VAR_SET = /(?:^|[{;])\s*(--[\w-]+)\s*:/g;
const ANIMATION = /animation(?:-name)?\s*:([^;}]*)/g;

/** The class names (`.x`), ids (`#x`) and tag names of an HTML page, closed dialogs and templates left out. */
export function pageTokens(html: string): Set<string> {
  const { always, elements } = pageOutline(html);
  return new Set([...always, ...elements.flatMap((element) => element.tokens)]);
}

const applies = (needs: Needs | undefined, tokens: Set<string>) => !needs || needs.some((alternative) => alternative.every((token) => tokens.has(token)));

const namesIn = (text: string, pattern: RegExp, into: Set<string>) => {
  for (const match of text.matchAll(pattern)) into.add(match[1]!);
};

/**
 * The rules of `rules` that can apply to elements with `tokens` (`.class`, `#id`, tag), in the
 * stylesheet's order; `styles` is the text of their style attributes (the custom properties they
 * read are kept).
 */
export function criticalCss(rules: CssRules, tokens: Set<string>, styles = ''): CriticalCss {
  type Kept = { at: string; kept: Kept[] } | { text: string } | { vars: Extract<CssNode, { vars: unknown }> } | { property: string; text: string } | { keyframes: string; text: string };

  // 1. The rules the page's tokens call for; custom-property blocks, @property and @keyframes
  //    wait for what the kept rules read.
  const plain: string[] = [];
  const varBlocks: Extract<CssNode, { vars: unknown }>[] = [];
  const pick = (nodes: CssNode[]): Kept[] => {
    const kept: Kept[] = [];
    for (const node of nodes) {
      if ('at' in node) {
        const inner = pick(node.nodes);
        if (inner.length > 0) kept.push({ at: node.at, kept: inner });
      } else if (node.later || !applies(node.needs, tokens)) {
        continue;
      } else if ('vars' in node) {
        varBlocks.push(node);
        kept.push({ vars: node });
      } else if (node.property) {
        kept.push({ property: node.property, text: node.css });
      } else if (node.keyframes) {
        kept.push({ keyframes: node.keyframes, text: node.css });
      } else {
        plain.push(node.css);
        kept.push({ text: node.css });
      }
    }
    return kept;
  };
  const tree = pick(rules.nodes);

  // 2. The custom properties read, by kept rules, by the page's own style attributes, and by the
  //    properties kept for them (a token naming another), until nothing new is read.
  const read = new Set<string>();
  const set = new Set<string>();
  for (const text of plain) {
    namesIn(text, VAR_READ, read);
    namesIn(text, VAR_SET, set);
  }
  namesIn(styles, VAR_READ, read);
  const keptVars = new Map<Extract<CssNode, { vars: unknown }>, Set<string>>(varBlocks.map((block) => [block, new Set<string>()]));
  for (const block of varBlocks) namesIn(block.rest, VAR_READ, read);
  for (let grew = true; grew; ) {
    grew = false;
    for (const block of varBlocks) {
      const names = keptVars.get(block)!;
      for (const [name, value] of block.vars) {
        if (names.has(name) || !read.has(name)) continue;
        names.add(name);
        set.add(name);
        const before = read.size;
        namesIn(value, VAR_READ, read);
        if (read.size > before) grew = true;
      }
    }
  }
  const animations = new Set<string>();
  for (const text of plain) for (const match of text.matchAll(ANIMATION)) for (const word of match[1]!.split(/[\s,]+/)) animations.add(word);

  // 3. Written out in order.
  const write = (kept: Kept[]): string => {
    let out = '';
    for (const item of kept) {
      if ('at' in item) {
        const inner = write(item.kept);
        if (inner) out += `${item.at}{${inner}}`;
      } else if ('vars' in item) {
        const names = keptVars.get(item.vars)!;
        const declarations = item.vars.vars.filter(([name]) => names.has(name)).map(([name, value]) => `${name}:${value}`);
        if (item.vars.rest) declarations.unshift(item.vars.rest);
        if (declarations.length > 0) out += `${item.vars.selector}{${declarations.join(';')}}`;
      } else if ('property' in item) {
        if (read.has(item.property) || set.has(item.property)) out += item.text;
      } else if ('keyframes' in item) {
        if (animations.has(item.keyframes)) out += item.text;
      } else out += item.text;
    }
    return out;
  };
  // Never let the stylesheet end the <style> element early.
  const css = (rules.layers + write(tree)).replace(/<\/style/gi, '<\\/style');
  return { css, bytes: Buffer.byteLength(css) };
}

export interface PageStyle {
  /** css-rules.json; without it (an older build) the page links its stylesheet in the head. */
  rules?: CssRules;
  /** The whole stylesheet's address. */
  href: string;
  /** Told when not even the page's top fits the limit, and the page links the stylesheet in its head. */
  onOverLimit?: (bytes: number) => void;
}

/** Where a page's styles went: for tests, the benchmark and the log. */
export interface StyledPage {
  html: string;
  /** Bytes of inline CSS (0 when the stylesheet is linked in the head). */
  inlineBytes: number;
  /** 'whole': every element is styled inline; 'top': the part before the cut is; 'none': over the limit. */
  inline: 'whole' | 'top' | 'none';
}

/**
 * `html` with its critical CSS in a <style> just before `</head>` (after the title, meta and
 * share tags, which link previews read in the first few KB) and the whole stylesheet linked in
 * <body>: at its end when the critical CSS covers the whole page, otherwise at the last place
 * between blocks of <main> before which the critical CSS fits the limit. Browsers draw what is
 * above a stylesheet linked in <body> and hold what is below until it has loaded, so the page
 * is never drawn unstyled. Over the limit even at the start of <main>, the stylesheet is linked
 * in the head instead and the first paint waits for it.
 */
export function styledPage(html: string, { rules, href, onOverLimit }: PageStyle): StyledPage {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const link = `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`;
  if (headEnd === -1 || bodyEnd === -1) return { html, inlineBytes: 0, inline: 'none' };
  const inHead = (): StyledPage => ({ html: html.slice(0, headEnd) + link + html.slice(headEnd), inlineBytes: 0, inline: 'none' });
  if (!rules) return inHead();

  const { always, elements } = pageOutline(html);
  const before = (count: number) => {
    const tokens = new Set(always);
    let styles = '';
    for (let i = 0; i < count; i += 1) {
      for (const token of elements[i]!.tokens) tokens.add(token);
      if (elements[i]!.style) styles += `${elements[i]!.style};`;
    }
    return criticalCss(rules, tokens, styles);
  };
  const place = (critical: CriticalCss, at: number, inline: StyledPage['inline']): StyledPage => ({
    html: html.slice(0, headEnd) + `<style>${critical.css}</style>` + html.slice(headEnd, at) + link + html.slice(at),
    inlineBytes: critical.bytes,
    inline,
  });

  const whole = before(elements.length);
  if (whole.bytes <= CRITICAL_CSS_LIMIT) return place(whole, bodyEnd, 'whole');
  // The critical CSS only grows with the part it styles: the last cut that fits, by halving.
  const cuts = elements.flatMap((element, index) => (element.cut ? [index] : []));
  let fits = -1;
  let best: CriticalCss | undefined;
  for (let low = 0, high = cuts.length - 1; low <= high; ) {
    const middle = (low + high) >> 1;
    const critical = before(cuts[middle]!);
    if (critical.bytes <= CRITICAL_CSS_LIMIT) {
      fits = middle;
      best = critical;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (!best) {
    onOverLimit?.(before(cuts[0] ?? elements.length).bytes);
    return inHead();
  }
  return place(best, elements[cuts[fits]!]!.at, 'top');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
