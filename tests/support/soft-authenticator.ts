// A software passkey authenticator for tests that run no browser: real P-256 keys and signatures,
// the CBOR and authenticator data a device sends (attestation "none"), and the clientDataJSON a
// browser would write for `origin`. It stands in for the third party (the owner's device) only;
// the server verifies its answers with @simplewebauthn/server exactly as a phone's. The browser
// tests use Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** The small subset of CBOR (RFC 8949) that attestation objects and COSE keys use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
};
/** Flags: user present, user verified, and (on registration) attested credential data. */
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  userHandle: string;
  rpId: string;
  counter: number;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  /** Answers startRegistration's options as a browser at `origin` would (the RegistrationResponseJSON). */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cosePublicKey = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const credentialId = randomBytes(16);
    const passkey: SoftPasskey = { id: b64url(credentialId), privateKey, cosePublicKey, userHandle: options.user.id, rpId, counter: 0 };
    this.passkeys.push(passkey);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP_UV | AT]), counterBytes(0), Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, cosePublicKey]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })), transports: ['internal'] },
    };
  }

  /**
   * Answers startAuthentication's options with `passkey` (default: the last made), its counter
   * raised by one unless `counter` says what to send (a clone would send an old one).
   */
  get(options: { challenge: string; rpId?: string }, origin: string, { passkey = this.passkeys.at(-1)!, counter }: { passkey?: SoftPasskey; counter?: number } = {}) {
    passkey.counter = counter ?? passkey.counter + 1;
    const authData = Buffer.concat([sha256(options.rpId ?? passkey.rpId), Buffer.from([UP_UV]), counterBytes(passkey.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
    };
  }
}
