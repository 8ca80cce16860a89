// The passkey calls (rows of the endpoint table, src/lib/api/console-endpoints.ts). Signing in with
// a passkey (two public calls) is registered with the password sign-in, before the console's
// guard; adding, listing and removing passkeys are console routes behind it. The ceremonies are
// server/auth/passkeys/; this file reads who is asking and maps their refusals to statuses.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { ApiError } from '../api/api-error';
import type { AdminAuth } from '../auth/admin-auth';
import type { Asker, PasskeyCeremonies } from '../auth/passkeys/passkey-ceremonies';
import { PasskeyError } from '../auth/passkeys/passkey-error';
import type { RequestPlace } from '../auth/passkeys/relying-party';
import { addressKey } from '../http/address-key';
import { grantConsoleMedia } from '../images/unpublished-media';
import { consoleRoute, parseBody } from './console-route';
import { knownBrowserToken, rememberBrowser } from './known-browser-cookie';
import { clientAddress } from './require-admin';

const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/** Protocol and Host as Express reads them through the trusted proxy hops (X-Forwarded-Proto, -Host). */
const placeOf = (req: Request): RequestPlace => ({ protocol: req.protocol, host: req.host });

/** A browser that signed in before has a lane of its own (decision 078); anyone else counts in their address group's. */
function signInAsker(req: Request, auth: AdminAuth): Asker & { known: boolean; token: string | null } {
  const token = knownBrowserToken(req);
  if (token && auth.isKnownBrowser(token)) return { lane: `known browser ${shortHash(token)}`, known: true, token };
  return { lane: addressKey(clientAddress(req)), known: false, token: null };
}

/** The signed-in console's lane: its session (or a script's password bearer), never a stranger's. */
const sessionAsker = (req: Request): Asker => ({ lane: `session ${shortHash(req.get('authorization') ?? '')}`, known: true });

/** A refusal of the ceremonies as the API's error. */
function passkeyApiError(error: unknown, res: Response): unknown {
  if (!(error instanceof PasskeyError)) return error;
  if (error.refusal === 'throttled') res.set('Retry-After', String(Math.ceil((error.retryAfterMs ?? 60_000) / 1000)));
  const status = { unusable: 400, expired: 400, rejected: 401, not_found: 404, throttled: 429, full: 409 }[error.refusal];
  return new ApiError(status, error.code, error.message);
}

async function answering<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw passkeyApiError(error, res);
  }
}

/** The two public calls of a passkey sign-in, on the sign-in router (mounted at `mountedAt`). */
export function passkeySignInRoutes(router: Router, auth: AdminAuth, passkeys: PasskeyCeremonies, mountedAt: string): void {
  consoleRoute(router, consoleEndpoints.passkeySignInOptions, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await answering(res, () => passkeys.signInOptions(placeOf(req), signInAsker(req, auth))));
  }, mountedAt);

  consoleRoute(router, consoleEndpoints.passkeySignIn, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { credential } = parseBody(consoleEndpoints.passkeySignIn, req.body, { invalid: { code: 'invalid_passkey_answer', message: (fields) => fields.credential ?? 'Send the browser\'s passkey answer as {"credential": …}.' } });
    const asker = signInAsker(req, auth);
    await answering(res, () => passkeys.signIn(placeOf(req), asker, { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} }, clientAddress(req)));
    const opened = await auth.openSession(asker.token);
    grantConsoleMedia(req, res, opened.session.token);
    rememberBrowser(req, res, opened.knownBrowser);
    res.status(201).json(opened.session);
  }, mountedAt);
}

/** Adding, listing and removing passkeys: console routes, behind the guard. */
export function passkeyRoutes(passkeys: PasskeyCeremonies): Router {
  const router = Router();

  consoleRoute(router, consoleEndpoints.listPasskeys, (_req, res) => {
    res.json(passkeys.list());
  });

  consoleRoute(router, consoleEndpoints.passkeyRegistrationOptions, async (req, res) => {
    res.json(await answering(res, () => passkeys.registrationOptions(placeOf(req), sessionAsker(req))));
  });

  consoleRoute(router, consoleEndpoints.addPasskey, async (req, res) => {
    const { name, credential } = parseBody(consoleEndpoints.addPasskey, req.body, {
      invalid: { code: 'invalid_passkey', message: (fields) => Object.values(fields).join(' ') },
    });
    const added = await answering(res, () => passkeys.register(placeOf(req), sessionAsker(req), name, { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} }));
    res.status(201).json(added);
  });

  consoleRoute(router, consoleEndpoints.deletePasskey, async (req, res) => {
    await answering(res, () => passkeys.remove(req.params.id));
    res.status(204).end();
  });

  return router;
}
