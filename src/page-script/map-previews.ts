// The map carousel's first picture (src/components/carousel/map-preview-image.tsx): its blurred
// thumbnail and "Loading map preview…" placeholder stay until the full image has loaded, the
// placeholder at most 2 seconds (spec §4, §9). Called on the page, and on each slide the
// carousel copies in (the first slide shows them again, as it did when React drew it).

/** Spec §9: the thumbnail loading time-out. */
export const THUMBNAIL_TIMEOUT_MS = 2000;

export function startMapPreviews(root: ParentNode): void {
  for (const preview of root.querySelectorAll<HTMLElement>('[data-map-preview]')) {
    const image = preview.querySelector<HTMLImageElement>('img[data-map-preview-waiting]');
    const status = preview.querySelector('[data-map-preview-status]');
    if (!image) continue;
    const timer = setTimeout(() => status?.remove(), THUMBNAIL_TIMEOUT_MS);
    const loaded = () => {
      clearTimeout(timer);
      status?.remove();
      preview.querySelector('[data-map-preview-thumbnail]')?.remove();
      image.removeAttribute('data-map-preview-waiting');
    };
    // The image may have finished before this script ran.
    if (image.complete && image.naturalWidth > 0) loaded();
    else image.addEventListener('load', loaded, { once: true });
  }
}
