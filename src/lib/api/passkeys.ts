// A passkey as the console lists it (never its key): the console's Security tab and the server share it.
export interface PasskeyInfo {
  /** The credential id (base64url); DELETE /api/admin/passkeys/:id removes it. */
  id: string;
  name: string;
  createdAt: string;
  /** Null until it is first used to sign in. */
  lastUsedAt: string | null;
}
