// The 'Create New Post' tab: both columns of fields, the content area and its actions. The
// form's rules are the shared zod/mini schema (also checked by the server); this module wires the
// actions: slug generation, auto-fill, the content's format, Markdown import, AI suggestions,
// Preview, Create Post and Save and keep editing (Ctrl/⌘+S too). The editor owns its save
// (use-post-save.ts): the call, its pending state and its outcome, down to what the save's answer
// says about the remote.
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '../../components/forms/schema-resolver';
import { extensionFor, withExtension, type PostFormat } from '../../lib/post-format';
import { missingFieldsMessage, postFormSchema, type PostFormValues, type PostInput } from '../../lib/schemas/blog-post';
import { SEO_FIELDS } from '../../lib/schemas/post-fields';
import { slugify } from '../../lib/slug';
import { useConsoleAction } from '../api/use-console-action';
import { IMPORT_BANNER_MS, type ShowStatus } from '../components/status-banner';
import { generationText } from './body-plain-text';
import { createContentLink } from './content-editor/content-link';
import { DraftNotice } from './draft-notice';
import { isMarkdownFile, markdownToHtml, readImportedMarkdown } from './markdown-import';
import { PostBasicsFields } from './post-basics-fields';
import { PostContentField } from './post-content-field';
import { emptyPostForm, toPostInput } from './post-form-values';
import { ContentImageControls, FeaturedImageControls } from './post-image-controls';
import { PostMediaSeoFields } from './post-media-seo-fields';
import { PostScheduleFields } from './post-schedule-fields';
import type { SaveSyncNote } from './save-sync-note';
import { CommitMessageField } from './commit-message-field';
import { useFormDraft } from './use-form-draft';
import { SAVE_MESSAGES, usePostSave, type SaveTarget } from './use-post-save';
import { useSaveShortcut } from './use-save-shortcut';

export const EDITOR_MESSAGES = {
  ...SAVE_MESSAGES,
  generated: 'Content generated successfully!',
  generateFailed: 'Failed to generate content. Please try again.',
  generating: 'Analyzing content with AI. This may take a moment...',
  emptyContent: 'Please provide content to generate suggestions.',
  importing: 'Importing Markdown file...',
  imported: 'Markdown imported successfully!',
  importFailed: 'Failed to read Markdown file',
  importWrongType: 'Choose a .md, .markdown or .txt file to import.',
} as const;

/** The fields Generate with AI fills (tags besides). */
const SUGGESTED_FIELDS = ['title', 'slug', 'summary', ...SEO_FIELDS, 'authorName'] as const;

/** Shown beside Generate with AI after the built-in analyzer answered. */
export const BUILT_IN_NOTE = 'Suggestions from the built-in analyzer — no AI provider is configured.';

const baseResolver = schemaResolver(postFormSchema);
/** Only the media field the media type shows is checked; the other is kept but not sent. */
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver({ ...values, image: values.mediaType === 'image' ? values.image : '', videoUrl: values.mediaType === 'video' ? values.videoUrl : '' }, context, options);

/** Set when the editor edits an existing post instead of creating one. */
export interface EditTarget extends SaveTarget {
  /** The post's file, relative to the content folder (a change of format renames it). */
  file: string;
  values: PostFormValues;
}

/**
 * Where the post will be written in `format`: a new post at posts/<slug>.<ext>, an edited one
 * beside its file (renamed with a new slug when its name is its slug, as the server does).
 */
export function savedAs(editing: EditTarget | null, slug: string, format: PostFormat): string {
  if (editing) {
    const folder = editing.file.slice(0, editing.file.lastIndexOf('/') + 1);
    const name = editing.file.slice(folder.length);
    const moved = slug.trim() !== '' && slug.trim() !== editing.slug && name.replace(/\.[^.]+$/, '') === editing.slug;
    return withExtension(moved ? `${folder}${slug.trim()}${name.slice(editing.slug.length)}` : editing.file, extensionFor(format));
  }
  return `posts/${slug.trim() || '<slug>'}.${extensionFor(format)}`;
}

interface PostEditorProps {
  defaultAuthor: string;
  editing: EditTarget | null;
  show: ShowStatus;
  onPreview: (post: PostInput) => void;
  /**
   * After a save: `null` when the editor has reset itself to a new post (and keeps saying how the
   * save went); the saved post's slug when the owner saves to keep editing, for the console to
   * open it as Manage Posts → Edit does.
   */
  onSaved: (keepEditing: string | null) => void;
  onCancelEdit: () => void;
}

