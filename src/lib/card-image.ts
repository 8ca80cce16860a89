// Card images: a 400 px wide, quality 75 rendition of a site image (an external URL is shown as
// it is), and eager loading for the first cards of a grid at the top of a page only (a grid below
// the first view, components/ui/below-the-fold.tsx, loads all its images lazily).
import { renditionUrl } from './image-renditions';

/** Cards show a 400 px wide rendition. */
export const CARD_IMAGE_WIDTH = 400;
/** The first 3 cards of a grid at the top of a page load their images eagerly. */
export const EAGER_CARD_COUNT = 3;

export function cardImageUrl(src: string): string {
  return src.startsWith('/') ? renditionUrl(src, CARD_IMAGE_WIDTH) : src;
}

export function cardImageLoading(position: number, belowTheFold: boolean): 'eager' | 'lazy' {
  return !belowTheFold && position < EAGER_CARD_COUNT ? 'eager' : 'lazy';
}
