// The templates list's and a template's error states: 'Error' with 'Failed to fetch templates' /
// 'Failed to fetch template' and the way back (spec §7), rendered as the server renders a page
// whose read has failed. Pages are server HTML now (decision 102): a browser following a link
// no longer fetches the API, so the e2e tests that failed that fetch are gone, and the states are
// checked here, on the page components.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { pageQueryClient, renderPageComponent } from '../../tests/support/page-component';
import { Component as TemplatePage } from './template-page';
import { Component as TemplateViewPage } from './template-view-page';
import { Component as TemplatesPage } from './templates-page';

/** Renders `Page` at `url`, its reads of `failing` having failed. */
async function renderFailed(Page: ComponentType, pattern: string, url: string, failing: string): Promise<string> {
  const client = pageQueryClient();
  // A failed read stays failed: a render would otherwise show it as pending, to fetch again.
  client.setQueryDefaults([failing], { retryOnMount: false });
  await client.prefetchQuery({ queryKey: [failing], queryFn: () => Promise.reject(new Error('the read failed')) });
  return renderPageComponent(Page, url, pattern, client);
}

describe('template pages when their read fails', () => {
  it("the list says 'Error' and 'Failed to fetch templates'", async () => {
    const html = await renderFailed(TemplatesPage, '/templates', '/templates', '/api/templates');
    expect(html).toMatch(/<div role="alert"><h2[^>]*>Error<\/h2><p[^>]*>Failed to fetch templates<\/p><\/div>/);
  });

  it("a template's page says 'Error' and 'Failed to fetch template', with Back to Templates and no island", async () => {
    const html = await renderFailed(TemplatePage, '/templates/:slug', '/templates/map-product-landing', '/api/templates/map-product-landing');
    expect(html).toMatch(/<h1[^>]*>Error<\/h1><p[^>]*>Failed to fetch template<\/p><a[^>]*href="\/templates"[^>]*>Back to Templates<\/a>/);
    expect(html).not.toContain('folio-island');
  });

  it("the viewer says 'Error' and 'Failed to fetch template', with a link to the library", async () => {
    const html = await renderFailed(TemplateViewPage, '/template-view/:slug', '/template-view/map-product-landing', '/api/templates/map-product-landing');
    expect(html).toMatch(/<h1[^>]*>Error<\/h1><p[^>]*>Failed to fetch template<\/p><a[^>]*href="\/templates"[^>]*>Browse all templates<\/a>/);
  });
});
