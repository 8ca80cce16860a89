// The booking widget on /calendar (components/booking/booking-widget.tsx renders its markup):
// loads the provider's script and starts its inline widget in the box; when the script cannot
// load (offline, blocked) or has not started within BOOKING_SCRIPT_TIMEOUT_MS, the box gives its
// place to the page's fallback (a call request form, the provider's page, the contact form), so
// the visitor is never left before an empty box. Plain script: the widget needs no React.

/** How long the provider gets before the fallback is shown instead. */
export const BOOKING_SCRIPT_TIMEOUT_MS = 8000;

interface InlineWidgetApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

export function startBookingWidgets(root: ParentNode): void {
  for (const widget of root.querySelectorAll<HTMLElement>('[data-booking-widget]')) startBookingWidget(widget);
}

function startBookingWidget(widget: HTMLElement): void {
  const { url, scriptUrl } = widget.dataset;
  const container = widget.querySelector<HTMLElement>('[data-booking-container]');
  const fallback = widget.querySelector<HTMLElement>('[data-booking-fallback]');
  if (!url || !scriptUrl || !container || !fallback) return;

  let settled = false;
  const settle = (started: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (started) {
      widget.querySelector('[data-booking-loading]')?.remove();
    } else {
      widget.querySelector('[data-booking-box]')?.remove();
      fallback.hidden = false;
    }
  };
  const start = () => {
    const api = (window as unknown as { Calendly?: InlineWidgetApi }).Calendly;
    if (!api) return settle(false);
    try {
      api.initInlineWidget({ url, parentElement: container });
    } catch (error) {
      console.warn('The booking widget could not start:', error);
      return settle(false);
    }
    settle(true);
  };

  const timer = setTimeout(() => settle(false), BOOKING_SCRIPT_TIMEOUT_MS);
  let script = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(scriptUrl)}"]`);
  if (script?.dataset.loaded) return start();
  script ??= Object.assign(document.createElement('script'), { src: scriptUrl, async: true });
  const loaded = script;
  loaded.addEventListener('load', () => {
    loaded.dataset.loaded = 'true';
    start();
  });
  loaded.addEventListener('error', () => settle(false));
  if (!loaded.isConnected) document.head.append(loaded);
}
