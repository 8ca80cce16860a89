// The inline booking widget: the provider's script is loaded on demand and started
// with the 30-minute booking link and the brand colour. When the script cannot load (offline,
// blocked) the page's fallback takes the box's place instead of leaving it empty.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface BookingWidgetProps {
  url: string;
  scriptUrl: string;
  primaryColor: string;
  /** Shown in place of the box when the widget cannot load. */
  fallback: ReactNode;
}

interface InlineWidgetApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

/** How long the provider gets before the plain link is shown instead. */
export const BOOKING_SCRIPT_TIMEOUT_MS = 8000;

type WidgetState = 'loading' | 'ready' | 'failed';

export function bookingUrl(url: string, primaryColor: string): string {
  const full = new URL(url);
  full.searchParams.set('primary_color', primaryColor);
  return full.toString();
}

export function BookingWidget({ url, scriptUrl, primaryColor, fallback }: BookingWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    let settled = false;
    const settle = (next: WidgetState) => {
      if (settled) return;
      settled = true;
      setState(next);
    };
    const start = () => {
      const api = (window as unknown as { Calendly?: InlineWidgetApi }).Calendly;
      if (!api || !containerRef.current) return settle('failed');
      api.initInlineWidget({ url: bookingUrl(url, primaryColor), parentElement: containerRef.current });
      settle('ready');
    };
    let script = document.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
    if (script?.dataset.loaded) start();
    else {
      script ??= Object.assign(document.createElement('script'), { src: scriptUrl, async: true });
      script.addEventListener('load', () => {
        script!.dataset.loaded = 'true';
        start();
      });
      script.addEventListener('error', () => settle('failed'));
      if (!script.isConnected) document.head.append(script);
    }
    const timer = window.setTimeout(() => settle('failed'), BOOKING_SCRIPT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [url, scriptUrl, primaryColor]);

  if (state === 'failed') return <>{fallback}</>;
  return (
    <div className="relative h-[700px] min-w-[320px] overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div ref={containerRef} className="h-full w-full" data-testid="booking-widget" />
      {state === 'loading' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-slate-700" role="status">
            Loading the booking calendar…
          </p>
          <a className="font-semibold text-brand-700 underline" href={url} target="_blank" rel="noopener noreferrer">
            Open the booking page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
    </div>
  );
}
