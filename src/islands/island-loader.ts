// Starts the page's islands (decision 102), each when its condition holds: at once, when the
// browser is idle, when it nears the view, or at the visitor's first touch of it. Part of the
// page script: no React here. Until an island has hydrated, a click on one of its buttons or a
// form submitted inside it is held and replayed once it has, so nothing the visitor did is lost.
import type { IslandWhen } from './define-island';

/** What an island's entry exports (the build writes one per island; see hydrate-island.tsx). */
interface IslandEntry {
  default: (element: HTMLElement) => Promise<void>;
}

// `input` too: text can arrive in a field focused at load without a key (autofill, dictation).
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'mouseover', 'touchstart'] as const;
const VISIBLE_MARGIN = '200px';

/** Where island scripts live: an element naming any other script is not one of ours. */
const ISLAND_SCRIPTS = '/assets/';

/**
 * Starts every island under `root`, then marks the document (`data-islands="started"`): each
 * island element says how far it got in `data-state` (loading, hydrated, failed).
 */
export function startIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('folio-island[data-src]')) {
    if (element.dataset.src?.startsWith(ISLAND_SCRIPTS)) scheduleIsland(element);
  }
  document.documentElement.dataset.islands = 'started';
}

function scheduleIsland(element: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void hydrate(element);
  };
  switch (element.dataset.when as IslandWhen | undefined) {
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
      else setTimeout(start, 300);
      break;
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // An island element is `display: contents` (it has no box of its own), so what is watched
      // is its children; one with none is watched itself.
      const targets = element.children.length > 0 ? [...element.children] : [element];
      for (const target of targets) observer.observe(target);
      holdActions(element, start);
      break;
    }
    case 'interaction':
      for (const type of INTERACTIONS) element.addEventListener(type, start, { once: true, passive: true });
      holdActions(element, start);
      break;
    default:
      start();
  }
}

/** The clicks and submits made inside each island before it hydrated, to replay after. */
const held = new WeakMap<HTMLElement, () => void>();

/**
 * Holds a click on a button and a form's submit until the island has hydrated: the server's HTML
 * has no handlers, so either would otherwise be lost (or send the form as a plain GET).
 */
function holdActions(element: HTMLElement, start: () => void): void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button:not([type="submit"])');
    if (!(button instanceof HTMLButtonElement) || !element.contains(button)) return;
    event.preventDefault();
    held.set(element, () => button.click());
    start();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = event.submitter;
    held.set(element, () => form.requestSubmit(submitter instanceof HTMLElement && submitter.closest('form') === form ? submitter : null));
    start();
  };
  element.addEventListener('click', onClick, true);
  element.addEventListener('submit', onSubmit, true);
  releases.set(element, () => {
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('submit', onSubmit, true);
  });
}

const releases = new WeakMap<HTMLElement, () => void>();

async function hydrate(element: HTMLElement): Promise<void> {
  const src = element.dataset.src;
  if (!src) return;
  element.dataset.state = 'loading';
  try {
    const entry = (await import(/* @vite-ignore */ src)) as IslandEntry;
    await entry.default(element);
  } catch (error) {
    // The network dropped or the build changed under the page: the server's HTML stays usable.
    console.error(`The island at ${src} could not start:`, error);
    element.dataset.state = 'failed';
    releases.get(element)?.();
    return;
  }
  element.dataset.state = 'hydrated';
  releases.get(element)?.();
  const replay = held.get(element);
  held.delete(element);
  replay?.();
}
