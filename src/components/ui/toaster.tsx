// The site's one toast outlet, mounted in the layout. Radix Toast weighs ~13 KB gzip, so it is
// not part of every page's first script: its chunk is fetched once the browser is idle after
// hydration (so a toast still shows when the network drops later), or at once if a toast is
// raised before that. The server renders nothing here, and neither does the first client render.
// Code that cannot be loaded (the network dropped) leaves the page as it is (on-demand.tsx).
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '../../lib/toast';
import { onDemand, onIdle } from './on-demand';

const toastRegion = onDemand(async () => (await import('./toast-region')).default);

const hasToasts = () => getToasts().length > 0;
const noToastsOnServer = () => false;

export function Toaster() {
  const [idle, setIdle] = useState(false);
  const toastRaised = useSyncExternalStore(subscribeToToasts, hasToasts, noToastsOnServer);

  useEffect(() => onIdle(() => setIdle(true)), []);

  if (!idle && !toastRaised) return null;
  void toastRegion.load();
  return (
    <Suspense fallback={null}>
      <toastRegion.Component />
    </Suspense>
  );
}
