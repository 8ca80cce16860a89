// "Choose an existing image": a disclosure that lists the images beside the post and under
// images/, each a button with a small thumbnail (a 200 px rendition) and its path, so the
// owner can pick one by keyboard or pointer. The list is asked for each time it opens.
import { useId, useState } from 'react';
import type { ContentImage } from '../../lib/api/admin-images';
import { renditionUrl } from '../../lib/image-renditions';
import { useConsoleQuery } from '../api/use-console-query';
import { secondaryButtonClass } from '../components/button-classes';

interface ImagePickerProps {
  /** The toggle's text ("Choose an existing image"). */
  label: string;
  /** The post's slug: its folder is listed first. */
  post: string;
  onChoose: (image: ContentImage) => void;
}

const THUMBNAIL_QUALITY = 60;

export function ImagePicker({ label, post, onChoose }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const slug = post.trim() || 'new-post';
  const images = useConsoleQuery(['images', slug], (call, signal) => call('listImages', { query: { post: slug }, signal }), { enabled: open });

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
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {images.data.map((image) => (
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
