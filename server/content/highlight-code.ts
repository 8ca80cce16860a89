// Syntax highlighting of a body's code blocks, once, when the body is indexed (decision 060).
// It runs on the finished, allowlisted HTML, after sanitizing, so the direct and the
// sanitize-html paths both get it and neither changes. What it writes is safe by construction:
// the block's own text, escaped again, inside <span class="tok-…"> with class names from the
// fixed list below. Colours are not written here: each class is coloured by custom properties
// in src/styles.css, one set for light and one for dark, so one pass serves both themes.
import { decodeHTML } from 'entities';
import type { GrammarState, HighlighterCore } from 'shiki/core';

/** The scopes of Shiki's CSS-variables theme, each served as `tok-<name>`; everything else is plain text. */
const TOKEN_CLASSES = new Map(['keyword', 'string', 'string-expression', 'comment', 'constant', 'function', 'parameter', 'punctuation', 'link'].map((name) => [`var(--shiki-token-${name})`, `tok-${name}`]));

/** A block longer than this (as served, escaped) stays plain: nobody reads one that long, and cost grows with it. */
export const MAX_HIGHLIGHTED_BLOCK_CHARS = 20_000;
/** A line longer than this stays plain (minified code, data): the grammar's cost on it is unbounded. */
const MAX_TOKENIZED_LINE_CHARS = 1_000;
/**
 * How long one body's highlighting may take in all; the lines after it stay plain. It is not
 * counted against the parse's deadline (`pauseClockWhileHighlighting`): a grammar's first blocks
 * in a fresh worker compile its patterns, 0.3–0.7 s for TypeScript, seconds on a busy machine,
 * and that must never get a file refused. This budget is what bounds the cost instead.
 */
export const HIGHLIGHT_BUDGET_MS = 5000;

const THEME = 'folio-classes';

/**
 * A code block as the allowlist writes it, when its text is only text (an HTML body's block with
 * markup inside is left as written). The class may name more than one language: the first counts.
 */
const CODE_BLOCK = /(<pre\b[^>]*><code class="language-([\w-]+)[^"]*">)([^<]*)(<\/code><\/pre>)/g;

let highlighter: Promise<HighlighterCore> | null = null;
let clock = { pause: () => {}, resume: () => {} };

/** Told when highlighting starts and ends, so a parse's deadline can stop meanwhile (parse-worker.ts). */
export function pauseClockWhileHighlighting(hooks: { pause(): void; resume(): void }): void {
  clock = hooks;
}
const languages = new Map<string, Promise<boolean>>();

/**
 * The JavaScript regex engine: it starts in ~15 ms against oniguruma's ~100 (no WebAssembly to
 * compile), and on the bench's code blocks it tokenized twice as fast once warm, in 50 MB less
 * memory (decision 060). `forgiving` leaves a grammar's rare pattern it cannot translate
 * unmatched instead of failing the language. Shiki itself is imported on first use: a worker
 * that meets no code block never loads it.
 */
function theHighlighter(): Promise<HighlighterCore> {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')]).then(([{ createCssVariablesTheme, createHighlighterCore }, { createJavaScriptRegexEngine }]) =>
    createHighlighterCore({ themes: [createCssVariablesTheme({ name: THEME, variablePrefix: '--shiki-' })], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) }),
  );
  return highlighter;
}

/** Loads a language's grammar the first time a block names it (ts, sh, yml: Shiki's aliases too); false for a name Shiki does not know. */
function loadLanguage(name: string): Promise<boolean> {
  let loaded = languages.get(name);
  if (!loaded) {
    loaded = import('shiki/langs')
      .then(async ({ bundledLanguages }) => {
        if (!Object.hasOwn(bundledLanguages, name)) return false;
        await (await theHighlighter()).loadLanguage(bundledLanguages[name as keyof typeof bundledLanguages]);
        return true;
      })
      .catch(() => false);
    languages.set(name, loaded);
  }
  return loaded;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

/**
 * One block's text as spans, a line at a time, each line given what is left of the budget (the
 * grammar stops within a line when it runs out; the lines not reached stay plain): a token's
 * class, or none; whitespace joins a span only between two of one class.
 */
function spansOf(shiki: HighlighterCore, code: string, language: string, until: number): string {
  const out: string[] = [];
  let grammarState: GrammarState | undefined;
  for (const line of code.split('\n')) {
    const left = until - performance.now();
    if (left <= 0) {
      out.push(escapeText(line));
      continue;
    }
    const tokens = shiki.codeToTokensBase(line, { lang: language, theme: THEME, tokenizeMaxLineLength: MAX_TOKENIZED_LINE_CHARS, tokenizeTimeLimit: Math.ceil(left), grammarState });
    grammarState = shiki.getLastGrammarState(tokens);
    out.push(tokens.map((tokensOfLine) => lineOf(tokensOfLine.flatMap((token) => piecesOf(token.content, TOKEN_CLASSES.get(token.color ?? ''))))).join('\n'));
  }
  return out.join('\n');
}

type Piece = { text: string; name: string | undefined; space: boolean };

/** A token's text split into its leading space, its core and its trailing space. */
function piecesOf(text: string, name: string | undefined): Piece[] {
  const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(text) ?? [];
  return [
    { text: before, name: undefined, space: true },
    { text: core, name, space: false },
    { text: after, name: undefined, space: true },
  ].filter((piece) => piece.text !== '');
}

function lineOf(pieces: Piece[]): string {
  let out = '';
  let open: string | undefined;
  let text = '';
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    let name = piece.name;
    if (piece.space) {
      const next = pieces.slice(index + 1).find((candidate) => !candidate.space);
      name = next && next.name === open ? open : undefined;
    }
    if (name !== open) {
      if (text) out += open ? `<span class="${open}">${escapeText(text)}</span>` : escapeText(text);
      open = name;
      text = '';
    }
    text += piece.text;
  }
  if (text) out += open ? `<span class="${open}">${escapeText(text)}</span>` : escapeText(text);
  return out;
}

/** The body with each code block that names a known language highlighted; the rest as it was. */
export async function highlightCode(html: string): Promise<string> {
  if (!html.includes('<code class="language-')) return html;
  const blocks = [...html.matchAll(CODE_BLOCK)].filter((block) => block[3]!.length <= MAX_HIGHLIGHTED_BLOCK_CHARS && block[3] !== '');
  if (blocks.length === 0) return html;
  clock.pause();
  try {
    const until = performance.now() + HIGHLIGHT_BUDGET_MS;
    const known = new Set<string>();
    for (const name of new Set(blocks.map((block) => block[2]!.toLowerCase()))) if (await loadLanguage(name)) known.add(name);
    if (known.size === 0) return html;
    const shiki = await theHighlighter();
    let out = '';
    let at = 0;
    for (const block of blocks) {
      const [whole, open, language, text, close] = block as unknown as [string, string, string, string, string];
      if (!known.has(language.toLowerCase()) || performance.now() > until) continue;
      out += html.slice(at, block.index) + open + spansOf(shiki, decodeHTML(text), language.toLowerCase(), until) + close;
      at = block.index + whole.length;
    }
    return out + html.slice(at);
  } finally {
    clock.resume();
  }
}

/**
 * The body without the spans highlighting added: exactly the allowlisted HTML again, as the
 * allowlist lets no author-written <span> keep a class. A post's read time is measured on it.
 */
export function withoutHighlighting(html: string): string {
  return html.includes('<span class="tok-') ? html.replace(/<span class="tok-[a-z-]+">([^<]*)<\/span>/g, '$1') : html;
}
