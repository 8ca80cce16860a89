// The full-screen 'View Project' overlay (src/components/carousel/map-overlay.tsx) as plain
// script: a View Project button (data-map-open) opens the page's <dialog data-map-overlay> as a
// modal with that map in a frame, locks the page's scrolling, and asks whether the map's host
// answers; when it does not (offline, a host that is gone), the plain message with the way out
// takes the frame's place (decision 068). Close, Escape or "Close the map" close it; everything
// it added goes, and the page scrolls again. One listener on the document serves the buttons of
// slides the carousel copies in later too.
import { isSitePath } from '../lib/site-path';

/** How long the host gets to answer before the overlay offers the way out. */
export const FRAME_CHECK_TIMEOUT_MS = 8000;

/**
 * A frame that cannot load shows the browser's error page and still fires `load`, so the overlay
 * asks separately: a page of this site must answer OK; another site's only has to answer at all
 * (a no-cors request, whose answer is opaque, fails only when the host cannot be reached). The
 * CSP's connect-src names the map hosts for this.
 */
export async function isFrameReachable(url: string, signal: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.any([signal, AbortSignal.timeout(FRAME_CHECK_TIMEOUT_MS)]);
  try {
    if (isSitePath(url)) return (await fetch(url, { method: 'HEAD', cache: 'no-store', signal: timeout })).ok;
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: timeout });
    return true;
  } catch {
    // Unreachable, too slow, or the overlay closed (then the answer is not used).
    return false;
  }
}

/** The map's host as the message names it. */
function hostOf(url: string): string {
  return isSitePath(url) ? 'This site' : new URL(url).host;
}

/** Whether a map is open: the carousels ignore input meanwhile. */
export function mapIsOpen(): boolean {
  return document.querySelector('dialog[data-map-overlay][open]') !== null;
}

export function startMapOverlay(root: ParentNode): void {
  const overlay = root.querySelector<HTMLDialogElement>('dialog[data-map-overlay]');
  const body = overlay?.querySelector<HTMLElement>('[data-map-body]');
  const frame = overlay?.querySelector<HTMLTemplateElement>('template[data-map-frame]');
  const unreachable = overlay?.querySelector<HTMLTemplateElement>('template[data-map-unreachable]');
  if (!overlay || !body || !frame || !unreachable) return;
  const heading = overlay.querySelector('[data-map-heading]');
  let shown: Element | null = null;
  let check: AbortController | null = null;
  let previousOverflow = '';

  const show = (part: Element) => {
    shown?.remove();
    shown = part;
    body.append(part);
  };

  const open = (url: string, title: string) => {
    if (overlay.open) return;
    overlay.setAttribute('aria-label', `${title} live map`);
    if (heading) heading.textContent = title;
    const iframe = frame.content.firstElementChild!.cloneNode() as HTMLIFrameElement;
    iframe.title = `${title} live map`;
    iframe.src = url;
    show(iframe);
    overlay.showModal();
    overlay.querySelector<HTMLElement>('[data-map-close]')?.focus();
    previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    const thisCheck = (check = new AbortController());
    void isFrameReachable(url, thisCheck.signal).then((reachable) => {
      if (reachable || thisCheck.signal.aborted) return;
      const message = unreachable.content.firstElementChild!.cloneNode(true) as Element;
      const host = message.querySelector('[data-map-host]');
      if (host) host.replaceWith(hostOf(url));
      message.querySelector('[data-map-link]')?.setAttribute('href', url);
      show(message);
    });
  };

  // Run as the overlay closes: at once for its own buttons, and on the dialog's `close` event
  // (queued as a task) for Escape. Twice is harmless.
  const closed = () => {
    check?.abort();
    shown?.remove();
    shown = null;
    document.documentElement.style.overflow = previousOverflow;
    overlay.setAttribute('aria-label', 'Live map');
    if (heading) heading.textContent = '';
  };
  overlay.addEventListener('close', closed);

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-map-open]');
    if (opener) open(opener.dataset.mapOpen ?? '', opener.dataset.mapTitle ?? '');
    else if (overlay.open && target.closest('[data-map-close]')) {
      overlay.close();
      closed();
    }
  });
}
