// The console's sign-in state: signed out → signed in when the server accepts the password; the
// token survives a reload (checked again with HEAD /api/blog); Logout revokes it. Until the
// browser has looked at storage the state is 'checking', on the server too, so the first render
// matches the server's HTML. Signing out, for whatever reason, forgets every console answer kept
// in the query cache, so nothing of the last session shows or is reused.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, errorBody } from '../../lib/api/api-client';
import { CONSOLE_KEY } from '../api/use-console-query';
import { passkeyErrorMessage } from './passkey-ceremony';
import { checkSession, endSession, requestPasskeySession, requestSession, tokenStorage } from './session-api';

export const LOGIN_MESSAGES = {
  rejected: 'Incorrect password. Please try again.',
  failed: 'Authentication failed. Please try again.',
  expired: 'Your session has ended. Please log in again.',
} as const;

export type AdminSession =
  | { status: 'checking' }
  | { status: 'signed-out'; error: string | null }
  | { status: 'signed-in'; token: string };

export interface AdminSessionControls {
  session: AdminSession;
  login: (password: string) => Promise<void>;
  /** Signs in with a passkey alone (beside the spec's password form). */
  loginWithPasskey: () => Promise<void>;
  logout: () => Promise<void>;
  /** Called when a console call answers 401: the token is no longer good. */
  expire: () => void;
}

export function useAdminSession(): AdminSessionControls {
  const [session, setSession] = useState<AdminSession>({ status: 'checking' });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (session.status === 'signed-out') queryClient.removeQueries({ queryKey: [CONSOLE_KEY] });
  }, [session.status, queryClient]);

  const signOut = useCallback((error: string | null) => {
    tokenStorage.clear();
    setSession({ status: 'signed-out', error });
  }, []);

  useEffect(() => {
    const token = tokenStorage.get();
    if (!token) {
      setSession({ status: 'signed-out', error: null });
      return;
    }
    let current = true;
    checkSession(token).then(
      (valid) => current && (valid ? setSession({ status: 'signed-in', token }) : signOut(LOGIN_MESSAGES.expired)),
      () => current && signOut(LOGIN_MESSAGES.failed),
    );
    return () => {
      current = false;
    };
  }, [signOut]);

  const login = useCallback(
    async (password: string) => {
      try {
        const { token } = await requestSession(password);
        tokenStorage.set(token);
        setSession({ status: 'signed-in', token });
      } catch (error) {
        const status = error instanceof ApiRequestError ? error.status : 0;
        // 429 carries the server's own words: how long to wait.
        const message = status === 401 ? LOGIN_MESSAGES.rejected : status === 429 ? (errorBody(error)?.message ?? LOGIN_MESSAGES.failed) : LOGIN_MESSAGES.failed;
        signOut(message);
      }
    },
    [signOut],
  );

  const loginWithPasskey = useCallback(async () => {
    try {
      const { token } = await requestPasskeySession();
      tokenStorage.set(token);
      setSession({ status: 'signed-in', token });
    } catch (error) {
      signOut(passkeyErrorMessage(error));
    }
  }, [signOut]);

  const logout = useCallback(async () => {
    if (session.status === 'signed-in') {
      // Revoke on the server; signing out here happens whatever the network does.
      await endSession(session.token).catch(() => undefined);
    }
    signOut(null);
  }, [session, signOut]);

  const expire = useCallback(() => signOut(LOGIN_MESSAGES.expired), [signOut]);

  return { session, login, loginWithPasskey, logout, expire };
}
