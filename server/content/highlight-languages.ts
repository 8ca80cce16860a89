// The languages Prism can highlight, by the names a code block may give (decision 074): each
// language in Prism's own table of components (prismjs/components.js, data, no grammar code), the
// aliases that table declares (ts, sh, yml, html…), and the names people write that it lacks,
// mostly file extensions (zsh, mjs, golang, tf…). A worker loads only the grammars its blocks name.
import { createRequire } from 'node:module';

interface PrismComponent {
  alias?: string | string[];
}

/** Names a block may use that Prism does not declare, each to the language people mean by it. */
const EXTRA_ALIASES: Readonly<Record<string, string>> = {
  zsh: 'bash',
  console: 'shell-session',
  terminal: 'shell-session',
  jsonc: 'json',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  cts: 'typescript',
  golang: 'go',
  rs: 'rust',
  cc: 'cpp',
  hpp: 'cpp',
  h: 'c',
  ps1: 'powershell',
  pwsh: 'powershell',
  gql: 'graphql',
  postgres: 'sql',
  postgresql: 'sql',
  pgsql: 'sql',
  mysql: 'sql',
  sqlite: 'sql',
  pl: 'perl',
  make: 'makefile',
  mk: 'makefile',
  proto: 'protobuf',
  terraform: 'hcl',
  tf: 'hcl',
  clj: 'clojure',
  ml: 'ocaml',
  cr: 'crystal',
  bat: 'batch',
  cmd: 'batch',
  ex: 'elixir',
  exs: 'elixir',
  erl: 'erlang',
  kts: 'kotlin',
  vue: 'markup',
  svelte: 'markup',
  astro: 'markup',
  xhtml: 'markup',
  plist: 'markup',
  jinja: 'django',
  hbs: 'handlebars',
  styl: 'stylus',
  dotenv: 'bash',
  env: 'bash',
  // Names with `+`, `#` or `.`, as GitHub's linguist and Pygments write them (issue 42, finding 8).
  'c++': 'cpp',
  cxx: 'cpp',
  'c#': 'csharp',
  'f#': 'fsharp',
  'q#': 'qsharp',
  'objective-c': 'objectivec',
  'obj-c': 'objectivec',
  'objective-c++': 'objectivec',
  'asp.net': 'aspnet',
  'vb.net': 'vbnet',
  'node.js': 'javascript',
  nodejs: 'javascript',
  'shell-script': 'bash',
};

/**
 * Pygments' `outer+inner` names (html+erb, html+django, js+erb): the template language inside
 * HTML or another; Prism's grammar for the inner one (erb, django…) colours both.
 */
function templatedLanguage(name: string, lookup: (part: string) => string | null): string | null {
  if (!name.includes('+')) return null;
  const parts = name.split('+').filter((part) => part !== '');
  for (const part of [...parts].reverse()) {
    const id = lookup(part);
    if (id !== null) return id;
  }
  return null;
}

/**
 * Components of Prism's table that only add to other grammars (css-extras adds to CSS, js-templates
 * colours CSS, HTML and SQL inside JavaScript's tagged templates): a block naming one would
 * change how, and at what cost, the other grammars colour every later block in that worker, so
 * none is a language a block may name.
 */
const NOT_LANGUAGES = new Set(['meta', 'css-extras', 'js-extras', 'js-templates', 'php-extras', 'xml-doc']);

export interface LanguageTable {
  /** Prism's languages, by id ('meta' is the table's own header, not a language). */
  ids: ReadonlySet<string>;
  /** alias → language id, for the names that are not ids themselves. */
  aliases: ReadonlyMap<string, string>;
}

let table: LanguageTable | null = null;

/**
 * The names a block may use, read from Prism's table the first time a block names a language:
 * the main thread imports this module with the parser's, and never needs it.
 */
export function languageTable(): LanguageTable {
  if (table) return table;
  const languages = (createRequire(import.meta.url)('prismjs/components.js') as { languages: Record<string, PrismComponent | string> }).languages;
  const ids = new Set(Object.keys(languages).filter((id) => !NOT_LANGUAGES.has(id)));
  const aliases = new Map([
    ...[...ids].flatMap((id) => [(languages[id] as PrismComponent).alias ?? []].flat().map((alias) => [alias.toLowerCase(), id] as const)),
    ...Object.entries(EXTRA_ALIASES),
  ]);
  table = { ids, aliases };
  return table;
}

/** Every language a block may name, by id (the grammar cost bench measures each). */
export function highlightableIds(): string[] {
  return [...languageTable().ids];
}

/** The language that highlights a block's language name, or null for a name Prism does not know. */
export function languageId(name: string): string | null {
  const { ids, aliases } = languageTable();
  const lookup = (written: string) => {
    const lower = written.toLowerCase();
    return ids.has(lower) ? lower : (aliases.get(lower) ?? null);
  };
  return lookup(name) ?? templatedLanguage(name, lookup);
}
