// Hydration, loaded by the entry once the page has painted: resolves the lazy page modules the
// URL needs (so the first render matches the server's HTML), then hydrates the whole document.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from './dom-runtime';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppState } from './app-state';
import { Document } from './document';
import { createQueryClient } from './lib/query-client';
import { SiteUrlContext } from './lib/site-context';
import { routes } from './routes';

async function resolveLazyRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export async function hydrateApp(state: AppState, stateJson: string): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);

  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole document; a click meanwhile hydrates its target at once.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={state.assets} stateJson={stateJson}>
          <SiteUrlContext value={state.siteUrl}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </SiteUrlContext>
        </Document>
      </StrictMode>,
      {
        // Production React reports hydration mismatches only through this hook: make them loud.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      },
    );
  });
}