export function PostEditor({ defaultAuthor, editing, show, onPreview, onSaved, onCancelEdit }: PostEditorProps) {
  const [startValues] = useState(() => editing?.values ?? emptyPostForm(defaultAuthor));
  const form = useForm<PostFormValues>({ defaultValues: startValues, resolver });
  const { save, saving, note, commitError } = usePostSave(form, editing, show);
  // Which save is under way, for its button's busy label.
  const [savingBy, setSavingBy] = useState<'keep' | 'submit'>('submit');
  // The save's own commit message: beside the post's fields, never one of them (nor in its draft).
  const [commitMessage, setCommitMessage] = useState('');
  // The title's blur fills the slug until the owner types a slug of their own.
  const slugTouched = useRef(false);
  const { getValues, setValue, reset } = form;
  const [replaceFilled, setReplaceFilled] = useState(false);
  const [suggestionSource, setSuggestionSource] = useState<'built-in' | 'provider' | null>(null);
  // The Markdown a switch to HTML converted, so switching back before any edit brings it back.
  const converted = useRef<{ markdown: string; html: string } | null>(null);
  // Unsaved changes kept in the browser and restored, leaving guarded, Ctrl/⌘+S saves. A restored
  // slug that is not the title's counts as typed by the owner, so the title's blur keeps it.
  const draft = useFormDraft(form, editing, startValues, (values) => {
    converted.current = null;
    slugTouched.current = values.slug.trim() !== '' && values.slug.trim() !== slugify(values.title);
  });
  // The Content editor's ties to the image controls and the side preview (content-editor/).
  const [link] = useState(createContentLink);
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, saving);

  const generateSlug = () => {
    setValue('slug', slugify(getValues('title')), { shouldValidate: form.formState.isSubmitted });
    slugTouched.current = false;
  };

  const autoFill = () => {
    const { title, summary, tags } = getValues();
    if (title.trim()) setValue('metaTitle', title.trim());
    if (summary.trim()) setValue('metaDescription', summary.trim());
    if (tags.trim()) setValue('metaKeywords', tags.trim());
  };

  const changeFormat = async (format: PostFormat) => {
    const content = getValues('content');
    if (format === getValues('format')) return;
    setValue('format', format, { shouldDirty: true });
    if (format === 'markdown') {
      // HTML → Markdown keeps the text (a Markdown file may hold HTML, and the site renders it),
      // unless it is what a switch to HTML made of the owner's Markdown: then that comes back.
      if (converted.current?.html === content) setValue('content', converted.current.markdown, { shouldDirty: true });
      converted.current = null;
      return;
    }
    if (content.trim() === '') return;
    // Markdown → HTML keeps the post reading the same: converted as the site renders it.
    try {
      const html = await markdownToHtml(content);
      // Unless the owner switched back or typed meanwhile.
      if (getValues('format') !== 'html' || getValues('content') !== content) return;
      converted.current = { markdown: content, html };
      setValue('content', html, { shouldDirty: true });
    } catch (error) {
      // The text stays Markdown, and so does the choice.
      console.warn('Converting the Markdown to HTML failed', error);
      setValue('format', 'markdown');
    }
  };

  const importMarkdown = async (file: File) => {
    if (!isMarkdownFile(file.name)) return show('error', EDITOR_MESSAGES.importWrongType, IMPORT_BANNER_MS);
    show('info', EDITOR_MESSAGES.importing, IMPORT_BANNER_MS);
    try {
      const titleEmpty = getValues('title').trim() === '';
      const { markdown, title } = await readImportedMarkdown(await file.text(), titleEmpty);
      if (getValues('format') === 'markdown') {
        // A Markdown post keeps the file's source as written.
        converted.current = null;
        setValue('content', markdown, { shouldDirty: true });
      } else {
        // In HTML (a fresh editor's format, the spec's Content area) the body is converted to HTML
        // as the site renders it; switching to Markdown before any edit brings the source back.
        const html = await markdownToHtml(markdown);
        converted.current = { markdown, html };
        setValue('content', html, { shouldDirty: true });
      }
      if (titleEmpty && title) {
        setValue('title', title);
        generateSlug();
      }
      show('success', EDITOR_MESSAGES.imported, IMPORT_BANNER_MS);
    } catch (error) {
      console.warn('Markdown import failed', error);
      show('error', EDITOR_MESSAGES.importFailed, IMPORT_BANNER_MS);
    }
  };

  const generation = useConsoleAction(
    async (call) => {
      const { content: source, format } = getValues();
      // The spec's call takes the body's plain text, tags stripped and whitespace collapsed; the
      // body as written goes beside it, for the built-in analyzer to read its headings and
      // paragraphs (decision 044).
      const content = await generationText(source, format);
      if (!content) return null;
      show('info', EDITOR_MESSAGES.generating);
      return call('generateSuggestions', { body: { content, source, format } });
    },
    {
      show,
      refresh: [],
      failed: (error) => {
        console.warn('Generate with AI failed:', error instanceof Error ? error.message : error);
        return EDITOR_MESSAGES.generateFailed;
      },
      done: (suggestion) => {
        if (!suggestion) return show('error', EDITOR_MESSAGES.emptyContent);
        const builtIn = suggestion.source === 'built-in';
      // The built-in analyzer's guesses only fill what is empty, unless the owner asks it to replace.
      const fill = (name: (typeof SUGGESTED_FIELDS)[number] | 'tags', value: string | undefined) => {
        if (!value || (builtIn && !replaceFilled && getValues(name).trim() !== '')) return;
        setValue(name, value, { shouldDirty: true });
        if (name === 'slug') slugTouched.current = false;
      };
        for (const name of SUGGESTED_FIELDS) fill(name, suggestion[name] ?? undefined);
        fill('tags', suggestion.tags?.length ? suggestion.tags.join(', ') : undefined);
        setSuggestionSource(builtIn ? 'built-in' : 'provider');
        show('success', EDITOR_MESSAGES.generated);
      },
    },
  );

  const submit = form.handleSubmit(
    async (values, event) => {
      const missing = missingFieldsMessage(values);
      if (missing) return show('error', missing);
      // Save and keep editing, or Ctrl/⌘+S (a submit with no button): the saved post stays open.
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      const keep = !submitter || submitter.hasAttribute('data-keep-editing');
      setSavingBy(keep ? 'keep' : 'submit');
      const publishAt = values.publishAt !== form.formState.defaultValues?.publishAt ? 'chosen' : editing ? 'keep' : 'now';
      const saved = await save({ ...toPostInput(values, new Date(), { fallbackMeta: !editing, publishAt }), commitMessage: commitMessage.trim(), baseVersion: draft.staleBase ?? undefined });
      if (!saved) return;
      setCommitMessage('');
      if (keep) {
        // The console reopens the saved post in a new editor (its server version, so the next
        // save is an update refused if stale); until then this form shows what was saved. The
        // copy kept under this form's key goes; the reopened post keeps its own.
        draft.saved(editing, values);
        onSaved(saved.slug);
        return;
      }
      // Saved: a fresh form for the next post (an edit ends), the save's note still shown; the
      // copy kept in the browser is gone.
      const fresh = emptyPostForm(defaultAuthor, new Date());
      draft.saved(editing, fresh);
      reset(fresh);
      slugTouched.current = false;
      converted.current = null;
      onSaved(null);
    },
    (_errors: FieldErrors<PostFormValues>) => {
      const missing = missingFieldsMessage(getValues());
      if (missing) show('error', missing);
    },
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="editor-heading">
      <h2 id="editor-heading" className={editing ? 'mb-6 text-xl font-semibold text-slate-900' : 'sr-only'}>
        {editing ? `Editing “${editing.values.title}”` : 'Create New Post'}
      </h2>
      <DraftNotice
        offer={draft.offer}
        onRestore={draft.restore}
        onDiscard={() => {
          converted.current = null;
          slugTouched.current = false;
          draft.discard(editing?.values ?? emptyPostForm(defaultAuthor, new Date()));
        }}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <PostBasicsFields
          form={form}
          editedSlug={editing?.slug ?? null}
          onTitleBlur={() => {
            if (!editing && (!slugTouched.current || getValues('slug').trim() === '')) generateSlug();
          }}
          onSlugTyped={() => (slugTouched.current = true)}
          onGenerateSlug={generateSlug}
        />
        <PostMediaSeoFields form={form} onAutoFill={autoFill} imageControls={<FeaturedImageControls form={form} show={show} />} />
      </div>
      <PostScheduleFields form={form} />
      <CommitMessageField value={commitMessage} onChange={setCommitMessage} error={commitError} defaultMessage={`${editing ? 'Update' : 'Add'} post "${form.watch('title').trim() || '<title>'}"`} />
      <PostContentField
        form={form}
        onFormatChange={(format) => void changeFormat(format)}
        savedAs={savedAs(editing, form.watch('slug'), form.watch('format'))}
        submitLabel={editing ? 'Update Post' : 'Create Post'}
        busyLabel={editing ? 'Updating...' : 'Creating...'}
        keepEditing={editing ? null : { label: 'Save and keep editing', busyLabel: 'Saving...' }}
        savingBy={savingBy}
        onCancel={editing ? onCancelEdit : undefined}
        onImport={(file) => void importMarkdown(file)}
        onGenerate={() => void generation.run()}
        generateNote={suggestionSource === 'built-in' ? BUILT_IN_NOTE : null}
        replaceFilled={replaceFilled}
        onReplaceFilledChange={setReplaceFilled}
        onPreview={() => onPreview(toPostInput(getValues(), new Date()))}
        imageControls={<ContentImageControls form={form} show={show} link={link} />}
        link={link}
        saving={saving}
      />
      <SaveNote note={note} />
    </form>
  );
}

export type PostForm = UseFormReturn<PostFormValues>;

const NOTE_TONES: Record<SaveSyncNote['tone'], string> = {
  done: 'border-green-200 bg-green-50 text-green-900',
  waiting: 'border-slate-200 bg-slate-50 text-slate-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** How the last save fared against the remote; always in the form, so a screen reader announces it. */
function SaveNote({ note }: { note: SaveSyncNote | null }) {
  return (
    <div aria-live="polite">
      {note && (
        <p role="status" aria-label="Backup of the last save" className={`mt-4 rounded-lg border px-4 py-3 text-sm ${NOTE_TONES[note.tone]}`}>
          {note.text}
        </p>
      )}
    </div>
  );
}
