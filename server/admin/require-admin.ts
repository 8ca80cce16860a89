// Guards the console's endpoints: a valid bearer (session token or, for scripts, the password)
// or 401; an address that failed too often, or has too many password checks in flight, gets 429
// with when to try again.
import type { Request, RequestHandler, Response } from 'express';
import type { AdminAuth, AuthResult } from '../auth/admin-auth';
import { ApiError } from '../api/api-error';
import { requestAddress } from '../http/address-key';
import { grantConsoleMedia } from '../images/unpublished-media';

/** The caller's address as the trusted proxy hops name it; the auth groups it (IPv6 by /64). */
export const clientAddress = (req: Request): string => requestAddress(req);

export function tooManyAttempts(res: Response, retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  res.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return new ApiError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Too many password checks in flight from this address (or overall): they end in moments. */
export function checksBusy(res: Response, retryAfterMs: number): ApiError {
  res.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new ApiError(429, 'too_many_attempts', 'Too many sign-in attempts at once. Try again in a moment.');
}

export function unauthorized(res: Response): ApiError {
  res.set('WWW-Authenticate', 'Bearer realm="blog console"');
  return new ApiError(401, 'unauthorized', 'Sign in to the blog console first: send Authorization: Bearer <session token>.');
}

/** Turns a failed check into the error to answer. */
export function authError(res: Response, result: Exclude<AuthResult, { ok: true }>): ApiError {
  if (result.reason === 'throttled') return tooManyAttempts(res, result.retryAfterMs);
  if (result.reason === 'busy') return checksBusy(res, result.retryAfterMs);
  return unauthorized(res);
}

export function requireAdmin(auth: AdminAuth): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const result = await auth.authenticate(req.get('authorization'), clientAddress(req));
    if (result.ok) {
      // The console's <img> tags carry no bearer: a cookie lets them load unpublished posts' media.
      if (result.via === 'session') grantConsoleMedia(req, res, req.get('authorization')!.replace(/^Bearer\s+/i, '').trim());
      return next();
    }
    next(authError(res, result));
  };
}
