// The whole HTML document is rendered by React, on the server and again when the browser
// hydrates it; React 19 hoists each page's <title> and <meta> into <head>.
// The first paint needs only this HTML (decisions 021 and 0XX-critical-css): once the page is
// rendered, the server adds its critical CSS at the end of <head> and links the whole stylesheet
// in <body> (server/ssr/critical-css.ts); the page's scripts come after the first paint.
import type { ReactNode } from 'react';
import { APP_STATE_ELEMENT_ID, type PageAssets } from './app-state';
import { FEEDS } from './lib/feeds';

const PRECEDENCE = 'site';

interface DocumentProps {
  assets: PageAssets;
  /** The serialized AppState, byte-identical on server and client. */
  stateJson: string;
  /**
   * The theme script's text (src/lib/theme-script.ts), likewise the server's alone: it has run
   * before the app loads, so the browser's bundle does not carry it again.
   */
  themeScript?: string;
  children: ReactNode;
}

export function Document({ assets, stateJson, themeScript = '', children }: DocumentProps) {
  return (
    // data-theme on <html> is the theme script's: React leaves an attribute it does not render.
    <html lang="en" data-first-view={assets.drawnInBrowser ? 'app' : 'html'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything is drawn: the visitor's remembered theme, and the toggle's listener
            (decision 063). Its hash is the one inline script the CSP allows. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* A page whose first view the app draws cannot tell its critical CSS: it waits for the
            whole stylesheet. The server styles the others (critical-css.ts). */}
        {!assets.inlineCss && assets.css.map((href) => <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />)}
        {/* The first paint waits until the parser has the whole page (up to its state, which
            follows the content): one style and layout pass for the page, before the paint,
            instead of one per parsed chunk after it. */}
        {/* The typeface, fetched with the page rather than once styles are computed: its text
            is drawn in it from the first paint more often, and swapped in sooner otherwise. */}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="expect" href={`#${APP_STATE_ELEMENT_ID}`} blocking="render" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b6f82" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#062930" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="96x96" />
        {Object.values(FEEDS).map((feed) => (
          <link key={feed.path} rel="alternate" type={feed.type} title={feed.title} href={feed.path} />
        ))}
      </head>
      <body>
        {children}
        <script id={APP_STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateJson }} />
        {/* Tiny, and low: it loads the app and the route's chunks once the page has painted. */}
        <script type="module" src={assets.entry} fetchPriority="low" />
      </body>
    </html>
  );
}
