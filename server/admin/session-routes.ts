// Sign-in and sign-out (signIn, signOut in the endpoint table, src/lib/api/console-endpoints.ts).
// The console trades the password for a random, expiring session token (docs/decisions/006): the
// browser keeps only the token, never the password, and signing out revokes the token here. Both
// are mounted at /api, before the console's guard: sign-in cannot need a session, and signing out a
// token that is no longer valid is not an error. A successful sign-in also marks the browser as
// known (known-browser-cookie.ts), so its next sign-in goes ahead of strangers' guesses.
// Signing in with a passkey (passkey-routes.ts) is registered here too, beside the password.
import { Router } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { ApiError } from '../api/api-error';
import type { AdminAuth } from '../auth/admin-auth';
import type { PasskeyCeremonies } from '../auth/passkeys/passkey-ceremonies';
import { grantConsoleMedia } from '../images/unpublished-media';
import { consoleRoute, parseBody } from './console-route';
import { knownBrowserToken, rememberBrowser } from './known-browser-cookie';
import { passkeySignInRoutes } from './passkey-routes';
import { checksBusy, clientAddress, tooManyAttempts } from './require-admin';

/** Where app.ts mounts these routes. */
const MOUNTED_AT = '/api';

/** A body that is not a JSON object reads as one with no password. */
const NO_PASSWORD = {};

export function sessionRoutes(auth: AdminAuth, passkeys: PasskeyCeremonies): Router {
  const router = Router();

  consoleRoute(router, consoleEndpoints.signIn, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : NO_PASSWORD;
    const { password } = parseBody(consoleEndpoints.signIn, body, { invalid: { code: 'missing_password', message: (fields) => fields.password ?? 'Enter the console password.' } });
    const result = await auth.login(password, clientAddress(req), knownBrowserToken(req));
    if (result.ok) {
      grantConsoleMedia(req, res, result.session.token);
      rememberBrowser(req, res, result.knownBrowser);
      res.status(201).json(result.session);
      return;
    }
    if (result.reason === 'throttled') throw tooManyAttempts(res, result.retryAfterMs);
    if (result.reason === 'busy') throw checksBusy(res, result.retryAfterMs);
    throw new ApiError(401, 'wrong_password', 'Incorrect password.');
  }, MOUNTED_AT);

  consoleRoute(router, consoleEndpoints.signOut, async (req, res) => {
    await auth.logout(req.get('authorization'));
    grantConsoleMedia(req, res, null);
    res.set('Cache-Control', 'no-store').status(204).end();
  }, MOUNTED_AT);

  passkeySignInRoutes(router, auth, passkeys, MOUNTED_AT);

  return router;
}
