// 'What My Clients Say': wrap-around testimonials with arrows, dots and swipe. Under
// 768 px long text is clamped to 4 lines with Read More / Read Less, reset on every move.
import { useEffect, useRef, useState } from 'react';
import type { Testimonial } from '../../lib/content-types';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { slideClass, useCarousel } from './use-carousel';

export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const carousel = useCarousel(testimonials.length);
  const testimonial = testimonials[carousel.index];
  if (!testimonial) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Client testimonials" className="mx-auto max-w-3xl px-4" onKeyDown={carousel.onKeyDown}>
      <div className="relative rounded-2xl bg-white px-5 py-6 shadow-lg sm:px-16 sm:py-10">
        <div
          {...carousel.swipeHandlers}
          className={`touch-pan-y select-none text-center ${slideClass(carousel.phase)}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${carousel.index + 1} of ${testimonials.length}: ${testimonial.name}`}
        >
          <ClampedQuote key={carousel.index} text={testimonial.text} />
          <div className="mt-4 flex items-center justify-center gap-3 sm:mt-6">
            <img
              src={testimonial.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 rounded-full object-cover"
              onError={() => console.log(`Testimonial image failed to load: ${testimonial.image}`)}
            />
            <span className="text-left">
              <span className="block font-semibold text-slate-900">{testimonial.name}</span>
              <span className="block text-sm text-slate-600">{testimonial.position}</span>
            </span>
          </div>
        </div>
        <CarouselArrows carousel={carousel} label="testimonial" />
      </div>
      <CarouselDots carousel={carousel} count={testimonials.length} label="testimonial" slideNames={testimonials.map((t) => `testimonial from ${t.name}`)} />
      <p className="sr-only" aria-live="polite">
        {`Testimonial ${carousel.index + 1} of ${testimonials.length}, from ${testimonial.name}`}
      </p>
    </section>
  );
}

/** The quote, clamped to 4 lines on small screens when it is longer than that. Keyed by slide, so the toggle resets on navigation. */
function ClampedQuote({ text }: { text: string }) {
  const quoteRef = useRef<HTMLQuoteElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const measure = () => {
      const quote = quoteRef.current;
      if (quote && !expanded) setOverflows(quote.scrollHeight > quote.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [expanded]);

  return (
    <>
      <blockquote ref={quoteRef} id="testimonial-quote" className={`text-base leading-relaxed text-slate-700 sm:text-lg ${expanded ? '' : 'line-clamp-4 md:line-clamp-none'}`}>
        “{text}”
      </blockquote>
      {(overflows || expanded) && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls="testimonial-quote"
          className="mt-2 text-sm font-semibold text-brand-700 underline md:hidden"
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </>
  );
}
