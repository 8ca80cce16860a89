// The map and testimonial carousels (src/components/carousel/carousel-controls.tsx) as plain
// script on the server's markup: wrap-around index, arrows, dots that jump, swipes over 50 px,
// arrow keys; a 600 ms transition whose slide switch happens at 300 ms, input ignored while a
// transition runs or while a map is open (spec §4). A move copies the slide's <template> into the
// live slide and updates its name, the dots' aria-current and the polite status line.
import { startMapPreviews } from './map-previews';
import { mapIsOpen } from './map-overlay';
import { startReadMore } from './read-more';

/** Spec §4 and §9: a swipe must exceed 50 px; a move lasts 600 ms and the slide switches at 300 ms. */
export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_MS = 600;
export const SWITCH_AT_MS = 300;

function startCarousel(carousel: HTMLElement): void {
  const slide = carousel.querySelector<HTMLElement>('[data-carousel-slide]');
  const items = [...carousel.querySelectorAll<HTMLTemplateElement>('template[data-carousel-item]')];
  const dots = [...carousel.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  const status = carousel.querySelector('[data-carousel-status]');
  if (!slide) return;
  const count = items.length;
  let index = 0;
  let busy = false;

  const goTo = (target: number) => {
    if (busy || count < 2 || mapIsOpen()) return;
    const next = ((target % count) + count) % count;
    if (next === index) return;
    busy = true;
    slide.dataset.phase = 'leaving';
    setTimeout(() => {
      const item = items[next]!;
      index = next;
      slide.replaceChildren(item.content.cloneNode(true));
      slide.setAttribute('aria-label', item.dataset.carouselItem ?? '');
      dots.forEach((dot, i) => (i === next ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
      if (status) status.textContent = item.dataset.status ?? '';
      startMapPreviews(slide);
      startReadMore(slide);
      slide.dataset.phase = 'entering';
    }, SWITCH_AT_MS);
    setTimeout(() => {
      delete slide.dataset.phase;
      busy = false;
    }, TRANSITION_MS);
  };

  carousel.addEventListener('click', (event) => {
    const control = (event.target as Element).closest<HTMLElement>('[data-carousel-previous], [data-carousel-next], [data-carousel-dot]');
    if (!control) return;
    if (control.dataset.carouselDot !== undefined) goTo(Number(control.dataset.carouselDot));
    else goTo(index + (control.dataset.carouselNext !== undefined ? 1 : -1));
  });
  carousel.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  });

  let swipeStart: number | null = null;
  slide.addEventListener('pointerdown', (event) => (swipeStart = event.clientX));
  slide.addEventListener('pointerup', (event) => {
    if (swipeStart === null) return;
    const distance = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) goTo(index + (distance < 0 ? 1 : -1));
  });
  slide.addEventListener('pointercancel', () => (swipeStart = null));
  // Dragging an image with a mouse would start native drag-and-drop and cancel the swipe.
  slide.addEventListener('dragstart', (event) => event.preventDefault());
}

export function startCarousels(root: ParentNode): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    startCarousel(carousel);
    startMapPreviews(carousel);
    startReadMore(carousel);
  }
}
