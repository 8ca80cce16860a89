// A page component rendered as the server renders it, outside the server: at a URL, with the
// site settings read and whatever else `client` was given (tests of states a browser never
// waits for now that pages are server HTML, decision 102).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../src/lib/query-client';
import { siteSettingsSchema } from '../../src/lib/schemas/content-schemas';
import { SITE_SETTINGS_PATH } from '../../src/lib/site-context';

/** A query client holding the default site settings, for `renderPageComponent`. */
export function pageQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setQueryData([SITE_SETTINGS_PATH], siteSettingsSchema.parse({}));
  return client;
}

/** `Page`'s HTML at `url`, its route matched by `pattern`. */
export function renderPageComponent(Page: ComponentType, url: string, pattern: string, client = pageQueryClient()): string {
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
