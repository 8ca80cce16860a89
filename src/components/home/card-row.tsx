// A home section's cards: from 640 px the usual grid (2 columns, 3 from 1024 px); on a phone one
// row that scrolls sideways and snaps to each card, with the next card peeking in at the edge.
// Six stacked cards cost a phone about 2,700 px; the row costs one card's height, and the story
// of the page (hero, tutorial, maps, clients, work, templates, posts) reads in a few screens.
// Every card stays in the HTML, in order, and each one's links are in the tab order: tabbing to a
// card scrolls the row to it. The card's summary is clamped to three lines in the row only (and
// stops growing, so the clamp holds; the tags below it take the card's spare height instead).
import type { ReactNode } from 'react';
import { CardSkeleton } from '../ui/skeleton';

interface CardRowProps<T> {
  items: T[];
  /** Names the list, e.g. "Featured Projects". */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T, position: number) => ReactNode;
}

/** On a phone: an 82 %-wide card, the gap and a sliver of the next; the row bleeds to the screen's edges. */
const ROW_LAYOUT = 'max-sm:-mx-4 max-sm:flex max-sm:gap-4 max-sm:px-4 max-sm:pb-3 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';
const ROW_CLASS = `${ROW_LAYOUT} max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto`;
const CARD_WIDTH = 'max-sm:w-[82%] max-sm:shrink-0';
const ITEM_CLASS = `flex ${CARD_WIDTH} max-sm:snap-start [&>article]:w-full max-sm:[&_h3+p]:line-clamp-3 max-sm:[&_h3+p]:flex-none max-sm:[&_h3+p+*]:mt-auto`;

export function CardRow<T>({ items, label, itemKey, renderItem }: CardRowProps<T>) {
  return (
    <ul aria-label={label} className={ROW_CLASS}>
      {items.map((item, position) => (
        <li key={itemKey(item)} className={ITEM_CLASS}>
          {renderItem(item, position)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The row's placeholder while its cards load (client-side navigation): the same row on a phone,
 * the same grid above, so nothing jumps when the cards come. A placeholder has nothing to reach,
 * so its row does not scroll (a scrolling region needs something focusable in it).
 */
export function CardRowSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={`${ROW_LAYOUT} max-sm:overflow-hidden`}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} className={CARD_WIDTH} />
      ))}
    </div>
  );
}
