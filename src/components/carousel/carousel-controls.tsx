// A carousel's frame as the server renders it (src/page-script/carousels.ts moves it): the live
// slide (role group, roledescription slide), arrows (desktop only), dots that jump to any slide,
// a polite status line, and each slide's content in a <template> the script copies into the live
// slide. The current slide's state is in the attributes only: the slide's aria-label, the dots'
// aria-current (which the dots' own classes style), and data-phase during a transition.
import type { ReactNode } from 'react';

export interface CarouselSlide {
  /** The slide's accessible name, `2 of 4: Title`. */
  label: string;
  /** The dot's accessible name, `Show Title`. */
  dotLabel: string;
  /** What the polite status line says while the slide is shown. */
  status: string;
  content: ReactNode;
}

interface CarouselFrameProps {
  /** The region's name ("Map projects"). */
  name: string;
  /** One slide's kind, in the controls' names ("map project": "Next map project"). */
  label: string;
  slides: CarouselSlide[];
  className: string;
  /** The box around the live slide and the arrows. */
  boxClassName: string;
  /** Extra classes of the live slide. */
  slideClassName?: string;
  /** After the dots, inside the region (the map overlay). */
  children?: ReactNode;
}

const arrowClass =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md hover:bg-white md:flex';

/** The slide fades out and in around the switch; no motion when the visitor prefers none. */
const SLIDE_CLASS = 'touch-pan-y select-none transition-opacity duration-300 motion-reduce:transition-none data-[phase=leaving]:opacity-0';

export function CarouselFrame({ name, label, slides, className, boxClassName, slideClassName = '', children }: CarouselFrameProps) {
  const first = slides[0];
  if (!first) return null;
  return (
    <section aria-roledescription="carousel" aria-label={name} className={className} data-carousel="">
      <div className={`relative ${boxClassName}`}>
        <div className={`${SLIDE_CLASS} ${slideClassName}`} role="group" aria-roledescription="slide" aria-label={first.label} data-carousel-slide="">
          {first.content}
        </div>
        {slides.length > 1 && (
          <>
            <button type="button" className={`${arrowClass} left-3`} aria-label={`Previous ${label}`} data-carousel-previous="">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button type="button" className={`${arrowClass} right-3`} aria-label={`Next ${label}`} data-carousel-next="">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
          </>
        )}
      </div>
      <div className="mt-5 flex justify-center gap-1" role="group" aria-label={`Choose ${label}`}>
        {slides.map((slide, i) => (
          <button
            key={i}
            type="button"
            aria-label={slide.dotLabel}
            aria-current={i === 0 ? 'true' : undefined}
            className="group flex h-6 w-6 items-center justify-center"
            data-carousel-dot={i}
          >
            <span
              aria-hidden="true"
              className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600"
            />
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" data-carousel-status="">
        {first.status}
      </p>
      {slides.length > 1 &&
        slides.map((slide, i) => (
          <template key={i} data-carousel-item={slide.label} data-status={slide.status}>
            {slide.content}
          </template>
        ))}
      {children}
    </section>
  );
}
