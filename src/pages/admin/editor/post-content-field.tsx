// Below the editor's columns: the Content area, Import Markdown and Generate with AI, the live
// character count and minutes to read, then Preview and Create Post.
import { useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/admin/button-classes';
import { TextAreaField } from '../../../components/forms/form-field';
import type { PostFormValues } from '../../../lib/schemas/blog-post';
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
  /** The post being edited keeps a Markdown body. */
  markdownBody: boolean;
  /** Shown while editing: leave the edit without saving. */
  onCancel: (() => void) | undefined;
  /** Insert image controls shown under the Content area. */
  imageControls?: ReactNode;
}

export function PostContentField({ form, onImport, onGenerate, onPreview, submitLabel, busyLabel, markdownBody, onCancel, generateNote, replaceFilled, onReplaceFilledChange, imageControls }: PostContentFieldProps) {
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  const [generating, setGenerating] = useState(false);
  const { characters, minutes } = contentStats(watch('content'));

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
      <TextAreaField id="post-content" label="Content" help={markdownBody ? 'This post is a Markdown file: its body stays Markdown.' : 'Use HTML for formatting'} rows={16} className="min-h-[320px] font-mono text-sm" error={errors.content?.message} {...register('content')} />
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
          {characters.toLocaleString('en-US')} characters · about {minutes} min read
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
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
