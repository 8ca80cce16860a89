// Syntax highlighting of a body's code blocks, once, when the body is indexed (decision 060).
// It runs on the finished, allowlisted HTML, after sanitizing, so the direct and the
// sanitize-html paths both get it and neither changes. What it writes is safe by construction:
// the block's own text, escaped again, inside <span class="tok-…"> with class names from the
// fixed list below. Colours are not written here: each class is coloured by custom properties
// in src/styles.css, one set for light and one for dark, so one pass serves both themes.
import { createRequire } from 'node:module';
import { decodeHTML } from 'entities';
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { languageFile } from './highlight-languages';

/**
 * highlight.js's scopes, as our classes: its many scopes fold into the nine the stylesheet
 * colours (the names Shiki's CSS-variables theme uses). A scope not listed adds no span.
 */
const TOKEN_CLASSES: Record<string, string> = {
  keyword: 'keyword',
  meta: 'keyword',
  'meta keyword': 'keyword',
  'selector-tag': 'keyword',
  'template-tag': 'keyword',
  tag: 'keyword',
  doctag: 'comment',
  comment: 'comment',
  quote: 'comment',
  string: 'string-expression',
  'meta string': 'string-expression',
  'char escape_': 'string',
  regexp: 'string',
  subst: 'parameter',
  number: 'constant',
  literal: 'constant',
  symbol: 'constant',
  bullet: 'constant',
  built_in: 'constant',
  type: 'constant',
  'title class_': 'constant',
  'title class_ inherited__': 'constant',
  'variable language_': 'constant',
  'variable constant_': 'constant',
  title: 'function',
  'title function_': 'function',
  'title function_ invoke__': 'function',
  section: 'function',
  name: 'function',
  'selector-id': 'function',
  'selector-class': 'function',
  params: 'parameter',
  attr: 'parameter',
  attribute: 'parameter',
  property: 'parameter',
  variable: 'parameter',
  'template-variable': 'parameter',
  'selector-attr': 'parameter',
  'selector-pseudo': 'parameter',
  punctuation: 'punctuation',
  operator: 'punctuation',
  link: 'link',
};

/** A block longer than this (as served, escaped) stays plain: nobody reads one that long, and cost grows with it. */
export const MAX_HIGHLIGHTED_BLOCK_CHARS = 20_000;
/** A block with a line longer than this stays plain (minified code, data): nobody reads it as code. */
export const MAX_HIGHLIGHTED_LINE_CHARS = 1_000;

/**
 * A code block as the allowlist writes it, when its text is only text (an HTML body's block with
 * markup inside is left as written). The class may name more than one language: the first counts.
 */
const CODE_BLOCK = /(<pre\b[^>]*><code class="language-([\w-]+)[^"]*">)([^<]*)(<\/code><\/pre>)/g;

const requireHere = createRequire(import.meta.url);
let core: HLJSApi | null = null;
const registered = new Set<string>();
/** Languages registered since takeNewLanguages last asked. */
let newLanguages: string[] = [];

/**
 * The language files this thread loaded since the last call: the parser pool warms the worker it
 * keeps for hand edits with the languages its other workers met (parse-pool.ts).
 */
export function takeNewLanguages(): string[] {
  const taken = newLanguages;
  newLanguages = [];
  return taken;
}

/**
 * highlight.js's core, with a language registered the first time a block names it: a worker
 * that meets no code block loads nothing, and one that meets TypeScript loads only TypeScript
 * (and what its grammar names). The file name comes from the fixed list, never from the body.
 */
