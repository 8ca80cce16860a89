// What the passkey service refuses, as domain errors: a stable code for programs, a message for
// people that says what to do, and what kind of refusal it is. The HTTP layer
// (server/admin/passkey-routes.ts) maps the kind to a status once.
export type PasskeyRefusal =
  /** The request cannot work as sent (an IP address as the host, plain http): 400. */
  | 'unusable'
  /** The ceremony's challenge is unknown, used or expired: 400, start again. */
  | 'expired'
  /** The passkey is not one this console knows, or its answer does not verify: 401. */
  | 'rejected'
  /** No passkey with that id (delete): 404. */
  | 'not_found'
  /** Too many failed passkey attempts from this address group: 429 with `retryAfterMs`. */
  | 'throttled'
  /** The limit of stored passkeys is reached: 409. */
  | 'full';

export class PasskeyError extends Error {
  constructor(
    readonly refusal: PasskeyRefusal,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
