// Page modules loaded on demand, in React Router's declarative mode (its data router, which has
// `lazy` built in, costs 17 KiB gzip more on every page). A route's element is a RoutePage: it
// renders its module's Component once loaded, and suspends until then. The server and the
// browser load the pages a URL matches before rendering or hydrating (`loadPages`), so the first
// render never suspends; a later navigation suspends inside the router's transition, which keeps
// the current page on screen until the next one has loaded.
import { use, type ComponentType } from 'react';

/** What a page module exports for the router. */
export interface PageModule {
  Component: ComponentType;
}

type Load = () => Promise<PageModule>;

const loaders = new Map<string, Load>();
const loading = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

function loadPage(id: string): Promise<ComponentType> | undefined {
  const load = loaders.get(id);
  if (!load) return undefined;
  let promise = loading.get(id);
  if (!promise) {
    promise = load().then(({ Component }) => {
      loaded.set(id, Component);
      return Component;
    });
    // A failed load (a network error during navigation) may be tried again on the next render.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** Loads the page modules of the given route ids (ids that name no page are skipped). */
export async function loadPages(ids: readonly (string | undefined)[]): Promise<void> {
  await Promise.all(ids.map((id) => (id ? loadPage(id) : undefined)));
}

function RoutePage({ id }: { id: string }) {
  const Component = loaded.get(id) ?? use(loadPage(id)!);
  return <Component />;
}

/** A route's id and element for a page module loaded on demand. */
export function page(id: string, load: Load): { id: string; element: React.ReactElement } {
  loaders.set(id, load);
  return { id, element: <RoutePage id={id} /> };
}
