// Keeps the editor and the side preview scrolled alike (decision 101). The two are paired
// by their headings: the n-th heading line of the source with the n-th heading of the rendered
// body, the tops of both panes and their ends too; between two such points the position is
// proportional. So the section being written is the section shown, however long the code blocks
// or images in between, and a body without headings scrolls proportionally.

/** The pairs (source top, preview top) that both panes have, each further down than the last. */
export function scrollPairs(from: number[], to: number[], fromEnd: number, toEnd: number): [number, number][] {
  const pairs: [number, number][] = [[0, 0]];
  for (let index = 0; index < Math.min(from.length, to.length); index += 1) {
    const [lastFrom, lastTo] = pairs[pairs.length - 1]!;
    if (from[index]! > lastFrom && to[index]! > lastTo && from[index]! < fromEnd && to[index]! < toEnd) pairs.push([from[index]!, to[index]!]);
  }
  pairs.push([Math.max(fromEnd, pairs[pairs.length - 1]![0] + 1), Math.max(toEnd, pairs[pairs.length - 1]![1] + 1)]);
  return pairs;
}

/** Where the other pane goes when one is at `position` (a scrollTop), through the pairs. */
export function mapScroll(position: number, pairs: [number, number][]): number {
  let index = 0;
  while (index < pairs.length - 2 && position >= pairs[index + 1]![0]) index += 1;
  const [fromA, toA] = pairs[index]!;
  const [fromB, toB] = pairs[index + 1]!;
  const share = Math.min(1, Math.max(0, (position - fromA) / (fromB - fromA)));
  return toA + share * (toB - toA);
}

export interface ScrollPane {
  element: HTMLElement;
  /** The tops of the pane's headings in its scrolled content, top to bottom. */
  headings: () => number[];
}

/** Where one pane's content starts, to measure its headings from: its top, scrolled. */
export function contentTop(pane: HTMLElement, element: Element): number {
  return element.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
}

/**
 * Follows scrolling of either pane with the other, once a frame. A scroll this sets is not
 * followed back (each pane remembers where it was sent). `panes()` is read at each scroll, so the
 * editor may arrive after the preview. Returns `sync`, which sets the preview from the editor
 * (after the preview changed), and `stop`.
 */
export function followScrolling(panes: () => { source: ScrollPane; preview: ScrollPane } | null): { sync: () => void; stop: () => void } {
  const sent = new WeakMap<HTMLElement, number>();
  let frame = 0;
  let leader: 'source' | 'preview' = 'source';

  const follow = () => {
    frame = 0;
    const both = panes();
    if (!both) return;
    const lead = both[leader];
    const other = leader === 'source' ? both.preview : both.source;
    const leadMax = lead.element.scrollHeight - lead.element.clientHeight;
    const otherMax = other.element.scrollHeight - other.element.clientHeight;
    if (leadMax <= 0 || otherMax <= 0) return;
    const pairs = scrollPairs(lead.headings(), other.headings(), leadMax, otherMax);
    const top = Math.round(Math.min(otherMax, Math.max(0, lead.element.scrollTop >= leadMax - 1 ? otherMax : mapScroll(lead.element.scrollTop, pairs))));
    if (Math.abs(other.element.scrollTop - top) < 2) return;
    sent.set(other.element, top);
    other.element.scrollTop = top;
  };

  const scrolled = (event: Event) => {
    const both = panes();
    if (!both) return;
    const target = event.target;
    const side = target === both.source.element ? 'source' : target === both.preview.element ? 'preview' : null;
    if (!side) return;
    const expected = sent.get(both[side].element);
    if (expected !== undefined && Math.abs(both[side].element.scrollTop - expected) < 2) {
      sent.delete(both[side].element);
      return;
    }
    sent.delete(both[side].element);
    leader = side;
    if (!frame) frame = requestAnimationFrame(follow);
  };

  // Element scrolls do not bubble, but they pass the document on the way down.
  document.addEventListener('scroll', scrolled, true);
  return {
    sync: () => {
      leader = 'source';
      if (!frame) frame = requestAnimationFrame(follow);
    },
    stop: () => {
      document.removeEventListener('scroll', scrolled, true);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
