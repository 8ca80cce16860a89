// How much code Prism may colour, decided before it starts (decision 075). Prism's grammars
// are regular expressions, and some backtrack: over a block of 20,000 characters of the wrong
// shape (lines of `a.a.a…` in C#, of `[` in AsciiDoc, of nearly anything in SCSS, CSS inside an
// HTML <style>) one block took seconds. Every language a block may name was measured, with every
// grammar loaded as in a worker that met them all (some change others), over ~110 line shapes
// (scripts/bench/grammar-cost.ts; `npm run bench` with BENCH_ONLY=grammars checks the table): the
// 94 of 292 whose worst shape took more than BLOCK_COST_TARGET_MS of CPU at 20,000 characters are
// coloured up to the largest size, in steps of 500, at which it took less (BLOCK_LIMITS, measured
// 2026-11-29 on the 2-core machine). A second run, on a quiet machine, found eight 2–30 % over
// the target (the same shape varies that much from run to run): those were measured again and
// set a step lower. A block past its limit stays plain, with a note.
//
// A file's blocks share one budget, so that many blocks each under its limit cannot add up to
// seconds: a block counts its characters scaled by how much lower its grammar's limit is than
// the default (a block of SCSS at its limit counts as much as 20,000 characters of Go), and once
// FILE_CODE_BUDGET is spent, the file's further blocks stay plain, with a note.

/** The characters of code a block may have to be coloured, in a grammar with no limit of its own. */
export const DEFAULT_BLOCK_LIMIT = 20_000;
/** What a block at its grammar's limit may cost, measured (CPU of one thread) on its worst shape. */
export const BLOCK_COST_TARGET_MS = 100;
/** A file's code is coloured up to this many characters, each weighed by its grammar (blockWeight). */
export const FILE_CODE_BUDGET = 3 * DEFAULT_BLOCK_LIMIT;

/** Grammars measured slower than BLOCK_COST_TARGET_MS at DEFAULT_BLOCK_LIMIT: their own limit, in characters. */
export const BLOCK_LIMITS: Readonly<Record<string, number>> = {
  abnf: 17_000,
  actionscript: 15_000,
  apex: 5_000,
  asciidoc: 3_000,
  aspnet: 5_500,
  bash: 11_500,
  bbcode: 17_500,
  birb: 10_000,
  clojure: 12_000,
  cmake: 12_000,
  coffeescript: 14_000,
  csharp: 4_000,
  cshtml: 4_500,
  css: 6_000,
  d: 9_500,
  dataweave: 10_000,
  dhall: 15_000,
  eiffel: 7_000,
  ejs: 12_500,
  erb: 9_000,
  etlua: 15_000,
  factor: 12_500,
  false: 10_500,
  flow: 17_000,
  fsharp: 15_000,
  gherkin: 10_000,
  haml: 14_000,
  handlebars: 9_500,
  haskell: 13_500,
  haxe: 14_500,
  hcl: 9_500,
  hoon: 14_500,
  idris: 11_500,
  javadoc: 16_500,
  javascript: 12_000,
  jexl: 10_000,
  jsx: 6_500,
  latte: 12_000,
  less: 3_500,
  lilypond: 14_000,
  lisp: 15_000,
  livescript: 9_000,
  lua: 15_000,
  markdown: 4_500,
  markup: 5_500,
  mongodb: 7_000,
  moonscript: 14_500,
  n1ql: 8_000,
  n4js: 12_000,
  nevod: 8_500,
  nginx: 6_000,
  nim: 13_000,
  nix: 14_000,
  oz: 15_000,
  parser: 6_000,
  pascal: 15_500,
  pascaligo: 9_500,
  perl: 5_500,
  php: 12_000,
  powershell: 13_000,
  psl: 12_000,
  puppet: 8_000,
  purescript: 13_500,
  qore: 8_500,
  racket: 14_500,
  regex: 7_000,
  rego: 7_000,
  renpy: 8_000,
  roboconf: 16_000,
  rust: 13_500,
  sas: 8_000,
  scala: 11_500,
  scheme: 14_500,
  scss: 3_500,
  sml: 11_500,
  soy: 11_000,
  sparql: 5_000,
  'splunk-spl': 11_500,
  stata: 16_000,
  stylus: 10_000,
  tcl: 12_000,
  textile: 5_000,
  tsx: 6_000,
  tt2: 9_500,
  typescript: 9_000,
  uorazor: 17_000,
  velocity: 5_000,
  wasm: 10_000,
  'web-idl': 17_000,
  wiki: 5_500,
  xeora: 6_500,
  xquery: 6_500,
  yang: 11_000,
  zig: 2_000,
};

/** The characters a block in language `id` may have to be coloured. */
export function blockLimit(id: string): number {
  return Object.hasOwn(BLOCK_LIMITS, id) ? BLOCK_LIMITS[id]! : DEFAULT_BLOCK_LIMIT;
}

/** What a block of `chars` characters in language `id` takes of its file's budget. */
export function blockWeight(id: string, chars: number): number {
  return (chars * DEFAULT_BLOCK_LIMIT) / blockLimit(id);
}
