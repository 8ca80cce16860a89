// The whole HTML document, rendered by React on the server only (decision 102): the browser
// never hydrates it. React 19 hoists each page's <title> and <meta> into <head>. The page loads
// one small script (src/page-script/) that wires its behaviours and starts its islands. Once the
// page is rendered, the server adds its critical CSS at the end of <head> and links the whole
// stylesheet in <body> (server/ssr/critical-css.ts, decision 103).
import type { ReactNode } from 'react';
import { FEEDS } from './lib/feeds';

/** What a page links: the page script, the stylesheet and the typeface (server/ssr/asset-manifest.ts). */
export interface PageAssets {
  pageScript: string;
  /** The whole stylesheet, linked by the server once the page is rendered (critical-css.ts). */
  css: string[];
  /** The typeface's file, preloaded from <head>: the stylesheet names it, found only once styles are computed. */
  fonts: string[];
}

interface DocumentProps {
  assets: PageAssets;
  /** The theme script's text (src/lib/theme-script.ts): runs before anything is drawn. */
  themeScript: string;
  children: ReactNode;
}

export function Document({ assets, themeScript, children }: DocumentProps) {
  return (
    // data-theme on <html> is the theme script's.
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything is drawn: the visitor's remembered theme, and the toggle's listener
            (decision 063). Its hash is the one inline script the CSP allows. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* The typeface, fetched with the page rather than once styles are computed: its text
            is drawn in it from the first paint more often, and swapped in sooner otherwise. */}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b6f82" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#062930" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="96x96" />
        {Object.values(FEEDS).map((feed) => (
          <link key={feed.path} rel="alternate" type={feed.type} title={feed.title} href={feed.path} />
        ))}
      </head>
      <body>
        {children}
        <script type="module" src={assets.pageScript} />
      </body>
    </html>
  );
}
