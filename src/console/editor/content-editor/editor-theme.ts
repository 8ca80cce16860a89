// How the editor looks: the site's own code colours (the --tok-* variables of src/styles.css,
// which the served posts use too, each meeting WCAG AA, and which follow the dark theme) and the
// console's slate palette, so the editor reads like the form around it in either theme.
import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

export const siteHighlightStyle = HighlightStyle.define([
  // Markdown
  { tag: tags.heading, fontWeight: '700', color: 'var(--tok-function)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--tok-string)', textDecoration: 'underline' },
  { tag: tags.monospace, color: 'var(--tok-string-expression)' },
  { tag: tags.quote, fontStyle: 'italic' },
  { tag: [tags.processingInstruction, tags.contentSeparator], color: 'var(--tok-keyword)' },
  // Code, in fenced blocks and in HTML
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword], color: 'var(--tok-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue], color: 'var(--tok-string)' },
  { tag: [tags.comment, tags.meta], color: 'var(--tok-comment)', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.unit, tags.color], color: 'var(--tok-constant)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.className, tags.typeName], color: 'var(--tok-function)' },
  { tag: [tags.tagName, tags.angleBracket], color: 'var(--tok-keyword)' },
  { tag: [tags.attributeName, tags.propertyName], color: 'var(--tok-constant)' },
  { tag: tags.invalid, color: 'var(--color-red-700)' },
]);

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const editorTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '0.875rem', color: 'inherit', backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: mono, lineHeight: '1.6', overflow: 'auto' },
  '.cm-content': { padding: '0.5rem 0', caretColor: 'currentColor' },
  '.cm-line': { padding: '0 0.75rem' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'currentColor', borderLeftWidth: '2px' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: 'rgb(59 130 246 / 0.3)',
  },
  '.cm-selectionMatch': { backgroundColor: 'rgb(250 204 21 / 0.3)' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'rgb(34 197 94 / 0.25)', outline: 'none' },
  '.cm-searchMatch': { backgroundColor: 'rgb(250 204 21 / 0.35)', outline: '1px solid rgb(202 138 4)' },
  '.cm-searchMatch-selected': { backgroundColor: 'rgb(249 115 22 / 0.4)' },
  '.cm-panels': { backgroundColor: 'var(--color-slate-50)', color: 'var(--color-slate-900)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--color-slate-300)' },
  '.cm-panel.cm-search': { padding: '0.5rem 2rem 0.5rem 0.75rem', fontSize: '0.875rem' },
  '.cm-panel.cm-search label': { fontSize: '0.8125rem' },
  '.cm-textfield': { border: '1px solid var(--color-slate-400)', borderRadius: '0.25rem', backgroundColor: 'var(--color-white)', color: 'var(--color-slate-900)', padding: '0.125rem 0.375rem' },
  '.cm-button': { backgroundImage: 'none', backgroundColor: 'var(--color-white)', border: '1px solid var(--color-slate-400)', borderRadius: '0.25rem', color: 'var(--color-slate-900)' },
  '.cm-panel button[name=close]': { color: 'var(--color-slate-700)', fontSize: '1.25rem' },
  '.cm-tooltip': { backgroundColor: 'var(--color-white)', color: 'var(--color-slate-900)', border: '1px solid var(--color-slate-300)' },
});
