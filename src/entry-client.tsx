// Browser entry, kept tiny and free of static imports: the first paint of a server-rendered
// page needs only its HTML, so no other script is fetched before the page has painted (decision
// 019). Then the app and the page's chunks load side by side, and the app hydrates.
import type { AppState } from './app-state';

/**
 * Resolves once the page has painted: at its first contentful paint, or two frames later when
 * it has nothing contentful to show (a spinner), or at once in a background tab, which paints
 * nothing until it is shown.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint') ? new PerformanceObserver(() => painted() && done()) : null;
    observer?.observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(done));
    // Frames stop when the tab is hidden meanwhile.
    setTimeout(done, 1000);
  });
}

async function start(): Promise<void> {
  await afterFirstPaint();
  // Nothing is imported statically: a module's own imports are fetched at high priority, and
  // before the first paint nothing but the page's HTML may be fetched.
  const app = import('./hydrate-app');
  const { readAppStateJson } = await import('./app-state');
  const stateJson = readAppStateJson(document);
  const state = JSON.parse(stateJson) as AppState;
  for (const href of state.assets.preload) {
    // Low: an image still loading (the largest one, often) goes first.
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, fetchPriority: 'low' }));
  }
  const { hydrateApp } = await app;
  await hydrateApp(state, stateJson);
}

void start();
