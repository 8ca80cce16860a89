// Navigation between pages is plain links to server-rendered HTML (decision 0XX-plain-page-script);
// the browser prerenders a same-origin page link the visitor is about to follow (moderate
// eagerness: a hover of about 200 ms, or the pointer going down), so the next page is often
// complete before the click. The CSP allows no inline script, so the rules are not a
// <script type="speculationrules"> in the page: every page's answer names this small JSON file in
// a Speculation-Rules header, and the server serves it from our origin with its own type.
// Never speculated: the console, the API, preview links (secret, never cached), the feeds and
// other files (any path with a dot: /rss.xml, /feed.json, downloads, the map demos), links that
// open elsewhere or download, and links a page marks data-no-speculate.
import type { RequestHandler } from 'express';
import { FEEDS } from '../../src/lib/feeds';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The header every page's answer carries (a quoted URL, as the header's syntax wants). */
export const SPECULATION_RULES_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` });

/** Paths never prerendered (URL patterns, matched against a link's address). */
export const NOT_SPECULATED: readonly string[] = [
  '/admin',
  '/admin/*',
  '/api/*',
  '/preview/*',
  '/PREVIEW/*',
  ...Object.values(FEEDS).map((feed) => feed.path),
  '/*.*',
];

export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NOT_SPECULATED } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"], [data-no-speculate]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

const BODY = JSON.stringify(SPECULATION_RULES);

/** Serves the rules: the type the browser requires, cached for an hour (they change with the code). */
export const speculationRules: RequestHandler = (_req, res) => {
  res.type('application/speculationrules+json').set('Cache-Control', 'public, max-age=3600').send(BODY);
};
