// The known-browser cookie (decision 078): set by a successful sign-in, it tells the next
// sign-in from this browser that it has signed in before, so its password check goes ahead of
// strangers' guesses, however many addresses they come from. It opens nothing by itself: the
// password is still checked. HttpOnly, sent only to the sign-in call and only from the site's
// own pages; the server keeps only its hash (admin-auth.ts), and a new one replaces it at each
// sign-in.
import type { Request, Response } from 'express';
import { KNOWN_BROWSER_TTL_MS } from '../auth/admin-auth';
import { readCookies } from '../images/unpublished-media';

export const KNOWN_BROWSER_COOKIE = 'folio_known_browser';
/** The sign-in call's path (consoleEndpoints.signIn): the only request that needs the cookie. */
const SIGN_IN_PATH = '/api/admin/session';

/** The token the browser sent, if any (whether it is still valid is the auth's to say). */
export function knownBrowserToken(req: Request): string | undefined {
  return readCookies(req.get('cookie')).get(KNOWN_BROWSER_COOKIE) || undefined;
}

export function rememberBrowser(req: Request, res: Response, token: string): void {
  const attributes = [
    `${KNOWN_BROWSER_COOKIE}=${token}`,
    `Path=${SIGN_IN_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(req.secure ? ['Secure'] : []),
    `Max-Age=${Math.floor(KNOWN_BROWSER_TTL_MS / 1000)}`,
  ];
  res.append('Set-Cookie', attributes.join('; '));
}
