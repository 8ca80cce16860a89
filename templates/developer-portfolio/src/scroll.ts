// Scrolling after a view change. On its own the site scrolls the window; embedded in another
// page (a live demo in a scrolling box) it scrolls that box and leaves the page around it alone.

function scrollBox(root: HTMLElement): HTMLElement | null {
  for (let box = root.parentElement; box; box = box.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY)) return box;
  }
  return null;
}

export function scrollToStart(root: HTMLElement | null, embedded: boolean): void {
  if (!embedded) window.scrollTo({ top: 0 });
  else if (root) scrollBox(root)?.scrollTo({ top: 0 });
}

export function scrollToSection(root: HTMLElement | null, id: string, embedded: boolean): void {
  const target = root?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!root || !target) return;
  const box = embedded ? scrollBox(root) : null;
  if (!embedded) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else if (box) box.scrollTo({ top: target.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - 64, behavior: 'smooth' });
}
