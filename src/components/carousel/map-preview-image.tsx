// A map project's picture: WebP with the PNG fallback for browsers without WebP.
// The first slide shows its small thumbnail blurred while the full image loads, with a loading
// placeholder for at most 2 seconds.
import { useEffect, useRef, useState } from 'react';
import type { MapProject } from '../../lib/content-types';
import { renditionUrl, responsiveSrcSet } from '../../lib/image-renditions';

/** The carousel is at most 1024 px wide (max-w-5xl). */
const MAP_IMAGE_SIZES = '(min-width: 1056px) 1024px, 100vw';

export const THUMBNAIL_TIMEOUT_MS = 2000;

interface MapPreviewImageProps {
  project: MapProject;
  /** Show the blurred thumbnail and placeholder while the full image loads. */
  progressive: boolean;
  /** Load at once (the first slide in a page's first view); otherwise lazily, the thumbnail too. */
  eager: boolean;
  /** The image's display width for srcset (default: the carousel's). */
  sizes?: string;
}

export function MapPreviewImage({ project, progressive, eager, sizes = MAP_IMAGE_SIZES }: MapPreviewImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    // The image may have finished before hydration attached onLoad.
    if (imageRef.current?.complete && imageRef.current.naturalWidth > 0) setLoaded(true);
    const timer = window.setTimeout(() => setTimedOut(true), THUMBNAIL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const waiting = progressive && !loaded;
  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden bg-slate-200">
      {waiting && <img src={project.thumbnail} alt="" aria-hidden="true" width={480} height={300} loading={eager ? undefined : 'lazy'} className="absolute inset-0 h-full w-full scale-105 object-cover blur-md" />}
      {waiting && !timedOut && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm font-medium text-slate-800">
          <span className="rounded-md bg-white/80 px-3 py-1">Loading map preview…</span>
        </p>
      )}
      <picture>
        <source srcSet={responsiveSrcSet(project.image)} sizes={sizes} type="image/webp" />
        <img
          ref={imageRef}
          src={renditionUrl(project.fallbackImage, 800)}
          srcSet={responsiveSrcSet(project.fallbackImage)}
          sizes={sizes}
          alt={`${project.title} map preview`}
          width={1600}
          height={1000}
          loading={eager ? 'eager' : 'lazy'}
          onLoad={() => setLoaded(true)}
          className={`relative h-full w-full object-cover transition-opacity duration-500 ${waiting ? 'opacity-0' : 'opacity-100'}`}
        />
      </picture>
    </div>
  );
}