function highlighterFor(file: string): HLJSApi {
  if (!core) {
    core = requireHere('highlight.js/lib/core') as HLJSApi;
    core.configure({ __emitter: OurSpansEmitter } as Parameters<HLJSApi['configure']>[0]);
  }
  if (!registered.has(file)) {
    const definition = requireHere(`highlight.js/lib/languages/${file}`) as LanguageFn | { default: LanguageFn };
    core.registerLanguage(file, typeof definition === 'function' ? definition : definition.default);
    registered.add(file);
    newLanguages.push(file);
  }
  return core;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

/** Our class for one of highlight.js's scopes ('title.function.invoke'), or null for none. */
const classOfScope = new Map<string, string | null>();
function tokenClass(scope: string): string | null {
  let name = classOfScope.get(scope);
  if (name === undefined) {
    // highlight.js's own CSS name of a dotted scope: 'title.function' → 'title function_'.
    const [first, ...rest] = scope.split('.');
    name = TOKEN_CLASSES[[first, ...rest.map((piece, i) => piece + '_'.repeat(i + 1))].join(' ')] ?? null;
    classOfScope.set(scope, name);
  }
  return name;
}

/** A scope of highlight.js's parse and what it holds; an embedded language's parse has none. */
interface ScopeNode {
  scope: string | null;
  children: (string | ScopeNode)[];
}

/**
 * highlight.js's parse of a block, kept as a tree and written straight in our terms (its
 * `__emitter` option; the methods are those of its own TokenTreeEmitter in lib/core.js, which
 * highlight.js calls in safe mode: an error in them would leave every block plain). Its
 * own HTML, read back and written again, took a quarter of the time highlighting costs.
 */
class OurSpansEmitter {
  readonly root: ScopeNode = { scope: null, children: [] };
  private readonly stack: ScopeNode[] = [this.root];

  addText(text: string): void {
    if (text !== '') this.stack.at(-1)!.children.push(text);
  }
  startScope(scope: string): void {
    const node: ScopeNode = { scope, children: [] };
    this.stack.at(-1)!.children.push(node);
    this.stack.push(node);
  }
  endScope(): void {
    if (this.stack.length > 1) this.stack.pop();
  }
  /** The names highlight.js's parser itself calls for a mode's scope (TokenTree's). */
  openNode(scope: string): void {
    this.startScope(scope);
  }
  closeNode(): void {
    this.endScope();
  }
  __addSublanguage(emitter: OurSpansEmitter): void {
    this.stack.at(-1)!.children.push(emitter.root);
  }
  finalize(): boolean {
    this.stack.length = 1;
    return true;
  }
  toHTML(): string {
    return ourSpans(this.root, null);
  }
}

/**
 * A parse written as the allowlist writes text (&, < and > escaped, so that the spans come off
 * exactly), each scope as our class's span, or as its text alone when it has no class of ours
 * or the same class is already open around it.
 */
function ourSpans(node: ScopeNode, open: string | null): string {
  let out = '';
  for (const child of node.children) {
    if (typeof child === 'string') {
      out += escapeText(child);
      continue;
    }
    const name = child.scope === null ? null : tokenClass(child.scope);
    if (name !== null && name !== open) out += `<span class="tok-${name}">${ourSpans(child, name)}</span>`;
    else out += ourSpans(child, open);
  }
  return out;
}

/** One block's text highlighted, or null to leave it plain. */
function highlighted(code: string, file: string): string | null {
  if (code.split('\n').some((line) => line.length > MAX_HIGHLIGHTED_LINE_CHARS)) return null;
  try {
    return highlighterFor(file).highlight(code, { language: file, ignoreIllegals: true }).value;
  } catch {
    // A grammar that fails on some text leaves that block plain; the body is served all the same.
    return null;
  }
}

/** The body with each code block that names a known language highlighted; the rest as it was. */
export function highlightCode(html: string): string {
  if (!html.includes('<code class="language-')) return html;
  return html.replace(CODE_BLOCK, (whole, open: string, language: string, text: string, close: string) => {
    if (text === '' || text.length > MAX_HIGHLIGHTED_BLOCK_CHARS) return whole;
    const file = languageFile(language);
    const spans = file === null ? null : highlighted(decodeHTML(text), file);
    return spans === null ? whole : open + spans + close;
  });
}

/**
 * The body without the spans highlighting added: exactly the allowlisted HTML again, as the
 * allowlist lets no author-written <span> keep a class, and a highlighted block holds no markup
 * but ours. A post's read time is measured on it.
 */
export function withoutHighlighting(html: string): string {
  if (!html.includes('<span class="tok-')) return html;
  return html.replace(/(<code class="language-[^"]*">)([^]*?)(<\/code>)/g, (_whole, open: string, inner: string, close: string) => open + inner.replace(/<span class="tok-[a-z-]+">|<\/span>/g, '') + close);
}
