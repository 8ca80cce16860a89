// Front matter that other tools write without the `---` fences Folio looks for, read as they
// read it (front-matter.ts asks here when a file opens with no fence):
// - Pelican and MultiMarkdown: `Key: value` lines at the very top, up to the first blank line
//   (`Title: My post`, `Date: 2019-10-4 12:10`, `Tags: a, b`). Every value is text.
// - Hexo: YAML lines with only the closing `---` (hexo-front-matter reads a block that ends with a
//   lone `---` or `;;;`).
// Only a block whose keys look like metadata is taken: a body that opens with "Note: …" is a
// body. Also here: exitwp's `date: !binary |-` (base64 text, as Ruby's YAML wrote it) decoded
// into the text it holds before the YAML library reads the block. Linear, line by line.

/** Keys that say a top block is metadata (compared in lower case); at least one must be there. */
const METADATA_KEYS = new Set([
  'title',
  'date',
  'modified',
  'updated',
  'tags',
  'tag',
  'category',
  'categories',
  'author',
  'authors',
  'summary',
  'description',
  'slug',
  'status',
  'lang',
  'keywords',
  'published',
  'draft',
  'subtitle',
  'layout',
  'template',
  'image',
  'cover',
  'permalink',
  'excerpt',
  'translation',
  'save_as',
  'url',
]);
/** Keys that start a metadata block (the first line must be one): what a title or date is called. */
const OPENING_KEYS = new Set(['title', 'date', 'author', 'authors', 'layout', 'slug', 'tags', 'category', 'categories']);

/** The longest top block looked at: metadata is a few lines, not a page. */
const MAX_LINES = 60;
const KEY_VALUE = /^([A-Za-z][\w-]{0,40}(?: [A-Za-z][\w-]{0,20})?):[ \t]*(.*)$/;

export interface LooseFrontMatter {
  /** The block as YAML (Hexo) or as key/value text (Pelican). */
  kind: 'hexo' | 'pelican';
  /** Hexo: the YAML text to parse; Pelican: null (data is given). */
  yaml: string | null;
  data: Record<string, unknown> | null;
  body: string;
  /** The 1-based line the body starts on. */
  bodyLine: number;
}

/** A fence-less block at the top of `source` that is metadata, or null. */
export function readLooseFrontMatter(source: string): LooseFrontMatter | null {
  const first = KEY_VALUE.exec(source.slice(0, source.indexOf('\n') === -1 ? source.length : source.indexOf('\n')).trimEnd());
  if (!first || !OPENING_KEYS.has(first[1]!.toLowerCase())) return null;
  const lines = source.split('\n', MAX_LINES + 2);
  return hexoBlock(source, lines) ?? pelicanBlock(source, lines);
}

/** YAML lines, then a line of `---` (or `;;;`) alone, within the first lines. */
function hexoBlock(source: string, lines: string[]): LooseFrontMatter | null {
  const end = lines.findIndex((line) => /^(?:-{3,}|;{3,})[ \t]*\r?$/.test(line));
  if (end < 1 || end > MAX_LINES) return null;
  const block = lines.slice(0, end);
  // Every line is a key, a list item, an indented continuation or blank; no Markdown heading.
  if (!block.every((line) => line.trim() === '' || KEY_VALUE.test(line.trimEnd()) || /^[ \t]+\S/.test(line) || /^-[ \t]/.test(line))) return null;
  const offset = lines.slice(0, end + 1).reduce((sum, line) => sum + line.length + 1, 0);
  return { kind: 'hexo', yaml: block.join('\n'), data: null, body: source.slice(Math.min(offset, source.length)).replace(/^\r?\n/, ''), bodyLine: end + 2 };
}

/** `Key: value` lines up to the first blank line; an indented line continues the value above (MultiMarkdown). */
function pelicanBlock(source: string, lines: string[]): LooseFrontMatter | null {
  const data: Record<string, unknown> = {};
  let last: string | null = null;
  let index = 0;
  for (; index < lines.length && index < MAX_LINES; index += 1) {
    const line = lines[index]!.replace(/\r$/, '');
    if (line.trim() === '') break;
    const entry = KEY_VALUE.exec(line);
    if (entry) {
      last = entry[1]!.toLowerCase().replace(/ /g, '_');
      data[last] = entry[2]!.trim();
      continue;
    }
    if (last !== null && /^[ \t]+\S/.test(line)) {
      data[last] = `${String(data[last])} ${line.trim()}`.trim();
      continue;
    }
    return null;
  }
  if (index >= MAX_LINES) return null;
  const keys = Object.keys(data);
  // Mostly metadata: a paragraph that happens to start with "Title:" has other lines.
  if (keys.filter((key) => METADATA_KEYS.has(key)).length * 2 < keys.length) return null;
  const offset = lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
  return { kind: 'pelican', yaml: null, data, body: source.slice(Math.min(offset, source.length)).replace(/^\r?\n/, ''), bodyLine: index + 2 };
}

/** A YAML value Ruby wrote as `!binary |-` and base64 lines, with its 1-based line in the block. */
export interface BinaryValue {
  line: number;
  key: string;
  text: string;
}

/**
 * The block with each `key: !binary |-` value (base64 of UTF-8 text, as exitwp's WordPress
 * exports hold dates) written as the quoted text it encodes; a value that is not text stays.
 */
export function decodeBinaryValues(block: string, decoded: BinaryValue[]): string {
  if (!block.includes('!binary')) return block;
  const lines = block.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const tagged = /^([ \t]*)([\w-]+):[ \t]+!binary[ \t]*(?:\|-?)?[ \t]*\r?$/.exec(line);
    if (!tagged) {
      out.push(line);
      continue;
    }
    const [, indent, key] = tagged as unknown as [string, string, string];
    const data: string[] = [];
    let next = index + 1;
    while (next < lines.length && lines[next]!.length > indent.length && /^[ \t]+[A-Za-z0-9+/=]+\r?$/.test(lines[next]!) && lines[next]!.match(/^[ \t]*/)![0].length > indent.length) data.push(lines[next++]!.trim());
    const text = Buffer.from(data.join(''), 'base64').toString('utf8');
    if (data.length === 0 || !/^[\P{C}\t\n]*$/u.test(text) || text.includes('\uFFFD')) {
      out.push(line);
      continue;
    }
    out.push(`${indent}${key}: ${JSON.stringify(text)}`, ...Array.from({ length: next - index - 1 }, () => ''));
    decoded.push({ line: index + 1, key, text });
    index = next - 1;
  }
  return out.join('\n');
}
