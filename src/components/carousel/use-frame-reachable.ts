// Whether the map overlay's frame address answers. A frame that cannot load shows the browser's
// own error page and still fires `load`, so the overlay asks separately: a page of this site must
// answer OK; another site's only has to answer at all (a no-cors request, whose answer is opaque,
// fails only when the host cannot be reached). The CSP's connect-src names the map hosts for this.
import { useEffect, useState } from 'react';
import { isSitePath } from '../../lib/url-rules';

export type FrameState = 'checking' | 'reachable' | 'unreachable';

/** How long the host gets to answer before the overlay offers the way out. */
export const FRAME_CHECK_TIMEOUT_MS = 8000;

export async function isFrameReachable(url: string, signal: AbortSignal): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false && !isSitePath(url)) return false;
  try {
    if (isSitePath(url)) return (await fetch(url, { method: 'HEAD', cache: 'no-store', signal })).ok;
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

export function useFrameReachable(url: string | null): FrameState {
  const [state, setState] = useState<{ url: string | null; value: FrameState }>({ url: null, value: 'checking' });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), FRAME_CHECK_TIMEOUT_MS);
    void isFrameReachable(url, controller.signal).then((reachable) => {
      window.clearTimeout(timer);
      setState({ url, value: reachable ? 'reachable' : 'unreachable' });
    });
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return state.url === url ? state.value : 'checking';
}
