// What the editor's toolbar buttons and shortcuts (⌘/Ctrl+B, I, K, E) do to the text, in the body's
// format: Markdown marks (`**bold**`, `[text](url)`, `## `, `- `, `> `, fences) or HTML tags
// (<strong>, <em>, <a href="">, <code>, <h2>, <ul>, <blockquote>, <pre>). Inline marks wrap each
// selection and unwrap it when it is wrapped already; block marks apply to every selected line.
// Pure functions of an EditorState, so they are tested without a browser; part of the editor's
// chunk (loaded on demand), never of the console's first load.
import { EditorSelection, type ChangeSpec, type EditorState, type SelectionRange, type TransactionSpec } from '@codemirror/state';
import type { PostFormat } from '../../../lib/post-format';

export const FORMAT_ACTIONS = ['bold', 'italic', 'link', 'code', 'heading', 'list', 'quote', 'codeBlock'] as const;
export type FormatAction = (typeof FORMAT_ACTIONS)[number];

interface InlineMarks {
  open: string;
  close: string;
}

const INLINE: Record<PostFormat, Record<'bold' | 'italic' | 'code', InlineMarks>> = {
  markdown: { bold: { open: '**', close: '**' }, italic: { open: '*', close: '*' }, code: { open: '`', close: '`' } },
  html: { bold: { open: '<strong>', close: '</strong>' }, italic: { open: '<em>', close: '</em>' }, code: { open: '<code>', close: '</code>' } },
};

const LOOKS_LIKE_URL = /^(https?:\/\/|\/|mailto:)\S*$/;

/** The change one toolbar button or shortcut makes. */
export function formatChange(state: EditorState, action: FormatAction, format: PostFormat): TransactionSpec {
  if (action === 'bold' || action === 'italic' || action === 'code') return wrapInline(state, INLINE[format][action]);
  if (action === 'link') return format === 'markdown' ? markdownLink(state) : htmlLink(state);
  return format === 'markdown' ? markdownBlock(state, action) : htmlBlock(state, action);
}

/** A single-character mark (`*`) is not taken from a double one (`**`) around the selection. */
function wrappedBy(state: EditorState, from: number, to: number, { open, close }: InlineMarks): boolean {
  const doc = state.doc;
  if (from < open.length || doc.sliceString(from - open.length, from) !== open || doc.sliceString(to, to + close.length) !== close) return false;
  if (open.length > 1) return true;
  return doc.sliceString(from - 2, from - 1) !== open && doc.sliceString(to + 1, to + 2) !== close;
}

function wrapInline(state: EditorState, marks: InlineMarks): TransactionSpec {
  const { open, close } = marks;
  return state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to);
    // Marks around the selection, or the selection's own first and last characters: taken off.
    if (wrappedBy(state, range.from, range.to, marks)) {
      return {
        changes: [
          { from: range.from - open.length, to: range.from },
          { from: range.to, to: range.to + close.length },
        ],
        range: EditorSelection.range(range.from - open.length, range.to - open.length),
      };
    }
    if (text.length >= open.length + close.length && text.startsWith(open) && text.endsWith(close) && !(open.length === 1 && text.startsWith(open + open))) {
      return { changes: { from: range.from, to: range.to, insert: text.slice(open.length, text.length - close.length) }, range: EditorSelection.range(range.from, range.to - open.length - close.length) };
    }
    return {
      changes: [
        { from: range.from, insert: open },
        { from: range.to, insert: close },
      ],
      range: EditorSelection.range(range.from + open.length, range.to + open.length),
    };
  });
}

/** `[text](|)`, the caret where the address goes; a selected address becomes `[|](url)`. */
function markdownLink(state: EditorState): TransactionSpec {
  return state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to);
    if (text !== '' && LOOKS_LIKE_URL.test(text)) {
      return { changes: { from: range.from, to: range.to, insert: `[](${text})` }, range: EditorSelection.cursor(range.from + 1) };
    }
    const insert = `[${text}]()`;
    const caret = text === '' ? range.from + 1 : range.from + insert.length - 1;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(caret) };
  });
}

/** `<a href="|">text</a>`, the caret in the address; a selected address goes in it. */
function htmlLink(state: EditorState): TransactionSpec {
  return state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to);
    if (text !== '' && LOOKS_LIKE_URL.test(text)) {
      const insert = `<a href="${text}"></a>`;
      return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(range.from + insert.length - 4) };
    }
    return { changes: { from: range.from, to: range.to, insert: `<a href="">${text}</a>` }, range: EditorSelection.cursor(range.from + 9) };
  });
}

