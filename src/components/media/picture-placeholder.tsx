// The designed stand-in for a missing picture: the item's first tag (or its title's initial) on
// the site's brand colours over a faint map grid and contour lines (the stylesheet's
// .picture-placeholder-pattern: no script, no request). It takes the picture's box (aspect ratio
// and corners come from the caller), so nothing moves when a picture is missing or fails. The
// colours are Tailwind's brand and slate utilities, so the theme's palette and dark mode
// (decision 063) apply as to everything else.
import type { ReactNode } from 'react';

interface PicturePlaceholderProps {
  /** The word shown large: a tag, or a title's initial; may be empty. */
  label: string;
  /** Size, aspect ratio and corners of the picture it replaces. */
  className?: string;
  /** A line under the label (the post page's 'No image available'). */
  caption?: ReactNode;
  /** Cards: the title beside it says it all, so the block is decoration only. */
  decorative?: boolean;
}

export function PicturePlaceholder({ label, className = '', caption, decorative = false }: PicturePlaceholderProps) {
  const initial = [...label].length <= 2;
  return (
    <div
      className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-brand-100 ${className}`}
      data-picture-placeholder=""
      {...(decorative ? { 'aria-hidden': true } : {})}
    >
      <div className="picture-placeholder-pattern" />
      <div className="relative flex flex-col items-center gap-2 px-6 text-center">
        {label && (
          <span
            className={
              initial
                ? 'flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white shadow-sm'
                : 'max-w-full truncate rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold uppercase tracking-wider text-brand-800 shadow-sm ring-1 ring-brand-200'
            }
          >
            {label}
          </span>
        )}
        {caption && <span className="text-sm font-medium text-slate-700">{caption}</span>}
      </div>
    </div>
  );
}
