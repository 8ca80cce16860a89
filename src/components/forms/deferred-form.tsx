// A form whose code — react-hook-form and its zod schema, ~24 KB gzip — loads when the visitor
// starts on it or when the browser is idle, not before the page is interactive (decision 021).
// The server renders the form whole; until its code is there the page keeps the server's HTML:
// what the visitor types stays, and a submit waits for the code instead of leaving the page.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface FormOnDemand<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once). */
  load: () => void;
  /** Settles once the form has been hydrated or rendered with its code. */
  mounted: Promise<void>;
}

/** Wraps a form module so its code loads only when asked; the server always renders it. */
export function formOnDemand<P extends object>(loader: () => Promise<ComponentType<P>>): FormOnDemand<P> {
  let load!: () => void;
  const requested = new Promise<void>((resolve) => (load = resolve));
  let markMounted!: () => void;
  const mounted = new Promise<void>((resolve) => (markMounted = resolve));
  let loaded: { default: ComponentType<P> } | null = null;
  const module = requested.then(async (): Promise<{ default: ComponentType<P> }> => {
    const Form = await loader();
    function MountedForm(props: P) {
      useEffect(() => markMounted(), []);
      return <Form {...props} />;
    }
    return (loaded = { default: MountedForm });
  });
  if (typeof window === 'undefined') load();
  // Once loaded, the component is handed over at once (a thenable that settles synchronously),
  // so a render after that never suspends; before, hydration keeps the server's HTML meanwhile.
  const Component = lazy<ComponentType<P>>(() => (loaded ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : module));
  return { Component, load, mounted };
}

const STARTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

interface DeferredFormProps<P extends object> {
  form: FormOnDemand<P>;
  /** Unique on the page: tells a page the server sent (hydrating) from one drawn in the browser. */
  id: string;
  props: P;
}

export function DeferredForm<P extends object>({ form, id, props }: DeferredFormProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  // Reached by a click in the browser, the page has no server HTML to show meanwhile: load now.
  const [drawnInBrowser] = useState(() => typeof document !== 'undefined' && document.getElementById(id) === null);
  if (drawnInBrowser) form.load();

  useEffect(() => {
    const container = ref.current!;
    const load = () => form.load();
    for (const type of STARTS) container.addEventListener(type, load, { passive: true });
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 1000);
    let ready = false;
    void form.mounted.then(() => (ready = true));
    const holdSubmit = (event: SubmitEvent) => {
      if (ready) return;
      event.preventDefault();
      form.load();
      const target = event.target as HTMLFormElement;
      void form.mounted.then(() => target.isConnected && target.requestSubmit());
    };
    container.addEventListener('submit', holdSubmit, true);
    return () => {
      for (const type of STARTS) container.removeEventListener(type, load);
      container.removeEventListener('submit', holdSubmit, true);
      if (typeof window.requestIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [form]);

  return (
    <div id={id} ref={ref}>
      <Suspense fallback={null}>
        <form.Component {...props} />
      </Suspense>
    </div>
  );
}

/**
 * The values of a server-rendered form as the page shows them now (typed before its code came),
 * so hydrating the form keeps them; the defaults when the form is not on the page yet.
 */
export function valuesOnPage<T extends object>(formLabel: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.querySelector<HTMLFormElement>(`form[aria-label="${formLabel}"]`);
  if (!form) return defaults;
  const values = { ...defaults } as Record<string, unknown>;
  for (const name of Object.keys(defaults)) {
    const control = form.elements.namedItem(name);
    if (control && 'value' in control && typeof control.value === 'string') values[name] = control.value;
  }
  return values as T;
}
