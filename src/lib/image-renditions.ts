// The resized renditions of a site image (`/images/x.webp?w=400&q=75`): the one list of widths and
// qualities that the server's image endpoint accepts and that pages ask for. The endpoint refuses
// any other width, so no stream of queries can fill its cache; a quality is rounded to a step.

/** Widths a client may ask for; anything else is refused. */
export const RENDITION_WIDTHS = [200, 400, 800, 1200, 1600] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** Qualities renditions are made at: a q from 30 to 90 is rounded to the nearest of these. */
export const QUALITY_STEPS = [30, 45, 60, 75, 90] as const;

/** The quality the site's own pages ask for. */
export const PAGE_IMAGE_QUALITY = 75;

/** The widths a responsive srcset offers the browser to choose from. */
export const SRCSET_WIDTHS: readonly RenditionWidth[] = [400, 800, 1200];

export function isRenditionWidth(width: number): width is RenditionWidth {
  return (RENDITION_WIDTHS as readonly number[]).includes(width);
}

/** The URL of one rendition of a site image. */
export function renditionUrl(src: string, width: RenditionWidth, quality: number = PAGE_IMAGE_QUALITY): string {
  return `${src}?w=${width}&q=${quality}`;
}

/** A srcset of renditions, one per width. */
export function responsiveSrcSet(src: string, widths: readonly RenditionWidth[] = SRCSET_WIDTHS): string {
  return widths.map((width) => `${renditionUrl(src, width)} ${width}w`).join(', ');
}

/** A content image the server makes renditions of (/images/… or /media/…, not SVG or another site). */
export function isResizableImage(src: string | null | undefined): src is string {
  return typeof src === 'string' && /^\/(images|media)\/[^?#]+\.(webp|png|jpe?g|avif|gif)$/i.test(src);
}

/** The widths a full-width post image offers, and the width it is shown at. */
export const POST_IMAGE_WIDTHS: readonly RenditionWidth[] = [400, 800, 1200, 1600];
export const POST_IMAGE_SIZES = '(min-width: 768px) 48rem, 100vw';
