// The whole HTML document, rendered by React on the server and hydrated in the browser, so that
// The whole HTML document is rendered by React: React 19 hoists each page's <title> and <meta> into <head>.
// The first paint needs only this HTML (decision 021): the page's CSS is inlined, the whole
// stylesheet follows after hydration, and the page's scripts are fetched after the first paint.
import { useEffect, useState, type ReactNode } from 'react';
import { APP_STATE_ELEMENT_ID, type PageAssets } from './app-state';

/** React hoists precedence styles and matches the browser's render to the server's by this key. */
export const CRITICAL_CSS_KEY = 'folio-critical-css';
const PRECEDENCE = 'site';

interface DocumentProps {
  assets: PageAssets;
  /** The serialized AppState, byte-identical on server and client. */
  stateJson: string;
  /** The page's inlined CSS; only the server has it (the browser keeps the server's element). */
  criticalCss?: string;
  children: ReactNode;
}

export function Document({ assets, stateJson, criticalCss = '', children }: DocumentProps) {
  return (
    <html lang="en" data-first-view={assets.drawnInBrowser ? 'app' : 'html'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.criticalCss ? (
          <style href={CRITICAL_CSS_KEY} precedence={PRECEDENCE}>
            {criticalCss}
          </style>
        ) : (
          assets.css.map((href) => <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />)
        )}
        {/* The first paint waits until the parser has the whole page (up to its state, which
            follows the content): one style and layout pass for the page, before the paint,
            instead of one per parsed chunk after it. */}
        <link rel="expect" href={`#${APP_STATE_ELEMENT_ID}`} blocking="render" />
        <meta name="theme-color" content="#7c3aed" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="Blog" href="/rss.xml" />
      </head>
      <body>
        {children}
        <script id={APP_STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateJson }} />
        {assets.criticalCss && <StylesheetAfterHydration hrefs={assets.css} />}
        {/* Tiny, and low: it loads the app and the route's chunks once the page has painted. */}
        <script type="module" src={assets.entry} fetchPriority="low" />
      </body>
    </html>
  );
}

/**
 * The whole stylesheet, for what the page shows next (other routes, opened menus, toasts). It
 * goes after the inlined rules: a superset later in the cascade keeps every rule's order.
 */
function StylesheetAfterHydration({ hrefs }: { hrefs: string[] }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />);
}
