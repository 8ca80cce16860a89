// An image field of a place's form (a profile photo, a project's picture): the path as text, a
// list of the images under images/ to choose from (searchable by name), and an upload, which the
// server commits at once under images/ (server/places/place-images.ts) before the form names it.
import { useId, useMemo, useRef, useState } from 'react';
import { TextField } from '../../../components/forms/form-field';
import { IMAGE_ACCEPT } from '../../../lib/api/admin-images';
import type { FormField } from '../../../lib/api/places';
import { renditionUrl } from '../../../lib/image-renditions';
import { useConsoleAction } from '../../api/use-console-action';
import { useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { imageChoices } from '../../editor/image-choices';
import { controlId, type FieldProps } from './place-fields';
import { errorFor } from './place-form-values';
import { usePlaceStatus } from './place-status';

export function PlaceImageField({ field, path, value, onChange, errors, idPrefix }: FieldProps<Extract<FormField, { kind: 'text' }>>) {
  const id = controlId(idPrefix, path);
  const text = value === undefined || value === null ? '' : String(value);
  const [open, setOpen] = useState(false);
  const show = usePlaceStatus();
  const file = useRef<HTMLInputElement>(null);
  const upload = useImageUpload(show, (url) => onChange(path, url));
  return (
    <div>
      <TextField
        id={id}
        label={field.label}
        required={field.required}
        help={`An image path such as /images/photo.jpg, or an https:// address.${field.fallback ? ` Left empty: ${field.fallback}.` : ''}`}
        error={errorFor(errors, path)}
        value={text}
        onChange={(event) => onChange(path, event.target.value)}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {text.startsWith('/') && <img src={text} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />}
        <button type="button" className={secondaryButtonClass} aria-expanded={open} onClick={() => setOpen(!open)}>
          Choose an image for {field.label}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={upload.pending} onClick={() => file.current?.click()}>
          {upload.pending ? 'Uploading...' : `Upload an image for ${field.label}`}
        </button>
        <input
          ref={file}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-label={`Image file for ${field.label}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void upload.run(chosen);
          }}
        />
      </div>
      {open && (
        <ImageChoices
          label={`Images for ${field.label}`}
          onChoose={(url) => {
            onChange(path, url);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function useImageUpload(show: ShowStatus, done: (url: string) => void) {
  return useConsoleAction((call, file: File) => call('uploadPlaceImage', { query: { name: file.name }, body: file }), {
    show,
    refresh: [],
    failed: 'The image could not be uploaded.',
    done: (image) => {
      done(image.url);
      show('success', image.commit ? `Uploaded and committed ${image.path}.` : `${image.path} is already in the content; it is used as it is.`);
    },
  });
}

const THUMBNAIL_QUALITY = 60;

function ImageChoices({ label, onChoose }: { label: string; onChoose: (url: string) => void }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const images = useConsoleQuery(['place-images'], (call, signal) => call('listPlaceImages', { signal }));
  const choices = useMemo(() => (images.data ? imageChoices(images.data, { slug: '', body: '', query }) : []), [images.data, query]);
  return (
    <div role="region" aria-label={label} className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white p-2">
      {images.isPending && <p className="p-2 text-sm text-slate-700">Loading images...</p>}
      {images.isError && <p className="p-2 text-sm text-red-700">The images could not be loaded. Close this list and open it again.</p>}
      {images.data && (
        <div className="mb-2">
          <label htmlFor={searchId} className="block text-xs font-medium text-slate-800">
            Search images by name
          </label>
          <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-2 focus:outline-brand-600" />
          <p className="mt-1 text-xs text-slate-600" aria-live="polite">
            {choices.length} of {images.data.length} images under images/.
          </p>
        </div>
      )}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map((image) => (
          <li key={image.path}>
            <button type="button" className="flex w-full flex-col items-center gap-1 rounded-lg border border-slate-300 p-1 text-left text-xs text-slate-800 hover:border-brand-600 focus:outline-2 focus:outline-brand-600" onClick={() => onChoose(image.url)}>
              <img src={image.resizable ? renditionUrl(image.url, 200, THUMBNAIL_QUALITY) : image.url} alt="" loading="lazy" width={200} height={125} className="h-16 w-full rounded object-cover" />
              <span className="w-full break-all">{image.path}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
