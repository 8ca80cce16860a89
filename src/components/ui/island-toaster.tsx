// A toast outlet for an island that raises toasts: pages are no longer one React app, so the
// layout's <Toaster/> never runs in the browser, and an island shows its own toasts. Nothing is
// rendered (on the server, or at hydration) until a toast is raised; then the Radix region's
// chunk loads and shows it. One island per page may hold it: toasts are one shared queue
// (lib/toast.ts), and two outlets would show each toast twice.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '../../lib/toast';

const ToastRegion = lazy(() => import('./toast-region'));

const hasToasts = () => getToasts().length > 0;
const noToastsOnServer = () => false;

export function IslandToaster() {
  const raised = useSyncExternalStore(subscribeToToasts, hasToasts, noToastsOnServer);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