/** The lines a selection touches (a selection ending at a line's start leaves that line out). */
function selectedLines(state: EditorState, range: SelectionRange) {
  const first = state.doc.lineAt(range.from);
  const last = state.doc.lineAt(range.to > range.from && state.doc.lineAt(range.to).from === range.to ? range.to - 1 : range.to);
  const lines = [];
  for (let number = first.number; number <= last.number; number += 1) lines.push(state.doc.line(number));
  return lines;
}

const LINE_PREFIX: Record<'heading' | 'list' | 'quote', { add: string; has: RegExp }> = {
  heading: { add: '## ', has: /^#{1,6}[ \t]+/ },
  list: { add: '- ', has: /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/ },
  quote: { add: '> ', has: /^>[ \t]?/ },
};

function markdownBlock(state: EditorState, action: 'heading' | 'list' | 'quote' | 'codeBlock'): TransactionSpec {
  if (action === 'codeBlock') return fence(state, '```\n', '\n```');
  const { add, has } = LINE_PREFIX[action];
  return state.changeByRange((range) => {
    const lines = selectedLines(state, range).filter((line, _, all) => all.length === 1 || line.text.trim() !== '');
    // Every line marked already: the marks come off; otherwise each line without one gets it.
    const remove = lines.every((line) => has.test(line.text));
    const changes = lines.flatMap((line): ChangeSpec[] => {
      if (remove) return [{ from: line.from, to: line.from + has.exec(line.text)![0].length }];
      if (has.test(line.text)) return action === 'heading' ? [{ from: line.from, to: line.from + has.exec(line.text)![0].length, insert: add }] : [];
      return [{ from: line.from, insert: add }];
    });
    const set = state.changes(changes);
    // A selection keeps the marks added at its edges inside it; a caret moves past them.
    if (range.empty) return { changes: set, range: EditorSelection.cursor(set.mapPos(range.head, 1)) };
    const [from, to] = [set.mapPos(range.from, -1), set.mapPos(range.to, 1)];
    return { changes: set, range: range.anchor < range.head ? EditorSelection.range(from, to) : EditorSelection.range(to, from) };
  });
}

function htmlBlock(state: EditorState, action: 'heading' | 'list' | 'quote' | 'codeBlock'): TransactionSpec {
  if (action === 'codeBlock') return fence(state, '<pre><code>', '</code></pre>');
  if (action === 'quote') return fence(state, '<blockquote>\n', '\n</blockquote>');
  return state.changeByRange((range) => {
    const lines = selectedLines(state, range).filter((line, _, all) => all.length === 1 || line.text.trim() !== '');
    const from = lines[0]!.from;
    const to = lines[lines.length - 1]!.to;
    const insert =
      action === 'heading'
        ? lines.map((line) => (/^<h[1-6]>.*<\/h[1-6]>$/.test(line.text) ? line.text.replace(/^<h[1-6]>|<\/h[1-6]>$/g, '') : `<h2>${line.text}</h2>`)).join('\n')
        : `<ul>\n${lines.map((line) => `<li>${line.text.trim()}</li>`).join('\n')}\n</ul>`;
    const caret = action === 'heading' && lines.length === 1 && lines[0]!.text === '' ? from + 4 : action === 'list' && lines.length === 1 && lines[0]!.text.trim() === '' ? from + 9 : from + insert.length;
    return { changes: { from, to, insert }, range: EditorSelection.cursor(caret) };
  });
}

/** The selected lines between an opening and a closing mark, each on a line of its own. */
function fence(state: EditorState, open: string, close: string): TransactionSpec {
  return state.changeByRange((range) => {
    const lines = selectedLines(state, range);
    const from = lines[0]!.from;
    const to = lines[lines.length - 1]!.to;
    const body = state.sliceDoc(from, to);
    return { changes: { from, to, insert: `${open}${body}${close}` }, range: EditorSelection.cursor(from + open.length + body.length) };
  });
}

/**
 * Markup put in at `from`–`to` as a paragraph of its own (an image, where the owner dropped or
 * pasted it): a line break before unless at a line's start, one after unless one follows.
 */
export function blockInsertion(state: EditorState, from: number, to: number, markup: string): TransactionSpec {
  const before = state.sliceDoc(Math.max(0, from - 1), from);
  const after = state.sliceDoc(to, to + 1);
  const insert = `${before === '' || before === '\n' ? '' : '\n'}${markup}${after === '\n' ? '' : '\n'}`;
  return { changes: { from, to, insert }, selection: EditorSelection.cursor(from + insert.length), scrollIntoView: true };
}
