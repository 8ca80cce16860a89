// The skeletons a page shows while its lists load (spec §2, §3, §9: 6 for projects, 2 for
// templates, 3 posts on Home and 6 on Blog), rendered as the server renders a page whose reads
// have not arrived. Pages are server HTML now (decision 102): a browser following a link gets the
// page with its lists, so it never waits for them and the e2e tests that slowed the API on a
// client navigation are gone; the states are checked here, on the page components.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPageComponent } from '../../tests/support/page-component';
import { Component as AboutPage } from './about-page';
import { Component as BlogPage } from './blog-page';
import { Component as HomePage } from './home-page';
import { Component as ProjectPage } from './project-page';
import { Component as WorksPage } from './works-page';

/** Renders `Page` at `url` with the site settings and nothing else read yet. */
const renderLoading = (Page: ComponentType, url: string, pattern = url) => renderPageComponent(Page, url, pattern);

/** The number of placeholder cards in the status region labelled `label` (up to the next region). */
function skeletons(html: string, label: string): number {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start === -1) return 0;
  const next = html.indexOf('role="status"', start);
  return (html.slice(start, next === -1 ? undefined : next).match(/class="animate-pulse overflow-hidden/g) ?? []).length;
}

describe("the skeletons while a page's lists load", () => {
  it.each([
    ['/', HomePage, 'Loading projects', 6],
    ['/', HomePage, 'Loading templates', 2],
    ['/', HomePage, 'Loading posts', 3],
    ['/works', WorksPage, 'Loading projects', 6],
    ['/blog', BlogPage, 'Loading posts', 6],
  ] as const)('%s shows "%s" × %i', (url, Page, label, count) => {
    const html = renderLoading(Page, url);
    expect(html).toContain('role="status"');
    expect(skeletons(html, label)).toBe(count);
  });
});

describe('the other pages while their read loads', () => {
  it("a project shows the 'Loading project' skeleton", () => {
    expect(renderLoading(ProjectPage, '/works/a-project', '/works/:slug')).toMatch(/role="status" aria-label="Loading project"/);
  });

  it("About says 'Loading content...'", () => {
    expect(renderLoading(AboutPage, '/about')).toContain('Loading content...');
  });
});
