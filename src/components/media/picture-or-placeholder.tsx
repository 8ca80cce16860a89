// A picture that gives way to the designed placeholder when the browser cannot load it. The
// server renders both: the <img>, and the placeholder inside a <template> right after it (inert,
// never shown, nothing fetched). The page script (src/page-script/picture-fallback.ts) swaps
// them when the image fails, also when it failed before the script ran.
import type { ImgHTMLAttributes, ReactNode } from 'react';

interface PictureOrPlaceholderProps {
  /** The <img>'s attributes (src, srcSet, sizes, alt, width, height, loading, className…). */
  image: ImgHTMLAttributes<HTMLImageElement>;
  /** The placeholder that takes its place when it fails. */
  placeholder: ReactNode;
}

export function PictureOrPlaceholder({ image, placeholder }: PictureOrPlaceholderProps) {
  return (
    <>
      <img {...image} data-picture-fallback="" />
      <template>{placeholder}</template>
    </>
  );
}
