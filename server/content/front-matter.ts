// The one reader of front matter: every place that parses a content file (the index, the
// console's reads, `content:check`) splits it here. Front matter is data, never code: only YAML
// (between `---` lines, optionally `---yaml`), TOML (between `+++` lines, or `---toml`) and
// Hugo's JSON (`{` … `}`) are read. A block that names any other language (`---js`, `---coffee`,
// …) is refused before a byte of it is looked at, so a pushed file can never run on the server.
// A few YAML slips with one clear reading are read as meant and reported (decision 045), and so
// is half a character written as an escape (lone-surrogates.ts).
import { parse as parseToml, TomlDate, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';
import { LONE_SURROGATE_MESSAGE, wellFormedData } from './lone-surrogates';
import { decodeBinaryValues, readLooseFrontMatter, type BinaryValue } from './loose-front-matter';
import { readSimpleFrontMatter } from './simple-front-matter';

export type FrontMatterLanguage = 'yaml' | 'toml' | 'json';

/** A slip in a YAML line that was read as its writer meant, to be said as a note. */
export interface FrontMatterRepair {
  /** The line in the file (1-based), when it can be told. */
  line?: number;
  message: string;
}

export type FrontMatter =
  | { ok: true; data: Record<string, unknown>; body: string; language: FrontMatterLanguage | null; repairs?: FrontMatterRepair[] }
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
  if (!opening) return readJsonFrontMatter(source) ?? readUnfenced(source) ?? { ok: true, data: {}, body: source, language: null };

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
  const repairs: FrontMatterRepair[] = [];
  const simple = language === 'yaml' ? readSimpleFrontMatter(block) : null;
  const parsed = simple ? { ok: true as const, data: simple } : language === 'toml' ? readToml(block) : readYamlMendingSlips(block, repairs);
  if (!parsed.ok) {
    const hint = language === 'toml' ? 'fix that line: quote text ("…"), write lists as ["a", "b"]' : 'fix that line: put text that holds ": " or starts with [ { * & ! in quotes, and close every [ and {';
    return { ok: false, line: parsed.line === undefined ? undefined : parsed.line + 1, message: `front matter is ${parsed.message} (${hint})` };
  }
  const data = mendLoneSurrogates(parsed.data, block, 2, repairs);
  return { ok: true, data, body, language, ...(repairs.length > 0 && { repairs }) };
}

/** Pelican's and MultiMarkdown's `Key: value` lines, or Hexo's block with only its closing `---` (loose-front-matter.ts), with a note saying so. */
function readUnfenced(source: string): FrontMatter | null {
  const loose = readLooseFrontMatter(source);
  if (!loose) return null;
  const where = `lines 1–${loose.bodyLine - 2 || 1}`;
  if (loose.kind === 'pelican') {
    const message = `${where} are read as front matter written Pelican's or MultiMarkdown's way (Key: value lines, no --- fences); put them between --- lines, with keys in lower case, to write them Folio's way`;
    return { ok: true, data: loose.data!, body: loose.body, language: 'yaml', repairs: [{ line: 1, message }] };
  }
  const repairs: FrontMatterRepair[] = [{ line: 1, message: `${where} are read as front matter written Hexo's way (closed by --- but never opened); add a --- line above them` }];
  const simple = readSimpleFrontMatter(loose.yaml!);
  const parsed = simple ? { ok: true as const, data: simple } : readYamlMendingSlips(loose.yaml!, repairs, 1);
  if (!parsed.ok) return { ok: false, line: parsed.line, message: `front matter (closed by --- on line ${loose.bodyLine - 1}, Hexo's way) is ${parsed.message} (fix that line: put text that holds ": " in quotes, and add a --- line above the block)` };
  return { ok: true, data: parsed.data, body: loose.body, language: 'yaml', repairs };
}

/** The data with half characters read as U+FFFD (lone-surrogates.ts), each field's said as a repair. */
function mendLoneSurrogates(data: Record<string, unknown>, block: string, firstLine: number, repairs: FrontMatterRepair[]): Record<string, unknown> {
  const mended = wellFormedData(data);
  if (mended.fields.length === 0) return data;
  const lines = block.split('\n');
  for (const field of mended.fields) {
    const key = new RegExp(`^\\s*["']?${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*[:=]`);
    const at = lines.findIndex((line) => key.test(line));
    repairs.push({ ...(at !== -1 && { line: at + firstLine }), message: `${field}: ${LONE_SURROGATE_MESSAGE}` });
  }
  return mended.data;
}

