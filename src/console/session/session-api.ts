// The console's session: the password is traded for a session token once, and only that token is
// kept in the browser (in localStorage, so it survives a reload) and sent on every console call.
// These calls come before or after a signed-in console, so each is bound to the token it is for.
import { isUnauthorized } from '../../lib/api/api-client';
import { bindConsoleApi } from '../api/console-api';
import { answerSignIn } from './passkey-ceremony';

const TOKEN_KEY = 'folio-admin-token';

export const tokenStorage = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: () => {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  },
};

/** Outside a signed-in console there is no session to end: the caller says what a 401 means. */
const callsWith = (token: string | null) => bindConsoleApi({ token, expire: () => undefined });

export function requestSession(password: string): Promise<{ token: string; expiresAt: string }> {
  return callsWith(null)('signIn', { body: { password } });
}

/** Signs in with a passkey alone: the server's options, the device's answer, a session token. */
export async function requestPasskeySession(): Promise<{ token: string; expiresAt: string }> {
  const call = callsWith(null);
  const credential = await answerSignIn(await call('passkeySignInOptions'));
  return call('passkeySignIn', { body: { credential } });
}

/** True when the server accepts the token, false on 401. */
export async function checkSession(token: string): Promise<boolean> {
  try {
    await callsWith(token)('checkSession');
    return true;
  } catch (error) {
    if (isUnauthorized(error)) return false;
    throw error;
  }
}

export async function endSession(token: string): Promise<void> {
  await callsWith(token)('signOut');
}
