// "Choose an existing image": a disclosure that lists the images beside the post and under
// images/, each a button with a small thumbnail (a 200 px rendition) and its path, so the
// owner can pick one by keyboard or pointer. The list is asked for each time it opens; a search
// box filters it by path as the owner types, and the post's own images come first
// (image-choices.ts).
import { useId, useMemo, useState } from 'react';
import type { ContentImage } from '../../lib/api/admin-images';
import { renditionUrl } from '../../lib/image-renditions';
import { useConsoleQuery } from '../api/use-console-query';
import { secondaryButtonClass } from '../components/button-classes';
import { imageChoices } from './image-choices';

interface ImagePickerProps {
  /** The toggle's text ("Choose an existing image"). */
  label: string;
  /** The post's slug: its folder is listed first. */
  post: string;
  /** The post's body as typed: the images it names are listed first too. */
  body: string;
  onChoose: (image: ContentImage) => void;
}

const THUMBNAIL_QUALITY = 60;

export function ImagePicker({ label, post, body, onChoose }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchId = useId();
  const slug = post.trim() || 'new-post';
  const images = useConsoleQuery(['images', slug], (call, signal) => call('listImages', { query: { post: slug }, signal }), { enabled: open });
  const choices = useMemo(() => (images.data ? imageChoices(images.data, { slug, body, query }) : []), [images.data, slug, body, query]);

  return (
    <div className="mt-2">
      <button type="button" className={secondaryButtonClass} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div id={panelId} role="region" aria-label={label} className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white p-2">
          {images.isPending && <p className="p-2 text-sm text-slate-700">Loading images...</p>}
          {images.isError && <p className="p-2 text-sm text-red-700">The images could not be loaded. Close this list and open it again.</p>}
          {images.data?.length === 0 && <p className="p-2 text-sm text-slate-700">No images yet: upload one.</p>}
          {images.data && images.data.length > 0 && (
            <div className="mb-2">
              <label htmlFor={searchId} className="block text-xs font-medium text-slate-800">
                Search images by name
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-2 focus:outline-brand-600"
              />
              <p className="mt-1 text-xs text-slate-600" aria-live="polite">
                {query.trim() === '' ? `${countOf(images.data.length)}, this post's first.` : choices.length === 0 ? `No image matches “${query.trim()}”.` : `${choices.length} of ${countOf(images.data.length)} match.`}
              </p>
            </div>
          )}
          {choices.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {choices.map((image) => (
                <li key={image.path}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-center gap-1 rounded-lg border border-slate-300 p-1 text-left text-xs text-slate-800 hover:border-brand-600 focus:outline-2 focus:outline-brand-600"
                    onClick={() => {
                      onChoose(image);
                      setOpen(false);
                    }}
                  >
                    <img src={image.resizable ? renditionUrl(image.url, 200, THUMBNAIL_QUALITY) : image.url} alt="" loading="lazy" width={200} height={125} className="h-20 w-full rounded object-cover" />
                    <span className="w-full break-all">{image.path}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

const countOf = (count: number) => `${count} image${count === 1 ? '' : 's'}`;
