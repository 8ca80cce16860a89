// The bodies of the passkey calls: adding a passkey (a name and the browser's answer to
// navigator.credentials.create()) and signing in with one (the answer to .get()). The answers are
// checked for shape here, so a malformed one is a 400 naming the field; whether they verify is
// the server's ceremony (server/auth/passkeys/). Fields browsers add beyond these are kept.
import * as z from 'zod/mini';

export const PASSKEY_NAME_MAX = 60;

/** Base64url text, as the browser encodes WebAuthn's bytes (a generous bound: attestations carry certificates). */
const base64url = (field: string, max = 16_384) =>
  z.string(`${field} must be base64url text`).check(z.regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url text (A–Z, a–z, 0–9, - and _)`), z.maxLength(max, `${field} is longer than a passkey's ever is`));

const credentialFields = {
  id: base64url('credential.id', 1024),
  rawId: base64url('credential.rawId', 1024),
  type: z.literal('public-key', 'credential.type must be "public-key"'),
  clientExtensionResults: z.optional(z.looseObject({})),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'], 'credential.authenticatorAttachment must be "platform" or "cross-platform"')),
};

const credentialMessage = 'Send the browser\'s answer as "credential": the JSON @simplewebauthn/browser returns.';

/** POST /api/admin/passkeys: the new passkey's name and the answer of startRegistration(). */
export const passkeyRegistrationSchema = z.object({
  name: z
    .string('Give the passkey a name, such as "Laptop" or "Phone".')
    .check(z.trim(), z.minLength(1, 'Give the passkey a name, such as "Laptop" or "Phone".'), z.maxLength(PASSKEY_NAME_MAX, `Keep the passkey's name to ${PASSKEY_NAME_MAX} characters.`)),
  credential: z.looseObject(
    {
      ...credentialFields,
      response: z.looseObject(
        {
          clientDataJSON: base64url('credential.response.clientDataJSON'),
          attestationObject: base64url('credential.response.attestationObject'),
          transports: z.optional(z.array(z.string().check(z.maxLength(32)), 'credential.response.transports must be a list of names').check(z.maxLength(16))),
        },
        'credential.response must be an object',
      ),
    },
    credentialMessage,
  ),
}, 'Send a JSON object: {"name": "…", "credential": …}.');

/** POST /api/admin/session/passkey: the answer of startAuthentication(). */
export const passkeySignInSchema = z.object({
  credential: z.looseObject(
    {
      ...credentialFields,
      response: z.looseObject(
        {
          clientDataJSON: base64url('credential.response.clientDataJSON'),
          authenticatorData: base64url('credential.response.authenticatorData'),
          signature: base64url('credential.response.signature'),
          userHandle: z.optional(z.string().check(z.maxLength(1024))),
        },
        'credential.response must be an object',
      ),
    },
    credentialMessage,
  ),
}, 'Send a JSON object: {"credential": …}.');
