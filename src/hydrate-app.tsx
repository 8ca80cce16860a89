// Hydration, loaded by the entry once the page has painted: loads the page modules the URL
// needs (so the first render matches the server's HTML), then hydrates the whole document.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from './dom-runtime';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import type { AppState } from './app-state';
import { Document } from './document';
import { createQueryClient } from './lib/query-client';
import { SiteUrlContext } from './lib/site-context';
import { loadPages } from './route-pages';
import { AppRoutes, routes } from './routes';

export async function hydrateApp(state: AppState, stateJson: string): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await loadPages((matchRoutes(routes, window.location) ?? []).map(({ route }) => route.id), { parts: false });

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
