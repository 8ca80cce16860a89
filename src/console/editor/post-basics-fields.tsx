// The editor's left column: Title, Slug with Generate, Summary, Tags, Author Name and the
// Featured Post switch.
import { useController, type UseFormReturn } from 'react-hook-form';
import { secondaryButtonClass } from '../components/button-classes';
import { Switch, TextAreaField, TextField } from '../../components/forms/form-field';
import type { PostFormValues } from '../../lib/schemas/blog-post';

interface PostBasicsFieldsProps {
  form: UseFormReturn<PostFormValues>;
  /** While editing, the slug the post has: a new one moves it, and the old address redirects there. */
  editedSlug: string | null;
  onTitleBlur: () => void;
  onSlugTyped: () => void;
  onGenerateSlug: () => void;
}

export function PostBasicsFields({ form, editedSlug, onTitleBlur, onSlugTyped, onGenerateSlug }: PostBasicsFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const featured = useController({ control: form.control, name: 'featured' });
  const title = register('title');
  const slug = register('slug');

  return (
    <fieldset className="space-y-5">
      <legend className="sr-only">Post details</legend>
      <TextField
        id="post-title"
        label="Title"
        error={errors.title?.message}
        {...title}
        onBlur={(event) => {
          void title.onBlur(event);
          onTitleBlur();
        }}
      />
      <TextField
        id="post-slug"
        label="Slug"
        help={
          editedSlug === null
            ? "Lowercase letters, numbers and hyphens; the post's address is /blog/<slug>."
            : `The post's address. Changing it moves the post; /blog/${editedSlug} keeps leading to it.`
        }
        error={errors.slug?.message}
        {...slug}
        onChange={(event) => {
          onSlugTyped();
          return slug.onChange(event);
        }}
        action={
          editedSlug !== null ? undefined : (
            <button type="button" className={secondaryButtonClass} onClick={onGenerateSlug}>
              Generate
            </button>
          )
        }
      />
      <TextAreaField id="post-summary" label="Summary" rows={3} error={errors.summary?.message} {...register('summary')} />
      <TextField id="post-tags" label="Tags" help="Separate tags with commas" error={errors.tags?.message} {...register('tags')} />
      <TextField id="post-author" label="Author Name" autoComplete="name" error={errors.authorName?.message} {...register('authorName')} />
      <Switch id="post-featured" label="Featured Post" checked={featured.field.value} onChange={featured.field.onChange} />
    </fieldset>
  );
}
