// Syntax highlighting of a body's code blocks, once, when the body is indexed (decisions 060 and
// 074). It runs on the finished, allowlisted HTML, after sanitizing, so the direct and the
// sanitize-html paths both get it and neither changes. What it writes is safe by construction:
// the block's own text, escaped again, inside <span class="tok-…"> with class names from the
// fixed list below. Colours are not written here: each class is coloured by custom properties
// in src/styles.css, one set for light and one for dark, so one pass serves both themes.
import { createRequire } from 'node:module';
import { decodeHTML } from 'entities';
import type { Grammar, Token, TokenStream } from 'prismjs';
import { languageId } from './highlight-languages';
import { blockLimit, blockWeight, FILE_CODE_BUDGET } from './highlight-limits';

/**
 * Prism's token types, as our classes: its many types fold into the eight the stylesheet colours
 * (the names Shiki's CSS-variables theme uses). A token's type is looked up first, then its
 * aliases; a token with none of them listed adds no span, and its inner tokens are written alone.
 * Punctuation and operators keep the code's own colour, so they add none either.
 */
const TOKEN_CLASSES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    keyword: 'keyword',
    atrule: 'keyword',
    rule: 'keyword',
    important: 'keyword',
    tag: 'keyword',
    doctype: 'keyword',
    directive: 'keyword',
    'control-flow': 'keyword',
    comment: 'comment',
    prolog: 'comment',
    cdata: 'comment',
    shebang: 'comment',
    'doc-comment': 'comment',
    string: 'string-expression',
    char: 'string-expression',
    'attr-value': 'string-expression',
    'template-string': 'string-expression',
    regex: 'string',
    escape: 'string',
    entity: 'string',
    number: 'constant',
    boolean: 'constant',
    constant: 'constant',
    symbol: 'constant',
    builtin: 'constant',
    'class-name': 'constant',
    null: 'constant',
    nil: 'constant',
    unit: 'constant',
    hexcode: 'constant',
    color: 'constant',
    function: 'function',
    'function-definition': 'function',
    method: 'function',
    selector: 'function',
    title: 'function',
    parameter: 'parameter',
    property: 'parameter',
    'attr-name': 'parameter',
    variable: 'parameter',
    key: 'parameter',
    interpolation: 'parameter',
    url: 'link',
    // A diff's removed and added lines, in the palette's red and green; its @@ lines as comments.
    deleted: 'keyword',
    inserted: 'string-expression',
    coord: 'comment',
  }),
);

/** A block with a line longer than this stays plain (minified code, data): nobody reads it as code. */
export const MAX_HIGHLIGHTED_LINE_CHARS = 1_000;

/** The blocks of one body left plain for their size: past their grammar's limit, or past the file's budget (highlight-limits.ts). */
export interface HighlightReport {
  overLimit: { language: string; chars: number; limit: number }[];
  overBudget: number;
}

/**
 * A code block as the allowlist writes it, when its text is only text (an HTML body's block with
 * markup inside is left as written). The class may name more than one language: the first counts.
 */
const CODE_BLOCK = /(<pre\b[^>]*><code class="language-([^"\s]+)[^"]*">)([^<]*)(<\/code><\/pre>)/g;

interface PrismApi {
  languages: Record<string, Grammar | undefined>;
  tokenize(text: string, grammar: Grammar): (string | Token)[];
}
type LoadLanguages = ((ids: string[]) => void) & { silent: boolean };

const requireHere = createRequire(import.meta.url);
let prism: { api: PrismApi; load: LoadLanguages } | null = null;
const loaded = new Set<string>();
/** Languages loaded since takeNewLanguages last asked. */
let newLanguages: string[] = [];

/**
 * The language ids this thread loaded since the last call: the parser pool warms the worker it
 * keeps for hand edits with the languages its other workers met (parse-pool.ts).
 */
export function takeNewLanguages(): string[] {
  const taken = newLanguages;
  newLanguages = [];
  return taken;
}

/**
 * A language's grammar, loaded the first time a block names it (with the grammars it builds on,
 * by Prism's own loader): a worker that meets no code block loads nothing, and one that meets
 * TypeScript loads only TypeScript and JavaScript. The id comes from Prism's fixed table, never
 * from the body. Prism's language files register on a global `Prism`, which its core sets.
 */
function grammarOf(id: string): Grammar | null {
  if (!prism) {
    const api = requireHere('prismjs') as PrismApi;
    const load = requireHere('prismjs/components/index.js') as LoadLanguages;
    load.silent = true;
    prism = { api, load };
  }
  if (!loaded.has(id)) {
    if (!prism.api.languages[id]) prism.load([id]);
    loaded.add(id);
    newLanguages.push(id);
  }
  return prism.api.languages[id] ?? null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

/** Our class for a Prism token, by its type and then its aliases, or null for none. */
function tokenClass(token: Token): string | null {
  const byType = TOKEN_CLASSES.get(token.type);
  if (byType !== undefined) return byType;
  const aliases = token.alias;
  if (aliases === undefined) return null;
  for (const alias of typeof aliases === 'string' ? [aliases] : aliases) {
    const byAlias = TOKEN_CLASSES.get(alias);
    if (byAlias !== undefined) return byAlias;
  }
  return null;
}

/**
 * Tokens written as the allowlist writes text (&, < and > escaped, so that the spans come off
 * exactly), each token as our class's span, or as its text alone when it has no class of ours
 * or the same class is already open around it.
 */
function ourSpans(stream: TokenStream, open: string | null): string {
  if (typeof stream === 'string') return escapeText(stream);
  if (Array.isArray(stream)) {
    let out = '';
    for (const piece of stream) out += ourSpans(piece, open);
    return out;
  }
  const name = tokenClass(stream);
  return name !== null && name !== open ? `<span class="tok-${name}">${ourSpans(stream.content, name)}</span>` : ourSpans(stream.content, open);
}

/** One block's text highlighted, or null to leave it plain. */
function highlighted(code: string, id: string): string | null {
  if (code.split('\n').some((line) => line.length > MAX_HIGHLIGHTED_LINE_CHARS)) return null;
  try {
    const grammar = grammarOf(id);
    return grammar === null ? null : ourSpans(prism!.api.tokenize(code, grammar), null);
  } catch {
    // A grammar that fails on some text leaves that block plain; the body is served all the same.
    return null;
  }
}

/**
 * The body with each code block that names a known language highlighted; the rest as it was.
 * A block longer than its grammar's limit, or past the file's budget, stays plain before Prism
 * sees it (highlight-limits.ts), and is counted in `report`.
 */
export function highlightCode(html: string, report: HighlightReport | null = null): string {
  if (!html.includes('<code class="language-')) return html;
  let spent = 0;
  return html.replace(CODE_BLOCK, (whole, open: string, language: string, text: string, close: string) => {
    if (text === '') return whole;
    const id = languageId(language);
    if (id === null) return whole;
    const limit = blockLimit(id);
    const code = decodeHTML(text);
    if (code.length > limit) {
      report?.overLimit.push({ language: id, chars: code.length, limit });
      return whole;
    }
    // Once a block does not fit, neither does any after it: the blocks left plain are the last ones.
    spent += blockWeight(id, code.length);
    if (spent > FILE_CODE_BUDGET) {
      if (report) report.overBudget += 1;
      return whole;
    }
    const spans = highlighted(code, id);
    return spans === null ? whole : open + spans + close;
  });
}
