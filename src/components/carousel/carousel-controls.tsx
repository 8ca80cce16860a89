// Arrows (desktop only) and dots that jump to any slide.
import type { Carousel } from './use-carousel';

interface CarouselControlsProps {
  carousel: Carousel;
  count: number;
  label: string;
  /** Names of the slides, for the dots' accessible names. */
  slideNames: string[];
}

const arrowClass =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md hover:bg-white md:flex';

export function CarouselArrows({ carousel, label }: Pick<CarouselControlsProps, 'carousel' | 'label'>) {
  return (
    <>
      <button type="button" className={`${arrowClass} left-3`} onClick={carousel.previous} aria-label={`Previous ${label}`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </button>
      <button type="button" className={`${arrowClass} right-3`} onClick={carousel.next} aria-label={`Next ${label}`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </button>
    </>
  );
}

export function CarouselDots({ carousel, count, slideNames, label }: CarouselControlsProps) {
  return (
    <div className="mt-5 flex justify-center gap-1" role="group" aria-label={`Choose ${label}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => carousel.goTo(i)}
          aria-label={`Show ${slideNames[i] ?? `slide ${i + 1}`}`}
          aria-current={i === carousel.index ? 'true' : undefined}
          className="flex h-6 w-6 items-center justify-center"
        >
          <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === carousel.index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-400'}`} />
        </button>
      ))}
    </div>
  );
}
