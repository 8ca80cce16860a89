// Parts of a page whose code is not among the page's first scripts (decisions 021 and 029): the
// forms (react-hook-form and zod), the home page below its hero, a post's video and recent posts,
// the footer, the drawer. The server renders such a part whole. In the browser its code loads when the
// visitor starts on it (pointer, touch, focus, key) or when the browser is idle after hydration;
// until then hydration leaves the part's server HTML as it is (React keeps the HTML of a Suspense
// boundary that suspends while hydrating), so the page looks the same and its links work as
// plain links. A part drawn in the browser (after a client-side navigation) loads at once, and
// the router loads a page's parts together with the page (route-pages.tsx), so none pops in.
import { createContext, lazy, memo, Suspense, useContext, useEffect, useId, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';

export interface OnDemand<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once); settles when it is there, or when it could not be loaded. */
  load: () => Promise<void>;
  /** Settles once the part has been hydrated or rendered with its code. */
  mounted: Promise<void>;
}

/**
 * The container of the part being rendered, for ServerHtml: a part's server HTML is still in it
 * while the part waits for its code.
 */
const PartContainer = createContext<RefObject<HTMLElement | null> | null>(null);

/** React's Suspense markers, kept out of a part's HTML when it is shown as plain HTML. */
const SUSPENSE_MARKERS = /<!--\/?\$[!?]?-->/g;

/**
 * A part whose code could not be loaded: the HTML the server sent, shown as plain HTML (its links
 * work, its buttons do nothing). React would otherwise keep the part waiting for good, and every
 * navigation, which changes the router's state above it, would wait with it. Taking its place
 * makes React draw the part anew, and log it as a recovered hydration error.
 */
function ServerHtml() {
  const container = useContext(PartContainer);
  const [html] = useState(() => (container?.current?.innerHTML ?? '').replace(SUSPENSE_MARKERS, ''));
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Wraps a module's component so its code loads only when asked; the server always renders it.
 * Code that cannot be loaded (the network dropped) leaves the server's HTML as plain HTML.
 */
export function onDemand<P extends object>(loader: () => Promise<ComponentType<P>>): OnDemand<P> {
  let request!: () => void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  let markMounted!: () => void;
  const mounted = new Promise<void>((resolve) => (markMounted = resolve));
  let loaded: { default: ComponentType<P> } | null = null;
  const module = requested.then(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      const Part = await loader();
      function MountedPart(props: P) {
        useEffect(() => markMounted(), []);
        return <Part {...props} />;
      }
      return (loaded = { default: MountedPart });
    } catch (error) {
      console.warn('A part of the page could not load its code; it stays as the server sent it.', error);
      return (loaded = { default: ServerHtml as ComponentType<P> });
    }
  });
  const load = () => {
    request();
    return module.then(() => {});
  };
  if (typeof window === 'undefined') void load();
  // Once loaded, the component is handed over at once (a thenable that settles synchronously),
  // so a render after that never suspends; before, hydration keeps the server's HTML meanwhile.
  const Component = lazy<ComponentType<P>>(() => (loaded ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : module));
  return { Component, load, mounted };
}

/** The visitor starting on the page: any of these, anywhere, loads every part waiting. */
const STARTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** How long the browser may stay busy before a part's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` once the browser is idle (within IDLE_TIMEOUT_MS); returns the cancel. */
export function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(timer);
}

/**
 * Loads a part's code when the visitor starts on the page or the browser is idle, and at once
 * when the part is drawn in the browser. Any interaction loads it, not only one inside it: a
 * navigation that changes the router's state must not wait on a part still in its server HTML.
 * A click on a button in the part before its code is there is held and replayed once it is, and
 * a form's submit waits for it (what the visitor typed stays: see forms/values-on-page.ts).
 *
 * The container needs the returned `id`: a page the server sent has an element with it before
 * React renders, a page drawn in the browser not. The container says where the part is, which is
 * how tests know: `data-on-demand` is "" as the server sent it, "waiting" once the page around it
 * has hydrated and listens, "ready" once the part is mounted with its code.
 */
function useOnDemand<P extends object>(part: OnDemand<P>): { id: string; ref: RefObject<HTMLDivElement | null> } {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [drawnInBrowser] = useState(() => typeof document !== 'undefined' && document.getElementById(id) === null);
  if (drawnInBrowser) void part.load();

  useEffect(() => {
    const container = ref.current!;
    let ready = false;
    let current = true;
    container.setAttribute('data-on-demand', 'waiting');
    void part.mounted.then(() => {
      ready = true;
      if (current) container.setAttribute('data-on-demand', 'ready');
    });
    const load = () => void part.load();
    for (const type of STARTS) document.addEventListener(type, load, { capture: true, passive: true });
    const cancelIdle = onIdle(load);

    // On the window, ahead of React's listener on the document: React stops a click it cannot yet
    // handle, one inside a part still in its server HTML, from going any further. A link needs no
    // code (it is followed as a plain link), a button does: its click waits for it.
    const holdClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (ready || !button || !container.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      load();
      void part.mounted.then(() => button.isConnected && button.click());
    };
    window.addEventListener('click', holdClick, true);
    // A form submitted another way (Enter in a field) waits too, instead of leaving the page.
    const holdSubmit = (event: SubmitEvent) => {
      if (ready) return;
      event.preventDefault();
      load();
      const form = event.target as HTMLFormElement;
      void part.mounted.then(() => form.isConnected && form.requestSubmit());
    };
    container.addEventListener('submit', holdSubmit, true);

    return () => {
      current = false;
      for (const type of STARTS) document.removeEventListener(type, load, { capture: true });
      window.removeEventListener('click', holdClick, true);
      container.removeEventListener('submit', holdSubmit, true);
      cancelIdle();
    };
  }, [part]);

  return { id, ref };
}

interface DeferredProps<P extends object> {
  part: OnDemand<P>;
  /** Compared key by key: a part still waiting for its code must not be re-rendered (see samePart). */
  props: P;
}

/**
 * Whether a part's element may stay as it is. A part still in its server HTML that receives new
 * props would be thrown away and drawn again once its code comes, so equal props must not count
 * as new.
 */
function samePart<P extends object>(previous: DeferredProps<P>, next: DeferredProps<P>): boolean {
  if (previous.part !== next.part) return false;
  const keys = Object.keys(next.props) as (keyof P)[];
  return keys.length === Object.keys(previous.props).length && keys.every((key) => Object.is(previous.props[key], next.props[key]));
}

/** A part loaded on demand, in a container that takes no box of its own. */
export const Deferred = memo(function Deferred<P extends object>({ part, props }: DeferredProps<P>) {
  const { id, ref } = useOnDemand(part);
  return (
    <div id={id} ref={ref} data-on-demand="" className="contents">
      <PartContainer value={ref}>
        <Suspense fallback={null}>
          <part.Component {...props} />
        </Suspense>
      </PartContainer>
    </div>
  );
}, samePart) as <P extends object>(props: DeferredProps<P>) => React.ReactElement;
