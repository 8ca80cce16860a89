// The Content field: a plain textarea at first, replaced by the CodeMirror editor once its chunk
// (codemirror-editor.ts) has loaded — asked for when this field is first shown, never with the
// console's first load. Should the chunk not load, the textarea stays and works as it always did.
// The form's value stays react-hook-form's `content`: what is typed reaches it a moment after
// typing pauses (PUSH_MS), on leaving the editor, before a submit and before the page goes, so
// a keystroke costs no render of the form; a change made to the value from outside (import, AI,
// a reset after Create Post, a restored draft, a format conversion) shows in the editor.
import { memo, useEffect, useRef, useState } from 'react';
import { errorId, helpId } from '../../../components/forms/form-field';
import type { PostFormat } from '../../../lib/post-format';
import type { PostForm } from '../post-editor';
import type { CodeEditor } from './codemirror-editor';
import type { ContentLink } from './content-link';
import { EditorToolbar, shortcutKey } from './editor-toolbar';

type EditorModule = typeof import('./codemirror-editor');

let loading: Promise<EditorModule> | null = null;

/** The editor's chunk, asked for once (again after a failure). */
export function loadEditorModule(): Promise<EditorModule> {
  loading ??= import('./codemirror-editor').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** How long typing pauses before the text goes to the form (counts, autosave, checks). */
export const PUSH_MS = 250;

export const CONTENT_ID = 'post-content';
const LABEL_ID = `${CONTENT_ID}-label`;
const KEYS_ID = `${CONTENT_ID}-keys`;

/** The editor's keys, said under it and read with it (aria-describedby). */
export function keysHelp(mod = shortcutKey()): string {
  return `Tab indents; to leave the editor by keyboard, press Escape, then Tab. ${mod}+B bold, ${mod}+I italic, ${mod}+K link, ${mod}+E code, ${mod}+F find and replace, ${mod}+S save; paste or drop an image to upload it.`;
}

/** The height of the site's fixed header over the page, which scrolling to the field or the caret keeps clear. */
export function coveredTop(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'fixed' || position === 'sticky' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

interface ContentEditorFieldProps {
  form: PostForm;
  format: PostFormat;
  help: string;
  error: string | undefined;
  link: ContentLink;
}

export function ContentEditorField({ form, format, help, error, link }: ContentEditorFieldProps) {
  const [editor, setEditor] = useState<EditorModule | 'failed' | null>(null);
  // The textarea's caret when the editor replaced it while focused: the editor takes both over.
  const handover = useRef<{ anchor: number; head: number } | null>(null);

  useEffect(() => {
    let mounted = true;
    loadEditorModule().then(
      (module) => {
        if (!mounted) return;
        const area = document.getElementById(CONTENT_ID);
        if (area instanceof HTMLTextAreaElement && document.activeElement === area) handover.current = { anchor: area.selectionStart, head: area.selectionEnd };
        setEditor(module);
      },
      (failure: unknown) => {
        console.warn('The editor could not be loaded; the plain text area stays.', failure);
        if (mounted) setEditor('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  // Scrolling to the field, or to the caret, keeps it below the site's fixed header.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = `${coveredTop() + 8}px`;
    return () => {
      root.style.scrollPaddingTop = before;
    };
  }, []);

  const ready = editor !== null && editor !== 'failed';
  const describedBy = [helpId(CONTENT_ID), ready && KEYS_ID, error && errorId(CONTENT_ID)].filter(Boolean).join(' ');

  return (
    <div>
      {/* Labels the textarea (for) and the editor (its aria-labelledby); a click focuses either. */}
      <label id={LABEL_ID} htmlFor={ready ? undefined : CONTENT_ID} onClick={() => ready && link.editor?.focus()} className="mb-1.5 block text-sm font-medium text-slate-800">
        Content
      </label>
      {/* One box for both, so the editor takes the textarea's place without moving the page; its
          size is fixed, so strict containment keeps a key's layout and paint inside it. */}
      <div
        data-content-editor=""
        className={`flex h-[70vh] max-h-[48rem] min-h-[20rem] flex-col overflow-hidden [contain:strict] rounded-lg border bg-white text-slate-900 shadow-sm focus-within:outline-2 focus-within:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-400'}`}
      >
        {ready ? (
          <>
            <EditorToolbar link={link} />
            <CodeMirrorHost module={editor} form={form} format={format} link={link} describedBy={describedBy} invalid={Boolean(error)} handover={handover} />
          </>
        ) : (
          <textarea
            id={CONTENT_ID}
            rows={16}
            className="h-full w-full resize-none bg-transparent px-3 py-2 font-mono text-sm text-slate-900 focus:outline-none"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            {...form.register('content')}
          />
        )}
      </div>
      <p id={helpId(CONTENT_ID)} className="mt-1 text-xs text-slate-600">
        {help}
      </p>
      {ready && (
        <p id={KEYS_ID} className="mt-1 text-xs text-slate-600">
          {keysHelp()}
        </p>
      )}
      {error && (
        <p id={errorId(CONTENT_ID)} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface HostProps {
  module: EditorModule;
  form: PostForm;
  format: PostFormat;
  link: ContentLink;
  describedBy: string;
  invalid: boolean;
  handover: React.RefObject<{ anchor: number; head: number } | null>;
}

/** Holds the CodeMirror view; re-rendered only when the format or the field's description changes. */
const CodeMirrorHost = memo(function CodeMirrorHost({ module, form, format, link, describedBy, invalid, handover }: HostProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const attributes = { id: CONTENT_ID, 'aria-labelledby': LABEL_ID, 'aria-describedby': describedBy, ...(invalid ? { 'aria-invalid': 'true' } : {}) };
  const start = useRef({ format, attributes });

  useEffect(() => {
    const parent = host.current!;
    // The text the form has; what is typed differs from it until pushed.
    let synced = form.getValues('content') ?? '';
    let timer: ReturnType<typeof setTimeout> | null = null;
    const push = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const text = view.text();
      if (text === synced) return;
      synced = text;
      form.setValue('content', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    const view = module.createCodeEditor({
      parent,
      doc: synced,
      format: start.current.format,
      attributes: start.current.attributes,
      onTyped: () => {
        link.changed();
        if (timer) clearTimeout(timer);
        timer = setTimeout(push, PUSH_MS);
      },
      onBlur: push,
      onFiles: (files, spot) => {
        if (link.uploadImages) link.uploadImages(files, spot);
        else spot.done();
      },
      coveredTop,
    });
    editor.current = view;
    link.editor = view;
    link.read = view.text;
    // The form's field is the editor now: a failed check puts the focus in it.
    form.register('content').ref({ focus: () => view.focus(), value: synced });
    // Only while the focus is still where the removed textarea left it (on the page's body): an
    // owner who moved on (Tab, a click) before the chunk arrived keeps the focus where it is.
    const focusLeftNowhere = document.activeElement === null || document.activeElement === document.body;
    if (handover.current && focusLeftNowhere) view.focus(handover.current);
    handover.current = null;

    // A change to the value from outside the editor: shown in it (a reset starts a new history).
    const watching = form.watch((_values, { name }) => {
      if (name !== undefined && name !== 'content') return;
      const value = form.getValues('content') ?? '';
      if (value === synced) return;
      if (timer) clearTimeout(timer);
      timer = null;
      synced = value;
      if (name === undefined) view.reset(value);
      else view.replace(value);
      link.changed();
    });
    // Before the form's own listeners: the submit (on the form, before React's on the root) and
    // the page going (capture, before the autosave's and the leave guard's).
    const formElement = parent.closest('form');
    formElement?.addEventListener('submit', push, true);
    window.addEventListener('pagehide', push, true);
    window.addEventListener('beforeunload', push, true);
    return () => {
      push();
      watching.unsubscribe();
      formElement?.removeEventListener('submit', push, true);
      window.removeEventListener('pagehide', push, true);
      window.removeEventListener('beforeunload', push, true);
      if (link.editor === view) {
        link.editor = null;
        link.read = null;
      }
      editor.current = null;
      view.destroy();
    };
  }, [module, form, link, handover]);

  useEffect(() => editor.current?.setFormat(format), [format]);
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => editor.current?.setAttributes(JSON.parse(attributesKey) as Record<string, string>), [attributesKey]);

  return <div ref={host} className="min-h-0 flex-1" />;
});
