// The console's session: the password is traded for a session token once, and only that token is
// kept in the browser (in localStorage, so it survives a reload) and sent on every console call.
import { apiRequest } from '../../lib/api/api-client';
import { adminRequest } from '../api/admin-request';

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

export async function requestSession(password: string): Promise<{ token: string; expiresAt: string }> {
  return apiRequest('/api/admin/session', { body: { password } });
}

/** HEAD /api/blog: true when the server accepts the token, false on 401. */
export async function checkSession(token: string): Promise<boolean> {
  const answer = await adminRequest<Response | null>(token, '/api/blog', { method: 'HEAD', on401: 'return-null' });
  return answer !== null;
}

export async function endSession(token: string): Promise<void> {
  await adminRequest(token, '/api/admin/session', { method: 'DELETE' });
}
