// An island: a React component that hydrates on its own, inside a page that is otherwise plain
// server HTML (decision 102). A page renders `<ContactFormIsland when="interaction" props={…} />`;
// the server renders the component as a root of its own (its own `useId` prefix) inside a
// <folio-island> element that names its script, its props and when to start it, and the page
// script (island-loader.ts) hydrates it when that condition holds.
import { createContext, use, useEffect, type ComponentType, type ReactNode } from 'react';

/** When an island's code loads and it hydrates. */
export type IslandWhen =
  /** At once: the page is nothing without it (the console). */
  | 'load'
  /** Once the browser is idle after the page has loaded. */
  | 'idle'
  /** When it comes within 200 px of the view. */
  | 'visible'
  /** At the visitor's first pointer, focus or key inside it (forms). */
  | 'interaction';

/** What props may hold: they travel as JSON in the island element's `data-props`. */
export type IslandJson = string | number | boolean | null | readonly IslandJson[] | { readonly [key: string]: IslandJson | undefined };

export interface IslandProps<P> {
  props: P;
  when: IslandWhen;
}

/** An island as pages use it (a component) and as its browser entry hydrates it. */
export interface Island<P> {
  (islandProps: IslandProps<P>): ReactNode;
  islandName: string;
  Component: ComponentType<P>;
}

/** The server renderer's record of the islands on the page it renders (server/ssr/islands.ts). */
export interface IslandSlots {
  /** Records an island; returns the number its placeholder carries. */
  add(island: Island<never>, props: unknown, when: IslandWhen): number;
}

export const IslandSlotsContext = createContext<IslandSlots | null>(null);

/** The attribute of the placeholder the server's first pass renders and then fills. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'folio-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { [attribute: `data-${string}`]: string | number | undefined };
    }
  }
}

/**
 * Declares an island. `name` is its file's name (`src/islands/<name>.island.tsx`), which is
 * also its script's: a test checks they agree.
 */
export function defineIsland<P extends { readonly [key: string]: IslandJson | undefined }>(name: string, Component: ComponentType<P>): Island<P> {
  function IslandPlaceholder({ props, when }: IslandProps<P>) {
    const slots = use(IslandSlotsContext);
    if (!slots) throw new Error(`The island ${name} was rendered outside the server's page renderer.`);
    const slot = slots.add(island as Island<never>, props, when);
    return <folio-island {...{ [ISLAND_SLOT_ATTRIBUTE]: slot }} />;
  }
  const island = Object.assign(IslandPlaceholder, { islandName: name, Component });
  return island;
}

/**
 * The island's root on both sides: the component, and a signal once the browser has hydrated
 * it (the loader then replays a click or submit made before). The server renders the same tree,
 * so the two agree to the last `useId`.
 */
export function IslandRoot<P extends object>({ Component, props, onHydrated }: { Component: ComponentType<P>; props: P; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <Component {...props} />;
}
