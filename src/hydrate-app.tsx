// Hydration, loaded by the entry once the page has painted. It comes in two steps, which the entry
// runs a task apart: loading the page modules the server rendered with (so the first render
// matches the server's HTML), then hydrating the whole document.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from './dom-runtime';
import { BrowserRouter } from 'react-router-dom';
import type { AppState } from './app-state';
import { Document } from './document';
import { createQueryClient } from './lib/query-client';
import { SiteUrlContext } from './lib/site-context';
import { loadPages } from './route-pages';
import { AppRoutes } from './routes';

/** Loads the page modules of the routes the server matched; resolves to the hydration step. */
export async function prepareApp(state: AppState, stateJson: string): Promise<() => void> {
  await loadPages(state.routeIds, { parts: false });
  return () => hydrateApp(state, stateJson);
}

function hydrateApp(state: AppState, stateJson: string): void {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole document; a click meanwhile hydrates its target at once.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={state.assets} stateJson={stateJson}>
          <SiteUrlContext value={state.siteUrl}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
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
