// The Content field's editor: CodeMirror 6 set up for writing a post in Markdown or HTML. This
// module and everything it imports are one chunk loaded on demand (content-editor-field.tsx
// imports it when the editor is shown), never part of the console's first load.
// What it adds to the textarea: highlighting (code in fenced blocks too), soft wrap, undo history,
// Tab/Shift-Tab indent (Escape then Tab leaves the field), find/replace, bracket closing, list
// continuation on Enter, the formatting shortcuts and image paste/drop (handed to the console's
// upload path). It knows nothing of the form: the field keeps react-hook-form's value in step.
import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from '@codemirror/commands';
import { cssLanguage } from '@codemirror/lang-css';
import { html, htmlLanguage } from '@codemirror/lang-html';
import { javascriptLanguage, jsxLanguage, tsxLanguage, typescriptLanguage } from '@codemirror/lang-javascript';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { bracketMatching, getIndentUnit, indentOnInput, indentString, syntaxHighlighting, type Language } from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorSelection, EditorState, Prec, type Extension, type Text } from '@codemirror/state';
import { drawSelection, dropCursor, EditorView, keymap, type Command } from '@codemirror/view';
import type { PostFormat } from '../../../lib/post-format';
import type { ContentEditorHandle, ImageSpot } from './content-link';
import { editorTheme, siteHighlightStyle } from './editor-theme';
import { blockInsertion, formatChange, type FormatAction } from './format-commands';

/** A change that came from the form (import, AI, a reset...), not from typing: not pushed back. */
const fromForm = Annotation.define<boolean>();

/** Fenced code's language, as the site highlights it: the ones bundled with HTML's support. */
const CODE_LANGUAGES: Record<string, Language> = {
  js: javascriptLanguage,
  javascript: javascriptLanguage,
  mjs: javascriptLanguage,
  cjs: javascriptLanguage,
  json: javascriptLanguage,
  jsx: jsxLanguage,
  ts: typescriptLanguage,
  typescript: typescriptLanguage,
  tsx: tsxLanguage,
  html: htmlLanguage,
  xml: htmlLanguage,
  css: cssLanguage,
};

function language(format: PostFormat): Extension {
  if (format === 'html') return html({ autoCloseTags: true });
  return markdown({ base: markdownLanguage, codeLanguages: (info) => CODE_LANGUAGES[info.trim().toLowerCase()] ?? null });
}

/** Tab indents: at a caret it puts an indent unit there, over a selection it indents the lines. */
const indentOrInsert: Command = (view) => {
  if (view.state.readOnly) return false;
  if (view.state.selection.ranges.some((range) => !range.empty)) return indentMore(view);
  view.dispatch(view.state.update(view.state.replaceSelection(indentString(view.state, getIndentUnit(view.state))), { scrollIntoView: true, userEvent: 'input.indent' }));
  return true;
};

export interface CodeEditorOptions {
  parent: HTMLElement;
  doc: string;
  format: PostFormat;
  /** The editable element's attributes: id, aria-labelledby, aria-describedby, aria-invalid. */
  attributes: Record<string, string>;
  /** Every change typed (cheap: nothing is read); the field pushes the text to the form later. */
  onTyped: () => void;
  /** Changes typed are to reach the form now (the editor lost focus). */
  onBlur: () => void;
  /** Files pasted or dropped, and where they go. */
  onFiles: (files: File[], spot: ImageSpot) => void;
  /** The height of what covers the page's top (the site header), kept clear when scrolling to the caret. */
  coveredTop: () => number;
}

export interface CodeEditor extends ContentEditorHandle {
  view: EditorView;
  text: () => string;
  /** The form's value changed from outside: the editor shows it, as one undoable change. */
  replace: (text: string) => void;
  /** The form was reset (a new post, a restored draft): a fresh document and history. */
  reset: (text: string) => void;
  setFormat: (format: PostFormat) => void;
  setAttributes: (attributes: Record<string, string>) => void;
  destroy: () => void;
}

/** The key of the measure that keeps the caret below the site's header (one per frame). */
const caretClearOfHeader = {};

