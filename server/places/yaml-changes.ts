// Writes a form's changes into a YAML document an owner may have written by hand (site.yaml, a
// Markdown file's front matter) with the `yaml` Document API, so that what did not change stays
// exactly as written: comments, key order, quoting, a list written inline. Only where the value
// the site would read changed (compared after the schema, so `id: 1` and "1" are the same) is the
// document touched: a key left blank is removed, a changed value set in place, a list of the same
// item that did not change keeps its lines (and comments) wherever it moves, an item changed in
// place is changed field by field, a new item is written anew.
import { isMap, isSeq, type Document, type YAMLSeq } from 'yaml';
import { sameData } from './place-values';
import { isPlainObject } from './zod-walk';

type Path = (string | number)[];

/**
 * `before` and `after` are the values as the schema reads them (the file's now, and the form's);
 * `input` is the form's values as sent (after cleaning), written where something changed.
 */
export function writeChanges(doc: Document, path: Path, before: unknown, after: unknown, input: unknown): void {
  if (sameData(before, after)) return;
  if (input === undefined) {
    if (path.length > 0 && doc.hasIn(path)) doc.deleteIn(path);
    return;
  }
  // A file with nothing in it yet: its top is a map (set here: setIn would make a YAML 1.1 `!!omap`).
  if (doc.contents === null) doc.contents = doc.createNode({}) as Document['contents'];
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (isPlainObject(input) && isPlainObject(after) && (node === undefined || node === null || isMap(node))) {
    // A map made here, not by setIn (which, under YAML 1.1, would make an ordered map: `!!omap`).
    if ((node === undefined || node === null) && path.length > 0) doc.setIn(path, doc.createNode({}));
    const keys = new Set([...Object.keys(input), ...Object.keys(isPlainObject(before) ? before : {})]);
    for (const key of keys) {
      if (!(key in input) && !doc.hasIn([...path, key])) continue;
      writeChanges(doc, [...path, key], isPlainObject(before) ? before[key] : undefined, after[key], input[key]);
    }
    return;
  }
  if (Array.isArray(input) && Array.isArray(after) && Array.isArray(before) && isSeq(node) && node.items.length === before.length) {
    writeList(doc, path, node, before, after, input);
    return;
  }
  const created = doc.createNode(input);
  // A list written inline ([a, b]) stays inline.
  if (isSeq(created) && isSeq(node) && node.flow) created.flow = true;
  if (path.length === 0) doc.contents = created as Document['contents'];
  else doc.setIn(path, created);
}

/**
 * A list changed item by item: an item the schema reads the same is kept as written (moved when
 * the list was reordered), an item at a place whose old item went is edited in place, and a new
 * one is written anew.
 */
function writeList(doc: Document, path: Path, node: YAMLSeq, before: unknown[], after: unknown[], input: unknown[]): void {
  const used = new Set<number>();
  const kept = after.map((item) => {
    const same = before.findIndex((old, index) => !used.has(index) && sameData(old, item));
    if (same !== -1) used.add(same);
    return same;
  });
  const edited: { at: number; from: number }[] = [];
  const items = input.map((item, at) => {
    if (kept[at]! !== -1) return node.items[kept[at]!];
    if (at < before.length && !used.has(at) && !kept.includes(at)) {
      used.add(at);
      edited.push({ at, from: at });
      return node.items[at];
    }
    return doc.createNode(item);
  });
  node.items = items as typeof node.items;
  for (const { at, from } of edited) writeChanges(doc, [...path, at], before[from], after[at], input[at]);
}
