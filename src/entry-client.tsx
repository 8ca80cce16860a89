// Browser entry, kept tiny and free of static imports: the first paint of a server-rendered
// page needs only its HTML, so no other script is fetched before the page has painted (decision
// 021). Then the app and the route's chunks load side by side, and the app hydrates.
import type { AppState } from './app-state';

/**
 * Resolves at the page's first contentful paint, or at once in a background tab (it paints
 * nothing until shown). The timeout only guards against a browser that never reports it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) return resolve();
    const observer = new PerformanceObserver(() => painted() && done());
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(done, 3000);
  });
}

/**
 * Resolves in a later task, so the browser can paint and handle input between two pieces of
 * start-up work. Lighthouse counts every task over 50 ms (at its 4× slowdown) against the page,
 * so each piece gets a task of its own. A message, not a timer: browsers hold a background
 * tab's timers for up to a second (a page opened in a new tab starts in the background).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Draws the page's blocks marked `drawn-later` (styles.css), one a frame. The first paint laid
 * out the first view alone; the browser would draw each block anyway as it nears the view, but
 * until it does, anchors and the scrollbar work from a guessed size, and tools that read colours
 * (axe, Lighthouse) see no background behind its text.
 */
async function drawTheRest(): Promise<void> {
  for (const block of document.querySelectorAll<HTMLElement>('.drawn-later')) {
    await new Promise(requestAnimationFrame);
    block.style.contentVisibility = 'visible';
  }
}

/**
 * Numbers this history entry as React Router's browser history does when it is created
 * (`{ ...history.state, idx: 0 }`), which then finds the number and leaves the entry alone.
 * The browser's `replaceState` took 1–14 ms in traces (it serializes the state and updates the
 * frame); in a task of its own it no longer lengthens hydration's first slice.
 */
function numberHistoryEntry(): void {
  const state = history.state as { idx?: unknown } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}

async function start(): Promise<void> {
  // A page whose first view the app draws (a template) has nothing to paint before it.
  if (document.documentElement.dataset.firstView !== 'app') await afterFirstPaint();
  // Nothing is imported statically: a module's own imports are fetched at high priority, and
  // before the first paint nothing but the page's HTML may be fetched.
  const { readAppStateJson } = await import('./app-state');
  const stateJson = readAppStateJson(document);
  const state = JSON.parse(stateJson) as AppState;
  // The route's own chunks, which the app would otherwise find only once it runs; the app's
  // are found at once by the imports below. Low: an image still loading goes first.
  document.head.append(...state.assets.preload.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, fetchPriority: 'low' })));
  // React DOM starts, then the history entry is numbered, then the app's modules load, then the
  // page's, then hydration, then the blocks below the first view: each in its own task.
  await import('./dom-runtime');
  await nextTask();
  numberHistoryEntry();
  await nextTask();
  const { prepareApp } = await import('./hydrate-app');
  await nextTask();
  const hydrate = await prepareApp(state, stateJson);
  await nextTask();
  hydrate();
  await nextTask();
  await drawTheRest();
}

void start();
