// A picture that gives way to the designed placeholder when the browser cannot load it. The
// server renders the <img> with what the placeholder needs in data-placeholder-* attributes (a
// few bytes, not the placeholder's markup on every picture); the page script
// (src/page-script/picture-fallback.ts) draws the placeholder in its place when the image fails,
// also when it failed before the script ran, with the same classes as PicturePlaceholder.
import type { ImgHTMLAttributes } from 'react';

interface PictureOrPlaceholderProps {
  /** The <img>'s attributes (src, srcSet, sizes, alt, width, height, loading, className…). */
  image: ImgHTMLAttributes<HTMLImageElement>;
  /** The placeholder that takes its place when it fails, as PicturePlaceholder's props. */
  placeholder: { label: string; className: string; caption?: string; decorative?: boolean };
}

export function PictureOrPlaceholder({ image, placeholder }: PictureOrPlaceholderProps) {
  return (
    <img
      {...image}
      data-picture-fallback={placeholder.label}
      data-placeholder-class={placeholder.className}
      {...(placeholder.caption ? { 'data-placeholder-caption': placeholder.caption } : {})}
      {...(placeholder.decorative ? { 'data-placeholder-decorative': '' } : {})}
    />
  );
}
