// Build-time half of the per-page critical CSS (server/ssr/critical-css.ts, decision 103): the
// built stylesheet cut into its rules, in order, each with what a page's HTML must hold for the
// rule to apply (its class names, tag names and ids). The server then picks a page's rules with
// set look-ups over the page's HTML: no CSS parser runs on the server, and none is installed in
// production. Written as css-rules.json beside the client manifest.
//
// The input is Tailwind's minified output: rules, @layer/@media/@supports blocks around rules,
// @property, @keyframes and @font-face. Anything this reader does not understand is kept on
// every page (a rule that needs nothing), never dropped.
import { writeFile } from 'node:fs/promises';

/** The selector functions whose arguments are alternatives the element must match one of. */
const ALTERNATIVES = new Set([':is', ':where', ':matches', ':-webkit-any']);
/** Beyond this many alternatives a selector is kept on every page rather than worked out. */
const MAX_ALTERNATIVES = 32;

/** Pseudo-classes a visitor's pointer or keyboard brings about: never needed for a first paint. */
const INTERACTION = /:(?:hover|focus|focus-within|focus-visible|active)\b/;

/**
 * The built stylesheet made shorter without changing what it does, so each page's critical CSS
 * fits more of the page: Tailwind's `calc(var(--spacing) * n)` written as the length it is
 * (`--spacing` is Tailwind's 0.25rem, which src/styles.css never changes: checked here), and a
 * declaration repeated in a row (lightningcss writes some prefixes three times) written once.
 */
export function compactStylesheet(css) {
  const spacing = /--spacing:([^;}]+)/.exec(css)?.[1]?.trim();
  if (spacing !== undefined && spacing !== '.25rem') throw new Error(`build: --spacing is ${spacing}; compactStylesheet in scripts/build/css-rules.mjs assumes .25rem`);
  const rem = (n) => `${+(n * 0.25).toFixed(4)}rem`.replace(/^(-?)0\./, '$1.');
  return css
    .replace(/calc\(var\(--spacing\) \* (-?\d*\.?\d+)\)/g, (_, n) => (Number(n) === 0 ? '0' : rem(Number(n))))
    .replace(/var\(--spacing\)/g, '.25rem')
    .replace(/([{;])([^;{}]+);(?:\2;)+/g, '$1$2;');
}

/**
 * Writes `file`: `{ version, layers, nodes }` (see CssRules in server/ssr/critical-css.ts) for the
 * stylesheet `css`, and returns it.
 */
export async function writeCssRules(css, file) {
  const rules = cssRules(css);
  await writeFile(file, JSON.stringify(rules));
  return rules;
}

export function cssRules(css) {
  const layers = [];
  const nodes = readBlock(stripComments(css), layers);
  return { version: 1, layers: layers.length > 0 ? `@layer ${layers.join(',')};` : '', nodes };
}

function stripComments(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Index of the `}` closing the block opened just before `from`, past strings and escapes. */
function blockEnd(css, from) {
  let depth = 1;
  for (let i = from; i < css.length; i += 1) {
    const c = css[i];
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

function stringEnd(css, start) {
  for (let i = start + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === css[start]) return i;
  }
  return css.length;
}

/** The next `{` or `;` at the top level of `css` from `from`, past strings, escapes and brackets. */
function preludeEnd(css, from) {
  let parens = 0;
  for (let i = from; i < css.length; i += 1) {
    const c = css[i];
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '(' || c === '[') parens += 1;
    else if (c === ')' || c === ']') parens -= 1;
    else if (parens === 0 && (c === '{' || c === ';')) return i;
  }
  return css.length;
}

function readBlock(css, layers) {
  const nodes = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i += 1;
    if (i >= css.length) break;
    const end = preludeEnd(css, i);
    const prelude = css.slice(i, end).trim();
    if (css[end] !== '{') {
      // A statement: `@layer a,b;` or `@import`/`@charset` (not in a built sheet, kept anyway).
      if (prelude.startsWith('@layer ')) for (const name of prelude.slice(7).split(',')) addLayer(layers, name.trim());
      else if (prelude) nodes.push({ css: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end + 1);
    const body = css.slice(end + 1, close);
    nodes.push(readNode(prelude, body, layers));
    i = close + 1;
  }
  return nodes;
}

function addLayer(layers, name) {
  if (name && !layers.includes(name)) layers.push(name);
}

function readNode(prelude, body, layers) {
  const whole = `${prelude}{${body}}`;
  if (prelude.startsWith('@')) {
    const [keyword] = /^@[\w-]+/.exec(prelude);
    const name = prelude.slice(keyword.length).trim();
    if (keyword === '@property') return { css: whole, property: name };
    if (keyword === '@keyframes' || keyword === '@-webkit-keyframes') return { css: whole, keyframes: name };
    if (keyword === '@layer' || keyword === '@media' || keyword === '@supports' || keyword === '@container') {
      if (keyword === '@layer') addLayer(layers, name);
      const nodes = readBlock(body, layers);
      // `@media (hover:hover)` holds hover states alone: they wait, like the rules inside.
      if (/^@media \(hover: ?hover\)$/.test(prelude)) for (const node of nodes) if (node.needs) node.later = true;
      return { at: prelude, nodes };
    }
    return { css: whole }; // @font-face, @view-transition, @page…: every page
  }
  const needs = selectorNeeds(prelude);
  const declarations = splitDeclarations(body);
  const custom = declarations.filter((declaration) => declaration.startsWith('--'));
  // A rule that sets many custom properties (the palette, the theme tokens, their dark copies):
  // the server keeps only the properties the page's CSS reads.
  if (custom.length > 3 && !declarations.some((declaration) => declaration.includes('{'))) {
    return {
      ...(needs && { needs }),
      selector: prelude,
      rest: declarations.filter((declaration) => !declaration.startsWith('--')).join(';'),
      vars: custom.map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1)];
      }),
    };
  }
  // Hover and focus states of classed elements can wait for the whole stylesheet.
  const later = needs !== undefined && splitList(prelude).every((selector) => INTERACTION.test(selector));
  return needs ? { css: whole, needs, ...(later && { later }) } : { css: whole };
}

