// The text of an edited YAML document, changed only where the edit is. The `yaml` Document API
// keeps comments and key order, but printing a document also re-wraps what it did not touch (a
// folded `>-` text, a long plain line). So the document is printed twice, untouched and edited,
// and only the lines that differ between those two prints are carried into the owner's text,
// at the place its own lines match: every line the edit did not reach stays byte for byte.
import type { Document } from 'yaml';

/** How Folio prints YAML (as post files are printed: post-file.ts). */
export const YAML_PRINT = { lineWidth: 0, defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN', flowCollectionPadding: false } as const;

/** `original` with the changes that turn `untouched` into `edited` (two prints of its document). */
export function editedText(original: string, untouched: Document, edited: Document): string {
  const before = untouched.toString(YAML_PRINT);
  const after = edited.toString(YAML_PRINT);
  if (before === after) return original;
  if (before === original) return after;
  return patchLines(original, before, after);
}

/** For each line of `b`, the index of the line of `a` it matches in a longest common subsequence, or -1. */
function matches(a: readonly string[], b: readonly string[]): Int32Array {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const found = new Int32Array(b.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) found[j++] = i++;
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return found;
}

/** Applies the line changes `base` → `next` to `original`, whose lines match `base`'s where the print left them alone. */
export function patchLines(original: string, base: string, next: string): string {
  const a = original.split('\n');
  const b = base.split('\n');
  const c = next.split('\n');
  const baseToOriginal = matches(a, b);
  const baseToNext = matches(c, b);
  // Runs of base lines that the edit changed (unmatched in next), with the next lines that replace them.
  const hunks: { from: number; to: number }[] = [];
  let prevNext = -1;
  for (let j = 0; j <= b.length; j++) {
    const start = j;
    while (j < b.length && baseToNext[j]! < 0) j++;
    // An insertion shows as a gap in next's lines between two matched base lines.
    const nextLine = j < b.length ? baseToNext[j]! : c.length;
    if (j > start || nextLine > prevNext + 1) hunks.push({ from: start, to: j });
    prevNext = nextLine;
  }
  // Each hunk widened to base lines that match the original on both sides, so it lands where the owner's lines are.
  const steady = (line: number) => baseToOriginal[line]! >= 0 && baseToNext[line]! >= 0;
  const edits: { aFrom: number; aTo: number; bFrom: number; bTo: number }[] = [];
  for (const hunk of hunks) {
    let from = hunk.from;
    while (from > 0 && !steady(from - 1)) from--;
    let to = hunk.to;
    while (to < b.length && !steady(to)) to++;
    const aFrom = from > 0 ? baseToOriginal[from - 1]! + 1 : 0;
    const aTo = to < b.length ? baseToOriginal[to]! : a.length;
    const last = edits.at(-1);
    if (last && from <= last.bTo) {
      last.bTo = Math.max(last.bTo, to);
      last.aTo = Math.max(last.aTo, aTo);
    } else edits.push({ aFrom, aTo, bFrom: from, bTo: to });
  }
  const out: string[] = [];
  let at = 0;
  for (const edit of edits) {
    out.push(...a.slice(at, edit.aFrom));
    // The next print's lines for this stretch: those between the matched base lines around it.
    const cFrom = edit.bFrom > 0 ? baseToNext[edit.bFrom - 1]! + 1 : 0;
    const cTo = edit.bTo < b.length ? baseToNext[edit.bTo]! : c.length;
    out.push(...c.slice(cFrom, cTo));
    at = edit.aTo;
  }
  out.push(...a.slice(at));
  return out.join('\n');
}
