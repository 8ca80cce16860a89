// The designed stand-in for a missing picture: the item's first tag (or its title's initial) on
// the site's brand colours over a faint map grid and contour lines, drawn inline so it costs no
// request. It takes the picture's box (aspect ratio and corners come from the caller), so nothing
// moves when a picture is missing or fails. The colours are Tailwind's brand and slate
// utilities, so the theme's palette and dark mode (decision 063) apply as to everything else.
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

/** Contour lines of an imaginary hill, in a 400 × 250 box scaled to cover the block. */
const CONTOURS = [
  'M-20 205 C 60 150 120 235 210 185 S 350 120 420 170',
  'M-20 160 C 50 110 130 190 205 140 S 330 70 420 115',
  'M40 250 C 80 200 170 215 230 230 S 330 215 380 250',
  'M120 120 C 150 80 230 75 260 105 S 250 165 190 160 S 100 150 120 120 Z',
  'M160 118 C 175 100 220 98 232 112 S 222 140 195 138 S 150 132 160 118 Z',
  'M-20 90 C 70 40 160 100 250 50 S 360 10 420 40',
];

function MapPattern() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 h-full w-full text-brand-700" viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice">
      <g stroke="currentColor" strokeWidth="1" opacity="0.12">
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`v${i}`} x1={i * 50} y1="0" x2={i * 50} y2="250" />
        ))}
        {Array.from({ length: 6 }, (_, i) => (
          <line key={`h${i}`} x1="0" y1={i * 50} x2="400" y2={i * 50} />
        ))}
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.22">
        {CONTOURS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}

export function PicturePlaceholder({ label, className = '', caption, decorative = false }: PicturePlaceholderProps) {
  const initial = [...label].length <= 2;
  return (
    <div
      className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-brand-100 ${className}`}
      data-picture-placeholder=""
      {...(decorative ? { 'aria-hidden': true } : {})}
    >
      <MapPattern />
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
