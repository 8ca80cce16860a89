// The browser half of an island (decision 102): each island's entry, which the build writes for
// every src/islands/<name>.island.tsx, calls this with the island's element. It hydrates the
// server's HTML as a root of its own, with the props and id prefix the server rendered it with.
// React DOM is a chunk shared by the islands: a page fetches it only once one of them starts.
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, type Island } from './define-island';

/** Data attributes the server writes on an island element (server/ssr/islands.ts). */
export interface IslandElementData {
  props: string;
  prefix: string;
}

/** Hydrates `element` as `island`; resolves once React has committed it (its effects ran). */
export function hydrateIsland(element: HTMLElement, island: Island<never>): Promise<void> {
  const { props = '{}', prefix = '' } = element.dataset as Partial<IslandElementData>;
  return new Promise((resolve) => {
    hydrateRoot(element, <IslandRoot Component={island.Component} props={JSON.parse(props) as never} onHydrated={resolve} />, {
      identifierPrefix: prefix,
      // Production React reports hydration mismatches only through this hook: make them loud.
      onRecoverableError: (error) => console.error(`Hydration error in island ${island.islandName}:`, error),
    });
  });
}
