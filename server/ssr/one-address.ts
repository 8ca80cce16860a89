// One address per page (issue 42, finding 9; decision 096). The
// route table matches paths without regard to case or a trailing slash, so /blog/, /Blog and
// /BLOG/Some-Post all rendered their page, each naming itself as canonical: duplicates to a
// crawler. A path that matches a page is answered at one spelling: no trailing slash, the
// route's own words in its case, a slug in lower case (a slug has no capitals: src/lib/slug.ts).
// Other parameters (a preview's token) keep their case. A path no page matches is left as it
// is: the not-found page, or an old address (decision 065), answers it in one step.
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../src/routes';

/** Route parameters that hold a slug, always lower case. */
const SLUG_PARAMS = new Set(['slug']);

/** The one spelling of a page's path, or the path itself when no page (only the catch-all) matches it. */
export function oneAddress(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const matches = matchRoutes(routes, trimmed);
  const last = matches?.at(-1);
  if (!matches || !last || last.route.path === '*') return pathname;
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter((part) => part !== '')
    .join('/')
    .split('/')
    .filter((part) => part !== '');
  const written = trimmed.split('/').filter((part) => part !== '');
  // The route table has no optional or splat segments on its pages, so the two line up.
  if (pattern.length !== written.length) return trimmed;
  const parts = pattern.map((part, at) => {
    if (!part.startsWith(':')) return part;
    const value = written[at]!;
    // Capitals only: a percent-escape keeps its hex digits as written (browsers send them upper case).
    return SLUG_PARAMS.has(part.slice(1)) ? value.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (piece) => (piece.startsWith('%') ? piece : piece.toLowerCase())) : value;
  });
  return `/${parts.join('/')}`;
}
