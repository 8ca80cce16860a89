// A map project's picture: WebP with the PNG fallback for browsers without WebP.
// The first slide shows its small thumbnail blurred while the full image loads, with a loading
// placeholder for at most 2 seconds: the server renders them, and the page script
// (src/page-script/map-previews.ts) removes them once the image has loaded or the time is up,
// by the data-map-preview-* hooks.
import type { MapProject } from '../../lib/content-types';
import { renditionUrl, responsiveSrcSet } from '../../lib/image-renditions';

/** The carousel is at most 1024 px wide (max-w-5xl). */
const MAP_IMAGE_SIZES = '(min-width: 1056px) 1024px, 100vw';

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
  const waiting = progressive ? { 'data-map-preview-waiting': '' } : {};
  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden bg-slate-200" {...(progressive ? { 'data-map-preview': '' } : {})}>
      {progressive && (
        <img
          src={project.thumbnail}
          alt=""
          aria-hidden="true"
          width={480}
          height={300}
          loading={eager ? undefined : 'lazy'}
          className="absolute inset-0 h-full w-full scale-105 object-cover blur-md"
          data-map-preview-thumbnail=""
        />
      )}
      {progressive && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm font-medium text-slate-800" data-map-preview-status="">
          <span className="rounded-md bg-white/80 px-3 py-1">Loading map preview…</span>
        </p>
      )}
      <picture>
        <source srcSet={responsiveSrcSet(project.image)} sizes={sizes} type="image/webp" />
        <img
          src={renditionUrl(project.fallbackImage, 800)}
          srcSet={responsiveSrcSet(project.fallbackImage)}
          sizes={sizes}
          alt={`${project.title} map preview`}
          width={1600}
          height={1000}
          loading={eager ? 'eager' : 'lazy'}
          className="relative h-full w-full object-cover opacity-100 transition-opacity duration-500 data-[map-preview-waiting]:opacity-0"
          {...waiting}
        />
      </picture>
    </div>
  );
}
