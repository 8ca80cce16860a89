// The one route table, shared by the server renderer and the browser router.
// Each route's id is the file name of its page module (loaded on demand, route-pages.tsx): the
// build maps ids to script chunks for modulepreload. `handle.queries` names the API paths a route shows, so the server can prefill
// them from the index before it renders; `handle.searchParams` names the query parameters its
// page reads, the only ones the server renders with and caches pages by. A query may also be
// the key of one page of the blog's list (blogPageKey), which the server fills from the index
// (server/ssr/post-list-reads.ts) and the browser never fetches.
import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './components/layout/site-layout';
import { LATEST_POSTS_PATH, RECENT_POSTS_PATH } from './lib/api/post-list-paths';
import { previewApiPath } from './lib/api/preview-links';
import { blogPageKey, blogPageRequest } from './lib/blog-pages';
import { searchApiPath, searchRequest } from './lib/search';
import { SITE_SETTINGS_PATH } from './lib/site-context';
import { page } from './route-pages';

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
        ...page('template-view-page', () => import('./pages/template-view-page')),
        path: '/template-view/:slug',
        handle: withSlug('/api/templates', { drawnInBrowser: true }),
      },
      {
        id: 'layout',
        element: <SiteLayout />,
        children: [
          {
            ...page('home-page', () => import('./pages/home-page')),
            index: true,
            handle: handle({ queries: () => ['/api/projects', '/api/templates', LATEST_POSTS_PATH] }),
          },
          { ...page('works-page', () => import('./pages/works-page')), path: 'works', handle: handle({ queries: () => ['/api/projects'] }) },
          { ...page('project-page', () => import('./pages/project-page')), path: 'works/:slug', handle: withSlug('/api/projects') },
          {
            ...page('blog-page', () => import('./pages/blog-page')),
            path: 'blog',
            // One page of the list (src/lib/blog-pages.ts): the server answers it with the whole
            // list under '/api/blog' while the blog fits one page (decision 058).
            handle: handle({ queries: (_params, search) => [blogPageKey(blogPageRequest(search))], searchParams: ['page', 'tag'] }),
          },
          {
            ...page('blog-post-page', () => import('./pages/blog-post-page')),
            path: 'blog/:slug',
            handle: handle({ queries: (params) => [`/api/blog/${encodeURIComponent(params.slug ?? '')}`, RECENT_POSTS_PATH] }),
          },
          {
            ...page('post-preview-page', () => import('./pages/post-preview-page')),
            path: 'preview/:token',
            handle: handle({ queries: (params) => [previewApiPath(params.token ?? ''), RECENT_POSTS_PATH], private: true }),
          },
          {
            ...page('search-page', () => import('./pages/search-page')),
            path: 'search',
            // Only a query the API would answer is prefilled (src/lib/search.ts); the page says what is wrong with another.
            handle: handle({ queries: (_params, search) => [searchRequest(search)].flatMap((asked) => (asked.kind === 'query' ? [searchApiPath(asked.query)] : [])), searchParams: ['q'] }),
          },
          { ...page('services-page', () => import('./pages/services-page')), path: 'services' },
          { ...page('about-page', () => import('./pages/about-page')), path: 'about', handle: handle({ queries: () => ['/api/content/about.txt'] }) },
          { ...page('contact-page', () => import('./pages/contact-page')), path: 'contact', handle: handle({ searchParams: ['service'] }) },
          { ...page('calendar-page', () => import('./pages/calendar-page')), path: 'calendar' },
          { ...page('blueprint-page', () => import('./pages/blueprint-page')), path: 'blueprint' },
          { ...page('templates-page', () => import('./pages/templates-page')), path: 'templates', handle: handle({ queries: () => ['/api/templates'] }) },
          { ...page('template-page', () => import('./pages/template-page')), path: 'templates/:slug', handle: withSlug('/api/templates', { drawnInBrowser: true }) },
          { ...page('map-projects-page', () => import('./pages/map-projects-page')), path: 'map-projects' },
          { ...page('console-page', () => import('./console/console-page')), path: 'admin/blog' },
          { ...page('privacy-page', () => import('./pages/privacy-page')), path: 'privacy' },
          { ...page('terms-page', () => import('./pages/terms-page')), path: 'terms' },
          { ...page('not-found-page', () => import('./pages/not-found-page')), path: '*', handle: handle({ status: 404 }) },
        ],
      },
    ],
  },
];

/** The route table rendered inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
