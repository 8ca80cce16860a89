// The carousel state machine: wrap-around index, a 600 ms transition whose index
// switch happens at 300 ms, input ignored while a transition runs or while `locked` (a map open).
import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';

export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_MS = 600;
export const SWITCH_AT_MS = 300;

export type CarouselPhase = 'idle' | 'leaving' | 'entering';

export interface Carousel {
  index: number;
  phase: CarouselPhase;
  next: () => void;
  previous: () => void;
  goTo: (target: number) => void;
  /** Spread on the swipe surface: pointer swipes over 50 px move one slide. */
  swipeHandlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
    onDragStart: (event: DragEvent) => void;
  };
  /** Spread on the focusable carousel region: Left/Right arrow keys. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export function useCarousel(count: number, locked = false): Carousel {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<CarouselPhase>('idle');
  const busy = useRef(false);
  const timers = useRef<number[]>([]);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const goTo = useCallback(
    (target: number) => {
      if (busy.current || locked || count < 2) return;
      const wrapped = ((target % count) + count) % count;
      if (wrapped === index) return;
      busy.current = true;
      setPhase('leaving');
      timers.current = [
        window.setTimeout(() => {
          setIndex(wrapped);
          setPhase('entering');
        }, SWITCH_AT_MS),
        window.setTimeout(() => {
          setPhase('idle');
          busy.current = false;
        }, TRANSITION_MS),
      ];
    },
    [count, index, locked],
  );

  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return {
    index,
    phase,
    next,
    previous,
    goTo,
    swipeHandlers: {
      onPointerDown: (event) => {
        swipeStart.current = event.clientX;
      },
      onPointerUp: (event) => {
        if (swipeStart.current === null) return;
        const distance = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(distance) > SWIPE_THRESHOLD_PX) (distance < 0 ? next : previous)();
      },
      onPointerCancel: () => {
        swipeStart.current = null;
      },
      // Dragging an image with a mouse would start native drag-and-drop and cancel the swipe.
      onDragStart: (event) => event.preventDefault(),
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else return;
      event.preventDefault();
    },
  };
}

/** The fade classes for a slide during a transition (no motion when the visitor prefers none). */
export function slideClass(phase: CarouselPhase): string {
  return `transition-opacity duration-300 motion-reduce:transition-none ${phase === 'leaving' ? 'opacity-0' : 'opacity-100'}`;
}