/** Hugo's JSON front matter: the file opens with `{` and the object closes on a line of its own. */
function readJsonFrontMatter(source: string): FrontMatter | null {
  if (!/^\{[ \t]*\r?\n/.test(source)) return null;
  const closing = /^\}[ \t]*\r?$/m.exec(source);
  if (!closing || closing.index > MAX_FRONT_MATTER_BYTES) return null;
  let data: unknown;
  try {
    data = JSON.parse(source.slice(0, closing.index + 1));
  } catch {
    return null; // Not JSON after all: a body that starts with a brace.
  }
  const record = asRecord(data);
  if (!record.ok) return null;
  const repairs: FrontMatterRepair[] = [];
  const mended = mendLoneSurrogates(record.data, source.slice(0, closing.index), 1, repairs);
  return { ok: true, data: mended, body: source.slice(closing.index + closing[0].length).replace(/^\r?\n/, ''), language: 'json', ...(repairs.length > 0 && { repairs }) };
}

/** The slips a person makes in YAML that have one clear reading; each repair is said as a note. */
const MAX_REPAIRS = 20;

/**
 * YAML as `readYaml` reads it, but a few slips with one clear meaning are read as meant instead of
 * refusing the file: tabs used to indent (read as spaces), a key written twice (the last one
 * wins, as Jekyll reads it), and a top-level line whose text holds `: ` or stray quotes
 * (`title: Maps: a primer`, read as the text after the key).
 */
function readYamlMendingSlips(block: string, repairs: FrontMatterRepair[], firstLine = 2): BlockResult {
  const binary: BinaryValue[] = [];
  const lines = decodeBinaryValues(block, binary).split('\n');
  for (const value of binary) repairs.push({ line: value.line + firstLine - 1, message: `${value.key}: a !binary value (base64, as WordPress exports by exitwp write dates) read as the text "${value.text.slice(0, 60)}" (write ${value.key}: ${value.text.slice(0, 40)})` });
  let uniqueKeys = true;
  for (let attempt = 0; ; attempt += 1) {
    const parsed = readYaml(lines.join('\n'), { timestamps: true, uniqueKeys });
    if (parsed.ok || attempt === MAX_REPAIRS) return parsed;
    const index = (parsed.line ?? 0) - 1;
    const line = lines[index];
    if (/Tabs are not allowed/i.test(parsed.message) && lines.some((each) => /^ *\t/.test(each))) {
      const tabbed = lines.flatMap((each, i) => (/^ *\t/.test(each) ? [i] : []));
      for (const i of tabbed) lines[i] = lines[i]!.replace(/^[ \t]+/, (indent) => indent.replace(/\t/g, '  '));
      const more = tabbed.length > 1 ? ` (and ${tabbed.length - 1} more line${tabbed.length > 2 ? 's' : ''})` : '';
      repairs.push({ line: tabbed[0]! + firstLine, message: `is indented with tabs${more}, read as spaces (indent with spaces)` });
      continue;
    }
    if (/keys must be unique/i.test(parsed.message) && uniqueKeys) {
      uniqueKeys = false;
      repairs.push({ line: index + firstLine, message: `${line?.split(':')[0]?.trim() ?? 'a key'} is written twice: the last one is used (remove the other)` });
      continue;
    }
    const simple = line === undefined ? null : /^([A-Za-z_][\w-]*):[ \t]+(.+?)[ \t]*\r?$/.exec(line);
    // A flow list or map, a block, a tag (`!!js/function`), an anchor or an alias is not a slip.
    if (!simple || /^[[{|>!&*]/.test(simple[2]!)) return parsed;
    const raw = simple[2]!;
    const text = raw.length > 1 && /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
    lines[index] = `${simple[1]}: ${JSON.stringify(text)}`;
    repairs.push({ line: index + firstLine, message: `${simple[1]}: read as the text ${JSON.stringify(text).slice(0, 80)} (put text that holds ": " or quotes in quotes)` });
  }
}

type BlockResult = { ok: true; data: Record<string, unknown> } | { ok: false; line?: number; message: string };

/**
 * YAML data, never objects of any other kind: the YAML 1.2 core schema, with timestamps in
 * front matter as js-yaml's safe schema read them (`2025-03-05 09:00:00` is a date in UTC).
 * A custom tag such as `!!js/function` resolves to nothing and is reported.
 */
export function readYaml(block: string, { timestamps, uniqueKeys = true }: { timestamps: boolean; uniqueKeys?: boolean }): BlockResult {
  const doc = parseDocument(block, { schema: 'core', customTags: timestamps ? ['timestamp'] : [], prettyErrors: true, uniqueKeys });
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
