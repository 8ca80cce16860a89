// The tutorial's thumbnail is served from this site, never hot-linked from the video provider
// (decision 021): the server keeps a copy of the provider's image, and shows the settings' local
// image until it has one. The address names the provider's URL, so a new video gets a new
// address and no browser keeps showing the old picture. Shared by the server and the browser.

export const THUMBNAIL_COPY_PREFIX = '/thumbnails/';

/** FNV-1a: a short, stable name for a URL; not a security measure (the server checks it). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Where this site serves its copy of the image at `providerUrl`. */
export function thumbnailCopyPath(providerUrl: string): string {
  const extension = /\.(jpe?g|png|webp|avif|gif)$/i.exec(new URL(providerUrl).pathname)?.[1]?.toLowerCase() ?? 'jpg';
  return `${THUMBNAIL_COPY_PREFIX}${fnv1a(providerUrl)}.${extension}`;
}
