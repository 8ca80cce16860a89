// The toolbar's and the shortcuts' changes, on an EditorState (no browser): `|` marks the caret,
// `[` and `]` a selection.
import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import type { PostFormat } from '../../../lib/post-format';
import { blockInsertion, formatChange, type FormatAction } from './format-commands';

function stateOf(marked: string): EditorState {
  const caret = marked.indexOf('|');
  if (caret >= 0) return EditorState.create({ doc: marked.replace('|', ''), selection: EditorSelection.cursor(caret) });
  const from = marked.indexOf('[');
  const to = marked.indexOf(']') - 1;
  return EditorState.create({ doc: marked.replace('[', '').replace(']', ''), selection: EditorSelection.range(from, to) });
}

function marked(state: EditorState): string {
  const { from, to } = state.selection.main;
  const doc = state.doc.toString();
  return from === to ? `${doc.slice(0, from)}|${doc.slice(from)}` : `${doc.slice(0, from)}[${doc.slice(from, to)}]${doc.slice(to)}`;
}

const apply = (text: string, action: FormatAction, format: PostFormat = 'markdown') => {
  const state = stateOf(text);
  return marked(state.update(formatChange(state, action, format)).state);
};

describe('formatChange in Markdown', () => {
  it('wraps a selection in marks, and takes them off again', () => {
    expect(apply('a [word] here', 'bold')).toBe('a **[word]** here');
    expect(apply('a **[word]** here', 'bold')).toBe('a [word] here');
    expect(apply('a [**word**] here', 'bold')).toBe('a [word] here');
    expect(apply('a [word] here', 'italic')).toBe('a *[word]* here');
    expect(apply('a [word] here', 'code')).toBe('a `[word]` here');
  });

  it('does not take italic marks from bold ones', () => {
    expect(apply('a **[word]** here', 'italic')).toBe('a ***[word]*** here');
  });

  it('puts empty marks at a caret, the caret between them', () => {
    expect(apply('a | b', 'bold')).toBe('a **|** b');
  });

  it('makes a link, the caret where the address goes; a selected address goes in it', () => {
    expect(apply('see [the docs] now', 'link')).toBe('see [the docs](|) now');
    expect(apply('see [https://example.com] now', 'link')).toBe('see [|](https://example.com) now');
    expect(apply('|', 'link')).toBe('[|]()');
  });

  it('marks each selected line as a heading, list item or quote, and unmarks them', () => {
    expect(apply('Ti|tle', 'heading')).toBe('## Ti|tle');
    expect(apply('### Ti|tle', 'heading')).toBe('Ti|tle');
    expect(apply('[one\n\ntwo]', 'list')).toBe('[- one\n\n- two]');
    expect(apply('[- one\n- two]', 'list')).toBe('[one\ntwo]');
    expect(apply('a quo|te', 'quote')).toBe('> a quo|te');
  });

  it('fences the selected lines as a code block', () => {
    expect(apply('[const a = 1;]', 'codeBlock')).toBe('```\nconst a = 1;|\n```');
    expect(apply('|', 'codeBlock')).toBe('```\n|\n```');
  });
});

describe('formatChange in HTML', () => {
  it('wraps in the tags the shortcuts name', () => {
    expect(apply('a [word] here', 'bold', 'html')).toBe('a <strong>[word]</strong> here');
    expect(apply('a <strong>[word]</strong> here', 'bold', 'html')).toBe('a [word] here');
    expect(apply('a [word] here', 'italic', 'html')).toBe('a <em>[word]</em> here');
    expect(apply('a [word] here', 'code', 'html')).toBe('a <code>[word]</code> here');
    expect(apply('a [word] here', 'link', 'html')).toBe('a <a href="|">word</a> here');
  });

  it('makes blocks of the selected lines', () => {
    expect(apply('Ti|tle', 'heading', 'html')).toBe('<h2>Title</h2>|');
    expect(apply('[one\ntwo]', 'list', 'html')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>|');
    expect(apply('[said]', 'quote', 'html')).toBe('<blockquote>\nsaid|\n</blockquote>');
    expect(apply('[x = 1]', 'codeBlock', 'html')).toBe('<pre><code>x = 1|</code></pre>');
  });
});

describe('blockInsertion', () => {
  it('puts markup on a line of its own, as the image controls do', () => {
    const state = stateOf('<p>|Text</p>');
    const { from } = state.selection.main;
    expect(marked(state.update(blockInsertion(state, from, from, '<img src="/a.png" alt="a">')).state)).toBe('<p>\n<img src="/a.png" alt="a">\n|Text</p>');
    const end = stateOf('Text\n|');
    expect(marked(end.update(blockInsertion(end, 5, 5, '![a](/a.png)')).state)).toBe('Text\n![a](/a.png)\n|');
  });
});