export function createCodeEditor(options: CodeEditorOptions): CodeEditor {
  let format = options.format;
  const languageSlot = new Compartment();
  const attributeSlot = new Compartment();
  // Where pasted or dropped images will go, moved along with the text while they upload.
  const spots = new Set<ImageSpot>();

  const run = (action: FormatAction) => (view: EditorView) => {
    view.dispatch(view.state.update(formatChange(view.state, action, format), { scrollIntoView: true, userEvent: 'input.format' }));
    return true;
  };

  const filesOf = (data: DataTransfer | null) => Array.from(data?.files ?? []);
  const extensions = (attributes: Record<string, string>): Extension[] => [
    history(),
    drawSelection(),
    dropCursor(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ activateOnTyping: false }),
    highlightSelectionMatches(),
    search({ top: true }),
    EditorView.lineWrapping,
    syntaxHighlighting(siteHighlightStyle),
    editorTheme,
    languageSlot.of(language(format)),
    attributeSlot.of(EditorView.contentAttributes.of(attributes)),
    EditorView.contentAttributes.of({ spellcheck: 'true', autocapitalize: 'sentences' }),
    EditorView.scrollMargins.of(() => ({ top: options.coveredTop() + 8, bottom: 8 })),
    Prec.high(keymap.of([
      { key: 'Mod-b', run: run('bold') },
      { key: 'Mod-i', run: run('italic') },
      { key: 'Mod-k', run: run('link') },
      { key: 'Mod-e', run: run('code') },
    ])),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, { key: 'Tab', run: indentOrInsert, shift: indentLess }]),
    // CodeMirror keeps the caret clear of `scrollMargins` inside its own scroller only: the page's
    // scroll is checked after it, so the site's fixed header never hides the caret.
    // Read in CodeMirror's own measure pass (one layout per frame with its own reads), not in a
    // frame callback of its own, which cost a second forced layout at every key.
    EditorView.updateListener.of((update) => {
      if (!update.transactions.some((transaction) => transaction.scrollIntoView)) return;
      update.view.requestMeasure({
        key: caretClearOfHeader,
        read: (view) => (view.hasFocus ? { caret: view.coordsAtPos(view.state.selection.main.head), clear: options.coveredTop() + 8 } : null),
        write: (seen) => {
          if (seen?.caret && seen.caret.top < seen.clear && seen.caret.bottom > 0) window.scrollBy(0, seen.caret.top - seen.clear);
        },
      });
    }),
    EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      for (const spot of spots) {
        spot.from = update.changes.mapPos(spot.from, -1);
        spot.to = Math.max(spot.from, update.changes.mapPos(spot.to, 1));
      }
      if (!update.transactions.some((transaction) => transaction.annotation(fromForm))) options.onTyped();
    }),
    EditorView.domEventHandlers({
      blur: () => options.onBlur(),
      paste: (event, view) => {
        const files = filesOf(event.clipboardData);
        if (files.length === 0) return false;
        event.preventDefault();
        const { from, to } = view.state.selection.main;
        options.onFiles(files, track({ from, to }));
        return true;
      },
      drop: (event, view) => {
        const files = filesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ x: event.clientX, y: event.clientY }) ?? view.state.selection.main.head;
        options.onFiles(files, track({ from: at, to: at }));
        return true;
      },
    }),
  ];

  let attributes = options.attributes;
  const view = new EditorView({ parent: options.parent, state: EditorState.create({ doc: options.doc, extensions: extensions(attributes) }) });

  function track(range: { from: number; to: number }): ImageSpot {
    const spot: ImageSpot = { ...range, done: () => spots.delete(spot) };
    spots.add(spot);
    return spot;
  }

  return {
    view,
    scroller: view.scrollDOM,
    text: () => view.state.doc.toString(),
    replace(text) {
      // Only the part that differs is replaced, so the caret and the scroll stay where they were.
      const current = view.state.doc.toString();
      if (current === text) return;
      let start = 0;
      const shorter = Math.min(current.length, text.length);
      while (start < shorter && current.charCodeAt(start) === text.charCodeAt(start)) start += 1;
      let end = 0;
      while (end < shorter - start && current.charCodeAt(current.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end += 1;
      view.dispatch({ changes: { from: start, to: current.length - end, insert: text.slice(start, text.length - end) }, annotations: fromForm.of(true) });
    },
    reset(text) {
      for (const spot of spots) spot.done();
      view.setState(EditorState.create({ doc: text, extensions: extensions(attributes) }));
    },
    setFormat(next) {
      if (next === format) return;
      format = next;
      view.dispatch({ effects: languageSlot.reconfigure(language(next)) });
    },
    setAttributes(next) {
      attributes = next;
      view.dispatch({ effects: attributeSlot.reconfigure(EditorView.contentAttributes.of(next)) });
    },
    format(action) {
      run(action)(view);
      view.focus();
    },
    insertBlock(markup, spot) {
      const { from, to } = spot ?? view.state.selection.main;
      const range = { from: Math.min(from, view.state.doc.length), to: Math.min(to, view.state.doc.length) };
      view.dispatch(view.state.update(blockInsertion(view.state, range.from, range.to, markup), { userEvent: 'input.paste' }));
      // The next image of the same paste or drop goes after this one.
      if (spot) spot.from = spot.to = view.state.selection.main.head;
    },
    focus(selection) {
      if (selection) view.dispatch({ selection: EditorSelection.range(Math.min(selection.anchor, view.state.doc.length), Math.min(selection.head, view.state.doc.length)), scrollIntoView: true });
      view.focus();
    },
    blockTops() {
      return blockTops(view, format);
    },
    destroy() {
      view.destroy();
    },
  };
}

const HEADING_LINE: Record<PostFormat, RegExp> = { markdown: /^ {0,3}#{1,6}(\s|$)/, html: /<h[1-6][\s>]/i };

/**
 * Where the body's headings are in the editor's scrolled content, top to bottom, in pixels
 * (lines inside fenced code skipped). The side
 * preview pairs them with its own headings to keep the two scrolled alike; read when scrolling
 * or when the preview changes, never per keystroke, and kept per document.
 */
const headingStarts = new WeakMap<Text, { format: PostFormat; starts: number[] }>();

function blockTops(view: EditorView, format: PostFormat): number[] {
  const doc = view.state.doc;
  let known = headingStarts.get(doc);
  if (known?.format !== format) {
    const starts: number[] = [];
    let fenced = false;
    for (let number = 1; number <= doc.lines; number += 1) {
      const line = doc.line(number);
      if (format === 'markdown' && /^ {0,3}(```|~~~)/.test(line.text)) fenced = !fenced;
      else if (!fenced && HEADING_LINE[format].test(line.text)) starts.push(line.from);
    }
    known = { format, starts };
    headingStarts.set(doc, known);
  }
  // Block tops are measured from the document's top; the scroller's content starts above it.
  const offset = view.documentTop - view.scrollDOM.getBoundingClientRect().top + view.scrollDOM.scrollTop;
  return known.starts.map((from) => view.lineBlockAt(from).top + offset);
}
