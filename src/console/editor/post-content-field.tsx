// Below the editor's columns: the content's format (HTML or Markdown), the Content area (the
// CodeMirror editor once loaded, content-editor/) with the live preview beside it on a wide
// screen, Import Markdown and Generate with AI, the live character count and minutes to read,
// then Preview, Create Post and (for a new post) Save and keep editing.
import { useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FORMAT_NAMES, POST_FORMATS, type PostFormat } from '../../lib/post-format';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { primaryButtonClass, secondaryButtonClass } from '../components/button-classes';
import { useConsoleSite } from '../console-site';
import { ContentEditorField } from './content-editor/content-editor-field';
import type { ContentLink } from './content-editor/content-link';
import { LivePreview } from './content-editor/live-preview';
import { useWideScreen } from './content-editor/use-wide-screen';
import { MARKDOWN_ACCEPT } from './markdown-import';
import { contentStats } from './post-form-values';

interface PostContentFieldProps {
  form: UseFormReturn<PostFormValues>;
  onImport: (file: File) => void;
  onGenerate: () => Promise<void> | void;
  /** Says who made the last suggestions when it was not an AI provider; null: nothing to say. */
  generateNote: string | null;
  /** Whether the built-in analyzer may replace fields the owner filled in. */
  replaceFilled: boolean;
  onReplaceFilledChange: (replace: boolean) => void;
  onPreview: () => void;
  submitLabel: string;
  busyLabel: string;
  /** A new post's second save button: saves as Create Post does, then opens the post to go on (null: not shown). */
  keepEditing: { label: string; busyLabel: string } | null;
  /** Which save is under way: 'keep' (the keep-editing button or Ctrl/⌘+S) or 'submit'. */
  savingBy: 'keep' | 'submit';
  /** The save is under way (the editor's own state, use-post-save.ts). */
  saving: boolean;
  /** The format chosen: the owner's choice goes through the editor, which may convert the text. */
  onFormatChange: (format: PostFormat) => void;
  /** The file the post is saved as in this format. */
  savedAs: string;
  /** Shown while editing: leave the edit without saving. */
  onCancel: (() => void) | undefined;
  /** Insert image controls shown under the Content area. */
  imageControls?: ReactNode;
  /** The editor's ties to the image controls and the side preview. */
  link: ContentLink;
}

/** The Content area's help text for each format; HTML's is the original form's. */
export const CONTENT_HELP: Record<PostFormat, string> = {
  html: 'Use HTML for formatting',
  markdown: 'Write Markdown: # headings, - lists, | tables |, **bold**, [links](https://…); it is saved as Markdown.',
};

export function PostContentField({ form, onImport, onGenerate, onPreview, submitLabel, busyLabel, keepEditing, savingBy, saving, onFormatChange, savedAs, onCancel, generateNote, replaceFilled, onReplaceFilledChange, imageControls, link }: PostContentFieldProps) {
  const {
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  const [generating, setGenerating] = useState(false);
  const format = watch('format');
  const { characters, minutes, words } = contentStats(watch('content'), format, useConsoleSite().readTime);
  const wide = useWideScreen();

  const generate = async () => {
    setGenerating(true);
    try {
      await onGenerate();
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="mt-8 space-y-3">
      <fieldset aria-describedby="post-format-help" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="float-left mr-4 text-sm font-medium text-slate-800">Content format</legend>
        {POST_FORMATS.map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="post-format" value={value} checked={format === value} onChange={() => onFormatChange(value)} className="h-4 w-4 border-slate-400" />
            {FORMAT_NAMES[value]}
          </label>
        ))}
        <p id="post-format-help" className="w-full text-xs text-slate-600">
          Saved as <span className="font-mono">{savedAs}</span>. Switching to HTML converts the Markdown; switching to Markdown keeps the text as it is (Markdown may hold HTML).
        </p>
      </fieldset>
      <div className={wide ? 'grid grid-cols-2 items-start gap-6' : undefined}>
        <ContentEditorField form={form} format={format} help={CONTENT_HELP[format]} error={errors.content?.message} link={link} />
        {wide && <LivePreview form={form} link={link} />}
      </div>
      {imageControls}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => fileInput.current?.click()}>
            Import Markdown
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={MARKDOWN_ACCEPT}
            className="hidden"
            aria-label="Markdown file to import"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImport(file);
            }}
          />
          <button type="button" className={secondaryButtonClass} disabled={generating} onClick={() => void generate()}>
            Generate with AI
          </button>
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={replaceFilled} onChange={(event) => onReplaceFilledChange(event.target.checked)} className="h-4 w-4 rounded border-slate-400" />
            Let the built-in analyzer replace fields I filled in
          </label>
        </div>
        <p className="text-sm text-slate-600">
          {characters.toLocaleString('en-US')} characters · about {minutes} min read{words !== null && ` (${words.toLocaleString('en-US')} words)`}
        </p>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {generateNote}
      </p>
      <div className="flex flex-wrap justify-end gap-3 pt-4">
        {onCancel && (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancel Edit
          </button>
        )}
        <button type="button" className={secondaryButtonClass} onClick={onPreview}>
          Preview
        </button>
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting || saving}>
          {(isSubmitting || saving) && savingBy === 'submit' ? busyLabel : submitLabel}
        </button>
        {keepEditing && (
          // After Create Post in the tree, so Enter in a field still submits as Create Post.
          <button type="submit" data-keep-editing="" className={secondaryButtonClass} disabled={isSubmitting || saving}>
            {(isSubmitting || saving) && savingBy === 'keep' ? keepEditing.busyLabel : keepEditing.label}
          </button>
        )}
      </div>
    </div>
  );
}
