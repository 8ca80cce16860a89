// 'What My Clients Say': wrap-around testimonials with arrows, dots and swipe
// (src/page-script/carousels.ts). Under 768 px long text is clamped to 4 lines with Read More /
// Read Less, reset on every move: the server renders the toggle hidden, and the page script
// shows it when the quote overflows its four lines (src/page-script/read-more.ts).
import type { Testimonial } from '../../lib/content-types';
import { CarouselFrame } from './carousel-controls';

/** Spec §8: a testimonial image that fails is logged and ignored (data-log-failure, src/page-script/picture-fallback.ts). */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const slides = testimonials.map((testimonial, i) => ({
    label: `${i + 1} of ${testimonials.length}: ${testimonial.name}`,
    dotLabel: `Show testimonial from ${testimonial.name}`,
    status: `Testimonial ${i + 1} of ${testimonials.length}, from ${testimonial.name}`,
    content: (
      <>
        <blockquote id="testimonial-quote" className="line-clamp-4 text-base leading-relaxed text-slate-700 sm:text-lg md:line-clamp-none" data-clamped-quote="">
          “{testimonial.text}”
        </blockquote>
        <button
          type="button"
          aria-expanded="false"
          aria-controls="testimonial-quote"
          className="mt-2 text-sm font-semibold text-brand-700 underline md:hidden"
          hidden
          data-read-more=""
        >
          Read More
        </button>
        <div className="mt-4 flex items-center justify-center gap-3 sm:mt-6">
          <img src={testimonial.image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-full object-cover" data-log-failure="Testimonial image failed to load" />
          <span className="text-left">
            <span className="block font-semibold text-slate-900">{testimonial.name}</span>
            <span className="block text-sm text-slate-600">{testimonial.position}</span>
          </span>
        </div>
      </>
    ),
  }));

  return (
    <CarouselFrame
      name="Client testimonials"
      label="testimonial"
      slides={slides}
      className="mx-auto max-w-3xl px-4"
      boxClassName="rounded-2xl bg-white px-5 py-6 shadow-lg sm:px-16 sm:py-10"
      slideClassName="text-center"
    />
  );
}
