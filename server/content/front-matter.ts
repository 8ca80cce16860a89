// The one reader of front matter: every place that parses a content file (the index, the
// console's reads, `content:check`) splits it here. Front matter is data, never code: only YAML
// (between `---` lines, optionally `---yaml`) and TOML (between `+++` lines, or `---toml`) are
// read. A block that names any other language (`---js`, `---coffee`, …) is refused before a
// byte of it is looked at, so a pushed file can never run on the server.
import { parse as parseToml, TomlDate, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';

export type FrontMatterLanguage = 'yaml' | 'toml';

export type FrontMatter =
  | { ok: true; data: Record<string, unknown>; body: string; language: FrontMatterLanguage | null }
  | { ok: false; line?: number; message: string };

/** The languages a block may name after its opening `---`; anything else is refused. */
const NAMED_LANGUAGES: Record<string, FrontMatterLanguage> = { '': 'yaml', yaml: 'yaml', yml: 'yaml', toml: 'toml' };

/** Front matter larger than this is not front matter a person wrote (and YAML cost grows with it). */
export const MAX_FRONT_MATTER_BYTES = 64 * 1024;

/** Splits `text` into its front matter data and body; a file with no front matter has `{}`. */
export function readFrontMatter(text: string): FrontMatter {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // `----` or `--- text` opens no front matter (a rule, a line of text): a name is one word.
  const opening = /^(---|\+\+\+)[ \t]*([A-Za-z][\w+-]*)?[ \t]*(?:\r?\n|$)/.exec(source);
  if (!opening) return { ok: true, data: {}, body: source, language: null };

  const fence = opening[1]!;
  const named = opening[2] ?? '';
  const language = fence === '+++' ? (named === '' || named.toLowerCase() === 'toml' ? 'toml' : undefined) : NAMED_LANGUAGES[named.toLowerCase()];
  if (!language) {
    return {
      ok: false,
      line: 1,
      message: `front matter written in "${named}" is not read: only YAML (between --- lines) or TOML (between +++ lines) is allowed. Rewrite it as YAML, e.g. "title: My post"`,
    };
  }

  const rest = source.slice(opening[0].length);
  const closing = new RegExp(`^${fence === '+++' ? '\\+\\+\\+' : '(?:---|\\.\\.\\.)'}[ \\t]*\\r?$`, 'm').exec(rest);
  if (!closing) {
    return { ok: false, line: 1, message: `front matter opens with ${fence} on line 1 but never closes: add a line with ${fence} after the last field` };
  }
  const block = rest.slice(0, closing.index);
  if (Buffer.byteLength(block) > MAX_FRONT_MATTER_BYTES) {
    return { ok: false, line: 1, message: `front matter is ${Math.round(Buffer.byteLength(block) / 1024)} KB; keep it under ${MAX_FRONT_MATTER_BYTES / 1024} KB and put long text in the body` };
  }
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '');
  const parsed = language === 'toml' ? readToml(block) : readYaml(block, { timestamps: true });
  if (!parsed.ok) {
    const hint = language === 'toml' ? 'fix that line: quote text ("…"), write lists as ["a", "b"]' : 'fix that line: put text that holds ": " or starts with [ { * & ! in quotes, and close every [ and {';
    return { ok: false, line: parsed.line === undefined ? undefined : parsed.line + 1, message: `front matter is ${parsed.message} (${hint})` };
  }
  return { ok: true, data: parsed.data, body, language };
}

type BlockResult = { ok: true; data: Record<string, unknown> } | { ok: false; line?: number; message: string };

/**
 * YAML data, never objects of any other kind: the YAML 1.2 core schema, with timestamps in
 * front matter as js-yaml's safe schema read them (`2025-03-05 09:00:00` is a date in UTC).
 * A custom tag such as `!!js/function` resolves to nothing and is reported.
 */
export function readYaml(block: string, { timestamps }: { timestamps: boolean }): BlockResult {
  const doc = parseDocument(block, { schema: 'core', customTags: timestamps ? ['timestamp'] : [], prettyErrors: true, uniqueKeys: true });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line;
    return { ok: false, line, message: `not valid YAML: ${firstLine(problem.message)}` };
  }
  try {
    return asRecord(doc.toJS({ maxAliasCount: 100 }));
  } catch (error) {
    // An alias bomb: a few lines that would expand into millions of values.
    return { ok: false, message: `not valid YAML: ${firstLine(error instanceof Error ? error.message : String(error))}` };
  }
}

function readToml(block: string): BlockResult {
  try {
    return asRecord(plainDates(parseToml(block)));
  } catch (error) {
    const line = error instanceof TomlError ? error.line : undefined;
    return { ok: false, line, message: `not valid TOML: ${firstLine(error instanceof Error ? error.message : String(error))}` };
  }
}

/**
 * TOML dates as plain Dates (a local date is midnight UTC, as in YAML); smol-toml's own TomlDate
 * prints as TOML text. A time of day with no date stays text.
 */
function plainDates(value: unknown): unknown {
  if (value instanceof TomlDate) return value.isTime() ? value.toISOString() : new Date(value.getTime());
  if (Array.isArray(value)) return value.map(plainDates);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainDates(item)]));
  return value;
}

function asRecord(value: unknown): BlockResult {
  if (value === null || value === undefined) return { ok: true, data: {} };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, line: 1, message: 'not a list of "field: value" lines' };
  }
  return { ok: true, data: { ...(value as Record<string, unknown>) } };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
