// Whether a click leaves the page: a plain left click on a link to another page, in this tab (a
// modified click, another target, a download or a link to a place on this same page leaves
// nothing). The post editor's and the Site tab's leave guards ask before such a click goes; they
// listen in the capture phase on the document, before React's listeners on its root, so a refused
// router link never navigates.

export function isLeavingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search);
}
