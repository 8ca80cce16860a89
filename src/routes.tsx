// The one route table, by which the server renders every page (decision 102: the browser gets
// HTML, and hydrates only the islands on it). Each route's id names its page module.
// `handle.queries` names the API paths a route shows, so the server can prefill them from the
// index before it renders; `handle.searchParams` names the query parameters its page reads, the
// only ones the server renders with and caches pages by. A query may also be the key of one page
// of the blog's list (blogPageKey), which the server fills from the index
// (server/ssr/post-list-reads.ts).
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Component as ConsolePage } from './console/console-page';
import { SiteLayout } from './components/layout/site-layout';
import { LATEST_POSTS_PATH, RECENT_POSTS_PATH } from './lib/api/post-list-paths';
import { previewApiPath } from './lib/api/preview-links';
import { blogPageKey, blogPageRequest } from './lib/blog-pages';
import { searchApiPath, searchRequest } from './lib/search';
import { SITE_SETTINGS_PATH } from './lib/site-context';
import { Component as AboutPage } from './pages/about-page';
import { Component as BlogPage } from './pages/blog-page';
import { Component as BlogPostPage } from './pages/blog-post-page';
import { Component as BlueprintPage } from './pages/blueprint-page';
import { Component as CalendarPage } from './pages/calendar-page';
import { Component as ContactPage } from './pages/contact-page';
import { Component as HomePage } from './pages/home-page';
import { Component as MapProjectsPage } from './pages/map-projects-page';
import { Component as NotFoundPage } from './pages/not-found-page';
import { Component as PostPreviewPage } from './pages/post-preview-page';
import { Component as PrivacyPage } from './pages/privacy-page';
import { Component as ProjectPage } from './pages/project-page';
import { Component as SearchPage } from './pages/search-page';
import { Component as ServicesPage } from './pages/services-page';
import { Component as TemplatePage } from './pages/template-page';
import { Component as TemplateViewPage } from './pages/template-view-page';
import { Component as TemplatesPage } from './pages/templates-page';
import { Component as TermsPage } from './pages/terms-page';
import { Component as WorksPage } from './pages/works-page';

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
        id: 'template-view-page', element: <TemplateViewPage />,
        path: '/template-view/:slug',
        handle: withSlug('/api/templates', { drawnInBrowser: true }),
      },
      {
        id: 'layout',
        element: <SiteLayout />,
        children: [
          {
            id: 'home-page', element: <HomePage />,
            index: true,
            handle: handle({ queries: () => ['/api/projects', '/api/templates', LATEST_POSTS_PATH] }),
          },
          { id: 'works-page', element: <WorksPage />, path: 'works', handle: handle({ queries: () => ['/api/projects'] }) },
          { id: 'project-page', element: <ProjectPage />, path: 'works/:slug', handle: withSlug('/api/projects') },
          {
            id: 'blog-page', element: <BlogPage />,
            path: 'blog',
            // One page of the list (src/lib/blog-pages.ts): the server answers it with the whole
            // list under '/api/blog' while the blog fits one page (decision 058).
            handle: handle({ queries: (_params, search) => [blogPageKey(blogPageRequest(search))], searchParams: ['page', 'tag'] }),
          },
          {
            id: 'blog-post-page', element: <BlogPostPage />,
            path: 'blog/:slug',
            handle: handle({ queries: (params) => [`/api/blog/${encodeURIComponent(params.slug ?? '')}`, RECENT_POSTS_PATH] }),
          },
          {
            id: 'post-preview-page', element: <PostPreviewPage />,
            path: 'preview/:token',
            handle: handle({ queries: (params) => [previewApiPath(params.token ?? ''), RECENT_POSTS_PATH], private: true }),
          },
          {
            id: 'search-page', element: <SearchPage />,
            path: 'search',
            // Only a query the API would answer is prefilled (src/lib/search.ts); the page says what is wrong with another.
            handle: handle({ queries: (_params, search) => [searchRequest(search)].flatMap((asked) => (asked.kind === 'query' ? [searchApiPath(asked.query)] : [])), searchParams: ['q'] }),
          },
          { id: 'services-page', element: <ServicesPage />, path: 'services' },
          { id: 'about-page', element: <AboutPage />, path: 'about', handle: handle({ queries: () => ['/api/content/about.txt'] }) },
          { id: 'contact-page', element: <ContactPage />, path: 'contact', handle: handle({ searchParams: ['service'] }) },
          { id: 'calendar-page', element: <CalendarPage />, path: 'calendar' },
          { id: 'blueprint-page', element: <BlueprintPage />, path: 'blueprint' },
          { id: 'templates-page', element: <TemplatesPage />, path: 'templates', handle: handle({ queries: () => ['/api/templates'] }) },
          { id: 'template-page', element: <TemplatePage />, path: 'templates/:slug', handle: withSlug('/api/templates', { drawnInBrowser: true }) },
          { id: 'map-projects-page', element: <MapProjectsPage />, path: 'map-projects' },
          { id: 'console-page', element: <ConsolePage />, path: 'admin/blog' },
          { id: 'privacy-page', element: <PrivacyPage />, path: 'privacy' },
          { id: 'terms-page', element: <TermsPage />, path: 'terms' },
          { id: 'not-found-page', element: <NotFoundPage />, path: '*', handle: handle({ status: 404 }) },
        ],
      },
    ],
  },
];

/** The route table rendered inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
