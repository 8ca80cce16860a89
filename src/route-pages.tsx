// Page modules loaded on demand, in React Router's declarative mode (its data router, which has
// `lazy` built in, costs 17 KiB gzip more on every page). A route's element is a RoutePage: it
// renders its module's Component once loaded, and suspends until then. The server and the
// browser load the pages a URL matches before rendering or hydrating (`loadPages`), so the first
// render never suspends; a later navigation suspends inside the router's transition, which keeps
// the current page on screen until the next one has loaded, with its parts loaded on demand.
import { use, type ComponentType } from 'react';

/** What a page module exports for the router. */
export interface PageModule {
  Component: ComponentType;
  /**
   * The page's parts whose code loads on demand (components/ui/on-demand.tsx). Hydration leaves
   * them for later; a navigation in the browser loads them with the page, so none pops in.
   */
  parts?: readonly { load: () => Promise<void> }[];
}

type Load = () => Promise<PageModule>;

const loaders = new Map<string, Load>();
const loading = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

function loadPage(id: string, { parts }: { parts: boolean }): Promise<ComponentType> | undefined {
  const load = loaders.get(id);
  if (!load) return undefined;
  let promise = loading.get(id);
  if (!promise) {
    promise = load().then(async (module) => {
      if (parts) await Promise.all((module.parts ?? []).map((part) => part.load()));
      loaded.set(id, module.Component);
      return module.Component;
    });
    // A failed load (a network error during navigation) may be tried again on the next render.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads the page modules of the given route ids (ids that name no page are skipped), with their
 * parts loaded on demand or not: the server renders them, hydration leaves them for later.
 */
export async function loadPages(ids: readonly (string | undefined)[], options: { parts: boolean }): Promise<void> {
  await Promise.all(ids.map((id) => (id ? loadPage(id, options) : undefined)));
}

function RoutePage({ id }: { id: string }) {
  const Component = loaded.get(id) ?? use(loadPage(id, { parts: true })!);
  return <Component />;
}

/** A route's id and element for a page module loaded on demand. */
export function page(id: string, load: Load): { id: string; element: React.ReactElement } {
  loaders.set(id, load);
  return { id, element: <RoutePage id={id} /> };
}
