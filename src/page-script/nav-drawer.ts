// The small-screen Navigation drawer (src/components/layout/nav-drawer.tsx), as plain script on
// the server's markup: the top bar's button opens the <dialog> as a modal (focus moves in and is
// trapped, Escape closes it, the page behind is inert), the close button, a click on the backdrop
// and any link inside close it, and the focus goes back to the button. aria-expanded follows.

export function startNavDrawer(root: ParentNode): void {
  const opener = root.querySelector<HTMLButtonElement>('[data-nav-drawer-open]');
  const drawer = root.querySelector<HTMLDialogElement>('dialog[data-nav-drawer]');
  if (!opener || !drawer) return;

  opener.addEventListener('click', () => {
    if (drawer.open) return;
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The dialog itself is hit only outside its content: on the backdrop.
    if (target === drawer || target.closest('[data-nav-drawer-close], a[href]')) drawer.close();
  });
  // A page restored from the back/forward cache shows the drawer as it was left: closed.
  addEventListener('pageshow', (event) => {
    if (event.persisted && drawer.open) drawer.close();
  });
}
