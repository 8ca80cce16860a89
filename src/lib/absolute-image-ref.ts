// An image reference as another site sees it (social tags, feeds). Apart from url-rules.ts, which
// the console's forms import: a module shared by the console and a public page becomes a chunk of
// its own that every post page would load.

/** A site path gets the site's origin; an absolute URL stays as it is. */
export function absoluteImageRef(ref: string, siteUrl: string): string {
  return ref.startsWith('/') ? `${siteUrl}${ref}` : ref;
}
