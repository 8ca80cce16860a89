// Whether a click leaves the page: a plain left click on a link to another page, in this tab (a
// modified click, another target, a download or a link to a place on this same page leaves
// nothing). The post editor's and the Site tab's leave guards ask before such a click goes; they
// listen in the capture phase on the document, before React's listeners on its root, so a refused
// router link never navigates. `guardLeaving` is that guard, for both.

export function isLeavingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search);
}

/**
 * Asks before the page is left while `hasUnsaved()`: on a reload or a closed tab
 * (beforeunload), and on a leaving click (`message` in a confirm). `beforeLeaving` runs first
 * either way (the post editor keeps a copy of what is typed). A link the owner agreed to leave by
 * loads a whole page, whose beforeunload then does not ask again. Returns the stop.
 */
export function guardLeaving(message: string, hasUnsaved: () => boolean, beforeLeaving: () => void = () => {}): () => void {
  let agreed = false;
  const beforeUnload = (event: BeforeUnloadEvent) => {
    beforeLeaving();
    if (agreed || !hasUnsaved()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  const click = (event: MouseEvent) => {
    if (!isLeavingClick(event) || !hasUnsaved()) return;
    beforeLeaving();
    if (window.confirm(message)) {
      agreed = true;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('beforeunload', beforeUnload);
  document.addEventListener('click', click, true);
  return () => {
    window.removeEventListener('beforeunload', beforeUnload);
    document.removeEventListener('click', click, true);
  };
}
