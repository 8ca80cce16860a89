// The editor's right column: Media Type (Image or Video) with its URL field, and the SEO
// Information section with 'Auto-fill from content'.
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { secondaryButtonClass } from '../components/button-classes';
import { SelectField, TextAreaField, TextField } from '../../components/forms/form-field';
import type { PostFormValues } from '../../lib/schemas/blog-post';

interface PostMediaSeoFieldsProps {
  form: UseFormReturn<PostFormValues>;
  onAutoFill: () => void;
  /** Upload, drop and choose controls shown under the Featured Image URL. */
  imageControls?: ReactNode;
}

/** The URL field each media type asks for. */
const MEDIA_URL_FIELDS = {
  image: {
    id: 'post-image',
    name: 'image',
    label: 'Featured Image URL',
    placeholder: '/images/posts/my-post.webp or https://…',
    help: undefined,
  },
  video: {
    id: 'post-video',
    name: 'videoUrl',
    label: 'Video Embed URL',
    placeholder: 'https://www.youtube-nocookie.com/embed/VIDEO_ID',
    help: 'Use the embed URL, not the regular video URL',
  },
} as const satisfies Record<PostFormValues['mediaType'], { id: string; name: keyof PostFormValues; label: string; placeholder: string; help: string | undefined }>;

export function PostMediaSeoFields({ form, onAutoFill, imageControls }: PostMediaSeoFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const mediaType = watch('mediaType');
  const field = MEDIA_URL_FIELDS[mediaType];
  const urlField = (
    <TextField id={field.id} label={field.label} inputMode="url" placeholder={field.placeholder} help={field.help} error={errors[field.name]?.message} {...register(field.name)} />
  );

  return (
    <div className="space-y-5">
      <SelectField id="post-media-type" label="Media Type" {...register('mediaType')}>
        <option value="image">Image</option>
        <option value="video">Video</option>
      </SelectField>
      {mediaType === 'image' ? (
        <div>
          {urlField}
          {imageControls}
        </div>
      ) : (
        urlField
      )}
      <section aria-labelledby="seo-heading" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="seo-heading" className="text-base font-semibold text-slate-900">
            SEO Information
          </h3>
          <button type="button" className={secondaryButtonClass} onClick={onAutoFill}>
            Auto-fill from content
          </button>
        </div>
        <TextField id="post-meta-title" label="Meta Title" error={errors.metaTitle?.message} {...register('metaTitle')} />
        <TextAreaField id="post-meta-description" label="Meta Description" rows={2} error={errors.metaDescription?.message} {...register('metaDescription')} />
        <TextField id="post-meta-keywords" label="Meta Keywords" error={errors.metaKeywords?.message} {...register('metaKeywords')} />
      </section>
    </div>
  );
}
