// The editor's formatting toolbar: bold, italic, link, inline code, heading, list, quote and code
// block, in the body's format (format-commands.ts). One Tab stop, as a toolbar is (the arrow
// keys, Home and End move between its buttons); each button is named for screen readers and
// says its shortcut. A click keeps the editor's selection and puts the focus back in it.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ContentLink } from './content-link';
import type { FormatAction } from './format-commands';

/** ⌘ on Apple devices, Ctrl elsewhere. */
export function shortcutKey(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

const BUTTONS: { action: FormatAction; name: string; key?: string; glyph: string; glyphClass?: string }[] = [
  { action: 'bold', name: 'Bold', key: 'B', glyph: 'B', glyphClass: 'font-bold' },
  { action: 'italic', name: 'Italic', key: 'I', glyph: 'I', glyphClass: 'italic font-serif' },
  { action: 'link', name: 'Link', key: 'K', glyph: 'Link' },
  { action: 'code', name: 'Inline code', key: 'E', glyph: '</>', glyphClass: 'font-mono' },
  { action: 'heading', name: 'Heading', glyph: 'H2' },
  { action: 'list', name: 'Bulleted list', glyph: '• List' },
  { action: 'quote', name: 'Quote', glyph: '❝ Quote' },
  { action: 'codeBlock', name: 'Code block', glyph: '{ } Block', glyphClass: 'font-mono' },
];

export function EditorToolbar({ link }: { link: ContentLink }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mod = shortcutKey();

  const move = (event: KeyboardEvent) => {
    const last = BUTTONS.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label="Formatting" aria-controls="post-content" onKeyDown={move} className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 px-2 py-1.5">
      {BUTTONS.map(({ action, name, key, glyph, glyphClass }, index) => (
        <button
          key={action}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          title={key ? `${name} (${mod}+${key})` : name}
          aria-keyshortcuts={key ? (mod === '⌘' ? `Meta+${key}` : `Control+${key}`) : undefined}
          // The editor keeps its focus and selection through a click.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => link.editor?.format(action)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true" className={glyphClass}>
            {glyph}
          </span>
          <span className="sr-only">{name}</span>
        </button>
      ))}
    </div>
  );
}
