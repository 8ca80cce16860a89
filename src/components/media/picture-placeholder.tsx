// The designed stand-in for a missing picture: the item's first tag (or its title's initial) on
// the site's brand colours over a faint map grid and contour lines (the stylesheet's
// .picture-placeholder-pattern: no script, no request). It takes the picture's box (aspect ratio
// and corners come from the caller), so nothing moves when a picture is missing or fails. The
// colours are Tailwind's brand and slate utilities, so the theme's palette and dark mode
// (decision 063) apply as to everything else.
import { isInitial, PLACEHOLDER_CLASSES as CLASSES } from './picture-placeholder-classes';

interface PicturePlaceholderProps {
  /** The word shown large: a tag, or a title's initial; may be empty. */
  label: string;
  /** Size, aspect ratio and corners of the picture it replaces. */
  className?: string;
  /** A line under the label (the post page's 'No image available'). */
  caption?: string;
  /** Cards: the title beside it says it all, so the block is decoration only. */
  decorative?: boolean;
}

export function PicturePlaceholder({ label, className = '', caption, decorative = false }: PicturePlaceholderProps) {
  return (
    <div className={`${CLASSES.frame} ${className}`} data-picture-placeholder="" {...(decorative ? { 'aria-hidden': true } : {})}>
      <div className={CLASSES.pattern} />
      <div className={CLASSES.body}>
        {label && <span className={isInitial(label) ? CLASSES.initial : CLASSES.tag}>{label}</span>}
        {caption && <span className={CLASSES.caption}>{caption}</span>}
      </div>
    </div>
  );
}
