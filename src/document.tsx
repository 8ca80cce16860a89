// The whole HTML document, rendered by React on the server and hydrated in the browser, so that
// React 19 can hoist each page's <title> and <meta> into <head> (STACK-NOTES: whole document).
import type { ReactNode } from 'react';
import { APP_STATE_ELEMENT_ID, type PageAssets } from './app-state';

interface DocumentProps {
  assets: PageAssets;
  /** The serialized AppState, byte-identical on server and client. */
  stateJson: string;
  children: ReactNode;
}

export function Document({ assets, stateJson, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c3aed" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="Blog" href="/rss.xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={assets.entry} />
      </head>
      <body>
        {children}
        <script id={APP_STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateJson }} />
      </body>
    </html>
  );
}
