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

export function PostMediaSeoFields({ form, onAutoFill, imageControls }: PostMediaSeoFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const mediaType = watch('mediaType');

  return (
    <div className="space-y-5">
      <SelectField id="post-media-type" label="Media Type" {...register('mediaType')}>
        <option value="image">Image</option>
        <option value="video">Video</option>
      </SelectField>
      {mediaType === 'image' ? (
        <div>
          <TextField
            id="post-image"
            label="Featured Image URL"
            inputMode="url"
            placeholder="/images/posts/my-post.webp or https://…"
            error={errors.image?.message}
            {...register('image')}
          />
          {imageControls}
        </div>
      ) : (
        <TextField
          id="post-video"
          label="Video Embed URL"
          inputMode="url"
          placeholder="https://www.youtube-nocookie.com/embed/VIDEO_ID"
          help="Use the embed URL, not the regular video URL"
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
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
