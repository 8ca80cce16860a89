// When a card or a post shows the designed placeholder instead of a picture: the item has none,
// the index replaced a missing file with the site's placeholder (server/content/content-media.ts),
// or the browser could not load it. The word on the placeholder is the item's first tag, else
// its title's initial.

/** The site's own picture for a project, template or setting whose image is missing (public/). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** True when there is no picture of the item's own to show. */
export function isMissingPicture(src: string | null | undefined): boolean {
  return !src || src === PLACEHOLDER_IMAGE || src.startsWith(`${PLACEHOLDER_IMAGE}?`);
}

/** The first tag, else the title's first letter or digit (upper case), else nothing. */
export function placeholderLabel(item: { tags?: readonly string[]; title?: string }): string {
  const tag = item.tags?.find((candidate) => candidate.trim() !== '');
  if (tag) return tag.trim();
  const initial = item.title?.match(/[\p{L}\p{N}]/u)?.[0];
  return initial ? initial.toLocaleUpperCase() : '';
}

/** True when an <img> has finished and has nothing to show (it failed before our code ran). */
export function imageFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}
