// Sign-in and sign-out. The console trades the password for a random, expiring session token
// (docs/decisions/006): the browser keeps only the token, never the password, and signing out
// revokes the token here.
//   POST   /api/admin/session  {password}  → 201 {token, expiresAt} | 401 | 429
//   DELETE /api/admin/session  (bearer)    → 204
import { Router } from 'express';
import { ApiError } from '../api/api-error';
import type { AdminAuth } from '../auth/admin-auth';
import { grantConsoleMedia } from '../images/unpublished-media';
import { checksBusy, clientAddress, tooManyAttempts } from './require-admin';

export function sessionRoutes(auth: AdminAuth): Router {
  const router = Router();

  router.post('/admin/session', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const password = (req.body as { password?: unknown } | undefined)?.password;
    if (typeof password !== 'string' || password.length === 0) {
      throw new ApiError(400, 'missing_password', 'Enter the console password.', { password: 'Enter the console password.' });
    }
    const result = await auth.login(password, clientAddress(req));
    if (result.ok) {
      grantConsoleMedia(req, res, result.session.token);
      res.status(201).json(result.session);
      return;
    }
    if (result.reason === 'throttled') throw tooManyAttempts(res, result.retryAfterMs);
    if (result.reason === 'busy') throw checksBusy(res, result.retryAfterMs);
    throw new ApiError(401, 'wrong_password', 'Incorrect password.');
  });

  router.delete('/admin/session', async (req, res) => {
    await auth.logout(req.get('authorization'));
    grantConsoleMedia(req, res, null);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}
