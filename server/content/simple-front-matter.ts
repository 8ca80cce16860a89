// The front matter most files hold, read without the YAML library: one `key: value` per line —
// quoted or plain text, a date, true/false, a small whole number, a list in [ ] or as `- ` lines.
// The library builds a document of nodes, positions and comments first, which costs as much as a
// third of a post's whole parse at start (docs/decisions/057). Anything else — nesting, comments,
// escapes, anchors, text that YAML would type otherwise, a key written twice, CRLF — answers
// null, and the library reads the block as before (front-matter.ts). A test reads the imported
// posts, the bench's posts and random blocks both ways and requires the same data.

/** A key this reader takes: letters, digits, `_` and `-`, at the start of a line. */
const KEY_LINE = /^([A-Za-z_][\w-]*):(?:[ ]+(.*))?$/;
/** An item of a block list under a key with no value. */
const ITEM_LINE = /^[ ]+-[ ]+(.*)$/;
/** Keys that would reach an object's prototype if copied naively: the library decides. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The data of a YAML block of simple lines, as `readYaml(block, { timestamps: true })` reads it, or null. */
export function readSimpleFrontMatter(block: string): Record<string, unknown> | null {
  if (block.includes('\r') || block.includes('\t')) return null;
  const data: Record<string, unknown> = {};
  // The key with no value above, whose `- ` lines fill a list; the indent they all share.
  let open: { key: string; items: string[]; indent: number | null } | null = null;
  const close = () => {
    if (open) data[open.key] = open.items.length > 0 ? open.items : null;
    open = null;
  };
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      const indent = line.indexOf('-');
      if (!open || (open.indent !== null && open.indent !== indent)) return null;
      open.indent = indent;
      const value = listItem(item[1]!.trimEnd());
      if (value === undefined) return null;
      open.items.push(value);
      continue;
    }
    close();
    const entry = KEY_LINE.exec(line);
    if (!entry) return null;
    const key = entry[1]!;
    if (RESERVED_KEYS.has(key) || Object.hasOwn(data, key)) return null;
    const written = (entry[2] ?? '').trimEnd();
    if (written === '') {
      open = { key, items: [], indent: null };
      data[key] = null;
      continue;
    }
    const value = written.startsWith('[') ? flowList(written) : scalar(written);
    if (value === undefined) return null;
    data[key] = value;
  }
  close();
  return data;
}

/** `[a, "b c"]`: items of text only, none holding a comma or bracket. */
function flowList(written: string): string[] | undefined {
  if (!written.endsWith(']')) return undefined;
  const inner = written.slice(1, -1).trim();
  if (inner === '') return [];
  const values: string[] = [];
  for (const part of inner.split(',')) {
    const value = listItem(part.trim());
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
}

/** A list item: text only (a date, number or keyword in a list is left to the library). */
function listItem(written: string): string | undefined {
  const value = scalar(written);
  if (typeof value !== 'string') return undefined;
  const quoted = /^["']/.test(written);
  return quoted || !/[[\]{},]/.test(written) ? value : undefined;
}

/** One value on a line, as the YAML 1.2 core schema with timestamps types it, or undefined. */
function scalar(written: string): unknown {
  const quoted = /^"([^"\\]*)"$/.exec(written) ?? /^'([^']*)'$/.exec(written);
  if (quoted) return quoted[1];
  // Plain text ends at ` #` (a comment) and may not hold `: ` or start with an indicator.
  if (written === '' || /^[-?:,[\]{}#&*!|>'"%@`]/.test(written) || /: |:$| #/.test(written)) return undefined;
  if (/^(?:true|True|TRUE)$/.test(written)) return true;
  if (/^(?:false|False|FALSE)$/.test(written)) return false;
  if (/^(?:null|Null|NULL|~)$/.test(written)) return null;
  if (/^(?:[1-9][0-9]{0,14}|0)$/.test(written)) return Number(written);
  const date = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/.exec(written);
  if (date) {
    const [year, month, day, hour, minute, second] = date.slice(1).map((part) => Number(part ?? 0));
    return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, 0));
  }
  // Anything else YAML might read as a number, a date or a special value is its to read.
  if (/^[-+.0-9]/.test(written)) return undefined;
  return written;
}
