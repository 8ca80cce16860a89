// The one route table, shared by the server renderer and the browser router.
// Each route's id is the file name of its page module: the build maps ids to script chunks for
// modulepreload. `handle.queries` names the API paths a route shows, so the server can prefill
// them from the index before it renders; `handle.searchParams` names the query parameters its
// page reads, the only ones the server renders with and caches pages by.
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './components/layout/site-layout';
import { previewApiPath } from './lib/api/preview-links';
import { SITE_SETTINGS_PATH } from './lib/site-context';

export interface RouteHandle {
  /** API paths (query keys) this route needs, given its params and query string. */
  queries?: (params: Record<string, string | undefined>, search: URLSearchParams) => string[];
  /**
   * Query parameters the page reads (useSearchParams). The server renders and caches a page by
   * its path and these alone, so a page that reads one not listed here is shown without it.
   */
  searchParams?: string[];
  /** HTTP status of the page when it matches (the catch-all answers 404). */
  status?: number;
  /**
   * The first view is drawn in the browser (a template's own markup), so the server's HTML
   * cannot tell which CSS it needs: the page links the whole stylesheet instead of inlining.
   */
  drawnInBrowser?: boolean;
  /**
   * The page is for one visitor holding a secret link (a post's preview): the server renders it
   * on every request, never caches it, and answers it with Cache-Control: private, no-store and
   * X-Robots-Tag: noindex.
   */
  private?: boolean;
}

const handle = (value: RouteHandle): RouteHandle => value;
const withSlug = (base: string, extra: RouteHandle = {}) => handle({ queries: (params) => [`${base}/${encodeURIComponent(params.slug ?? '')}`], ...extra });

export const routes: RouteObject[] = [
  {
    id: 'root',
    handle: handle({ queries: () => [SITE_SETTINGS_PATH] }),
    children: [
      {
        // The template viewer fills the window: no site header or footer around it.
        id: 'template-view-page',
        path: '/template-view/:slug',
        lazy: () => import('./pages/template-view-page'),
        handle: withSlug('/api/templates', { drawnInBrowser: true }),
      },
      {
        id: 'layout',
        element: <SiteLayout />,
        children: [
          {
            id: 'home-page',
            index: true,
            lazy: () => import('./pages/home-page'),
            handle: handle({ queries: () => ['/api/projects', '/api/templates', '/api/blog'] }),
          },
          { id: 'works-page', path: 'works', lazy: () => import('./pages/works-page'), handle: handle({ queries: () => ['/api/projects'] }) },
          { id: 'project-page', path: 'works/:slug', lazy: () => import('./pages/project-page'), handle: withSlug('/api/projects') },
          { id: 'blog-page', path: 'blog', lazy: () => import('./pages/blog-page'), handle: handle({ queries: () => ['/api/blog'], searchParams: ['tag'] }) },
          {
            id: 'blog-post-page',
            path: 'blog/:slug',
            lazy: () => import('./pages/blog-post-page'),
            handle: handle({ queries: (params) => [`/api/blog/${encodeURIComponent(params.slug ?? '')}`, '/api/blog'] }),
          },
          {
            id: 'post-preview-page',
            path: 'preview/:token',
            lazy: () => import('./pages/post-preview-page'),
            handle: handle({ queries: (params) => [previewApiPath(params.token ?? ''), '/api/blog'], private: true }),
          },
          { id: 'services-page', path: 'services', lazy: () => import('./pages/services-page') },
          { id: 'about-page', path: 'about', lazy: () => import('./pages/about-page'), handle: handle({ queries: () => ['/api/content/about.txt'] }) },
          { id: 'contact-page', path: 'contact', lazy: () => import('./pages/contact-page'), handle: handle({ searchParams: ['service'] }) },
          { id: 'calendar-page', path: 'calendar', lazy: () => import('./pages/calendar-page') },
          { id: 'blueprint-page', path: 'blueprint', lazy: () => import('./pages/blueprint-page') },
          { id: 'templates-page', path: 'templates', lazy: () => import('./pages/templates-page'), handle: handle({ queries: () => ['/api/templates'] }) },
          { id: 'template-page', path: 'templates/:slug', lazy: () => import('./pages/template-page'), handle: withSlug('/api/templates', { drawnInBrowser: true }) },
          { id: 'map-projects-page', path: 'map-projects', lazy: () => import('./pages/map-projects-page') },
          { id: 'admin-blog-page', path: 'admin/blog', lazy: () => import('./pages/admin/admin-blog-page') },
          { id: 'privacy-page', path: 'privacy', lazy: () => import('./pages/privacy-page') },
          { id: 'terms-page', path: 'terms', lazy: () => import('./pages/terms-page') },
          { id: 'not-found-page', path: '*', lazy: () => import('./pages/not-found-page'), handle: handle({ status: 404 }) },
        ],
      },
    ],
  },
];
