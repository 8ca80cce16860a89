// Card images ask the server for a 400 px wide, quality 75 rendition (spec §7, §9).
export const CARD_IMAGE_QUERY = 'w=400&q=75';
/** The first 3 cards of a grid load their images eagerly (spec §9). */
export const EAGER_CARD_COUNT = 3;

export function cardImageUrl(src: string): string {
  return src.startsWith('/') ? `${src}?${CARD_IMAGE_QUERY}` : src;
}

export function cardImageLoading(position: number): 'eager' | 'lazy' {
  return position < EAGER_CARD_COUNT ? 'eager' : 'lazy';
}

/** A srcset of server-resized renditions (widths the image endpoint allows). */
export function responsiveSrcSet(src: string, widths: readonly number[] = [400, 800, 1200]): string {
  return widths.map((width) => `${src}?w=${width}&q=75 ${width}w`).join(', ');
}