function splitDeclarations(body) {
  const out = [];
  let start = 0;
  let parens = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(body, i);
    else if (c === '(' || c === '[' || c === '{') parens += 1;
    else if (c === ')' || c === ']' || c === '}') parens -= 1;
    else if (c === ';' && parens === 0) {
      out.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(body.slice(start).trim());
  return out.filter(Boolean);
}

/** Splits at top-level commas (outside brackets and strings). */
function splitList(text) {
  const out = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((part) => part.trim());
}

/**
 * What a page must hold for a selector list to match something in it: a list of alternatives,
 * each a list of tokens (`.class`, `#id`, `tag`), or undefined when a page needs nothing (the
 * rule is kept everywhere). Attributes and pseudo-classes need nothing: scripts change those
 * (data-theme, aria-expanded, :hover) on elements that are already in the HTML.
 */
export function selectorNeeds(selectorList) {
  const alternatives = [];
  for (const selector of splitList(selectorList)) {
    const needs = compoundNeeds(selector);
    if (needs.some((tokens) => tokens.length === 0)) return undefined;
    alternatives.push(...needs);
  }
  if (alternatives.length === 0 || alternatives.length > MAX_ALTERNATIVES) return undefined;
  const unique = new Map(alternatives.map((tokens) => [tokens.sort().join(' '), tokens]));
  return [...unique.values()];
}

/** The alternatives (lists of tokens) one complex selector needs; `[[]]` when it needs nothing. */
function compoundNeeds(selector) {
  let alternatives = [[]];
  const all = (tokens) => alternatives.forEach((alternative) => alternative.push(...tokens));
  let i = 0;
  let compoundStart = true;
  while (i < selector.length) {
    const c = selector[i];
    if (/[\s>+~]/.test(c)) {
      compoundStart = true;
      i += 1;
    } else if (c === '.' || c === '#') {
      const [name, next] = readIdent(selector, i + 1);
      all([c + name]);
      i = next;
      compoundStart = false;
    } else if (c === '[') {
      i = bracketEnd(selector, i, '[', ']') + 1;
      compoundStart = false;
    } else if (c === ':') {
      const element = selector[i + 1] === ':';
      const [name, next] = readIdent(selector, i + (element ? 2 : 1));
      i = next;
      if (selector[i] === '(') {
        const close = bracketEnd(selector, i, '(', ')');
        const inner = selector.slice(i + 1, close);
        i = close + 1;
        if (!element && ALTERNATIVES.has(`:${name.toLowerCase()}`)) {
          const options = splitList(inner).flatMap((part) => compoundNeeds(part));
          if (options.some((tokens) => tokens.length === 0)) continue;
          alternatives = alternatives.flatMap((alternative) => options.map((option) => [...alternative, ...option]));
          if (alternatives.length > MAX_ALTERNATIVES) return [[]];
        }
      }
      compoundStart = false;
    } else if (c === '*' || c === '&' || c === '|') {
      i += 1;
      compoundStart = false;
    } else if (compoundStart && /[a-zA-Z_-]/.test(c)) {
      const [name, next] = readIdent(selector, i);
      all([name.toLowerCase()]);
      i = next;
      compoundStart = false;
    } else {
      return [[]]; // something this reader does not know: keep the rule everywhere
    }
  }
  return alternatives;
}

function bracketEnd(text, open, opening, closing) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === opening) depth += 1;
    else if (c === closing && --depth === 0) return i;
  }
  return text.length;
}

/** A CSS identifier from `start`, unescaped (`md\:flex` → `md:flex`, `\31 0` → `10`). */
function readIdent(text, start) {
  let name = '';
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) {
      name += c;
      i += 1;
    } else break;
  }
  return [name, i];
}
