// The 'Create New Post' tab: both columns of fields, the content area and its actions. The
// form's rules are the shared zod/mini schema (also checked by the server); this module wires the
// actions: slug generation, auto-fill, Markdown import, AI suggestions, Preview and Create Post.
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { IMPORT_BANNER_MS, type ShowStatus } from '../../../components/admin/status-banner';
import { schemaResolver } from '../../../components/forms/schema-resolver';
import { errorBody, isUnauthorized } from '../../../lib/api/api-client';
import { missingFieldsMessage, postFormSchema, type PostFormValues, type PostInput } from '../../../lib/schemas/blog-post';
import { slugify } from '../../../lib/slug';
import { useConsoleSession } from '../console-session';
import { generateSuggestions } from '../posts-api';
import { isMarkdownFile, markdownToHtml } from './markdown-import';
import { PostBasicsFields } from './post-basics-fields';
import { PostContentField } from './post-content-field';
import { emptyPostForm, toPostInput } from './post-form-values';
import { PostMediaSeoFields } from './post-media-seo-fields';
import { PostScheduleFields } from './post-schedule-fields';

/** A refused stale edit explains what to do; it stays long enough to read. */
const STALE_BANNER_MS = 10_000;

export const EDITOR_MESSAGES = {
  created: 'Blog post created successfully!',
  createFailed: 'Failed to create blog post. Please try again.',
  updated: 'Blog post updated successfully!',
  updateFailed: 'Failed to update blog post. Please try again.',
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
const SUGGESTED_FIELDS = ['title', 'slug', 'summary', 'metaTitle', 'metaDescription', 'metaKeywords', 'authorName'] as const;

/** Shown beside Generate with AI after the built-in analyzer answered. */
export const BUILT_IN_NOTE = 'Suggestions from the built-in analyzer — no AI provider is configured.';

const baseResolver = schemaResolver(postFormSchema);
/** Only the media field the media type shows is checked; the other is kept but not sent. */
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver({ ...values, image: values.mediaType === 'image' ? values.image : '', videoUrl: values.mediaType === 'video' ? values.videoUrl : '' }, context, options);

/** Set when the editor edits an existing post instead of creating one. */
export interface EditTarget {
  slug: string;
  format: 'md' | 'html';
  values: PostFormValues;
}

interface PostEditorProps {
  defaultAuthor: string;
  editing: EditTarget | null;
  show: ShowStatus;
  onPreview: (post: PostInput) => void;
  /** Sends the post; resolves when saved. */
  onSubmit: (post: PostInput) => Promise<void>;
  onCancelEdit: () => void;
}

export function PostEditor({ defaultAuthor, editing, show, onPreview, onSubmit, onCancelEdit }: PostEditorProps) {
  const { token, expire } = useConsoleSession();
  const form = useForm<PostFormValues>({ defaultValues: editing?.values ?? emptyPostForm(defaultAuthor), resolver });
  // The title's blur fills the slug until the owner types a slug of their own.
  const slugTouched = useRef(false);
  const { getValues, setValue, setError, reset } = form;
  const [replaceFilled, setReplaceFilled] = useState(false);
  const [suggestionSource, setSuggestionSource] = useState<'built-in' | 'provider' | null>(null);

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

  const importMarkdown = async (file: File) => {
    if (!isMarkdownFile(file.name)) return show('error', EDITOR_MESSAGES.importWrongType, IMPORT_BANNER_MS);
    show('info', EDITOR_MESSAGES.importing, IMPORT_BANNER_MS);
    try {
      const titleEmpty = getValues('title').trim() === '';
      const { html, heading } = await markdownToHtml(await file.text(), titleEmpty);
      setValue('content', html, { shouldDirty: true });
      if (titleEmpty && heading) {
        setValue('title', heading);
        generateSlug();
      }
      show('success', EDITOR_MESSAGES.imported, IMPORT_BANNER_MS);
    } catch (error) {
      console.warn('Markdown import failed', error);
      show('error', EDITOR_MESSAGES.importFailed, IMPORT_BANNER_MS);
    }
  };

  const generate = async () => {
    // The AI is sent plain text: tags stripped and whitespace collapsed.
    const text = getValues('content').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    if (!text) return show('error', EDITOR_MESSAGES.emptyContent);
    show('info', EDITOR_MESSAGES.generating);
    try {
      const suggestion = await generateSuggestions(token, text);
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
    } catch (error) {
      if (isUnauthorized(error)) return expire();
      console.warn('Generate with AI failed:', error instanceof Error ? error.message : error);
      show('error', EDITOR_MESSAGES.generateFailed);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      const missing = missingFieldsMessage(values);
      if (missing) return show('error', missing);
      try {
        const publishAt = values.publishAt !== form.formState.defaultValues?.publishAt ? 'chosen' : editing ? 'keep' : 'now';
        await onSubmit(toPostInput(values, new Date(), { fallbackMeta: !editing, publishAt }));
        show('success', editing ? EDITOR_MESSAGES.updated : EDITOR_MESSAGES.created);
        if (!editing) reset(emptyPostForm(defaultAuthor, new Date()));
        slugTouched.current = false;
      } catch (error) {
        if (isUnauthorized(error)) return expire();
        // The owner sees the generic message; the raw error is only logged. Field
        // problems the server names (a slug already taken) are shown at their fields too, and
        // a refused stale edit says what happened, since retrying would not help.
        console.warn('Saving the post failed:', error instanceof Error ? error.message : error);
        const body = errorBody(error);
        for (const [name, message] of Object.entries(body?.fields ?? {})) {
          if (name in values) setError(name as keyof PostFormValues, { type: 'server', message });
        }
        if (body?.code === 'stale_edit' && body.message) show('error', body.message, STALE_BANNER_MS);
        else show('error', editing ? EDITOR_MESSAGES.updateFailed : EDITOR_MESSAGES.createFailed);
      }
    },
    (_errors: FieldErrors<PostFormValues>) => {
      const missing = missingFieldsMessage(getValues());
      if (missing) show('error', missing);
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="editor-heading">
      <h2 id="editor-heading" className={editing ? 'mb-6 text-xl font-semibold text-slate-900' : 'sr-only'}>
        {editing ? `Editing “${editing.values.title}”` : 'Create New Post'}
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <PostBasicsFields
          form={form}
          slugLocked={editing !== null}
          onTitleBlur={() => {
            if (!editing && (!slugTouched.current || getValues('slug').trim() === '')) generateSlug();
          }}
          onSlugTyped={() => (slugTouched.current = true)}
          onGenerateSlug={generateSlug}
        />
        <PostMediaSeoFields form={form} onAutoFill={autoFill} />
      </div>
      <PostScheduleFields form={form} />
      <PostContentField
        form={form}
        markdownBody={editing?.format === 'md'}
        submitLabel={editing ? 'Update Post' : 'Create Post'}
        busyLabel={editing ? 'Updating...' : 'Creating...'}
        onCancel={editing ? onCancelEdit : undefined}
        onImport={(file) => void importMarkdown(file)}
        onGenerate={() => void generate()}
        generateNote={suggestionSource === 'built-in' ? BUILT_IN_NOTE : null}
        replaceFilled={replaceFilled}
        onReplaceFilledChange={setReplaceFilled}
        onPreview={() => onPreview(toPostInput(getValues(), new Date()))}
      />
    </form>
  );
}

export type PostForm = UseFormReturn<PostFormValues>;
