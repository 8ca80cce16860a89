// What the server hands the browser in the page: asset URLs, public config and the prefilled
// query cache. It travels as a non-executable JSON script, so no inline script is needed.
import type { DehydratedState } from '@tanstack/react-query';

export interface PageAssets {
  entry: string;
  /** The stylesheet, linked by pages whose first view the app draws. */
  css: string[];
  /** The typeface's file, preloaded from <head>: the inlined stylesheet names it, found only once styles are computed. */
  fonts: string[];
  /** True when the server inlined the whole stylesheet in the page's <head> (decision 030). */
  inlineCss: boolean;
  /** The first view is drawn by the app (a template), not by the server's HTML. */
  drawnInBrowser: boolean;
  /** The route's own chunks (beyond the app's); the entry preloads them after the first paint. */
  preload: string[];
}

export interface AppState {
  assets: PageAssets;
  /**
   * The ids of the routes the server matched for this page, outermost first: the browser loads
   * their page modules before it hydrates, without matching the URL against the table again.
   */
  routeIds: string[];
  siteUrl: string;
  queries: DehydratedState;
}

export const APP_STATE_ELEMENT_ID = 'folio-state';

/**
 * Where the browser finds the state: a JSON script that is a direct child of <body>. Content can
 * put neither a <script> nor an unprefixed id in a page (the sanitizer removes the one and
 * prefixes the other), so a post body can never stand in for it.
 */
export function readAppStateJson(doc: Document): string {
  return doc.querySelector(`body > script[type="application/json"]#${APP_STATE_ELEMENT_ID}`)?.textContent ?? '';
}

/** JSON that is safe inside a <script> element: no "<" can close it early. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
