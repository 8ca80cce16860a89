// The passkey ceremonies (WebAuthn through @simplewebauthn/server): adding a passkey, which needs
// a console session, and signing in with one alone (a discoverable credential: no user name, the
// console has one owner). Each ceremony is two calls: options, whose challenge is kept for one
// answer (passkey-challenges.ts), then the browser's answer, verified against that challenge, the
// relying party (relying-party.ts) and, to sign in, the stored public key and signature counter
// (a counter that does not grow is what a cloned authenticator shows; the library refuses it).
//
// A passkey check is a signature check, not a password hash: it never enters the password-check
// limiter's line, so no flood of wrong passwords delays or refuses it. Its own failures are
// bounded apart, per address group or known browser, by a throttle of their own (decision
// 088-passkeys-never-wait-behind-passwords).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyInfo } from '../../../src/lib/api/passkeys';
import type { Logger } from '../../logger';
import { LoginThrottle, type ThrottleOptions } from '../login-throttle';
import { PasskeyChallenges, type Ceremony, type ChallengeLimits } from './passkey-challenges';
import { PasskeyError } from './passkey-error';
import type { PasskeyStore, StoredPasskey } from './passkey-store';
import { relyingParty, type RelyingParty, type RequestPlace } from './relying-party';

/** Failed passkey sign-ins per lane and window; past them the lane waits out the block. No delay before: a signature check costs nothing worth slowing. */
export const DEFAULT_PASSKEY_THROTTLE: ThrottleOptions = { freeFailures: 10, maxFailures: 10, windowMs: 15 * 60_000, blockMs: 15 * 60_000, stepDelayMs: 0, maxDelayMs: 0 };

/** How long the browser lets the owner take over a ceremony (the challenge lives a little longer). */
const CEREMONY_TIMEOUT_MS = 120_000;
/** What authenticators show beside the user name. */
const RP_NAME = 'Blog Administration';
const USER_NAME = 'admin';

/** Who asks: the lane its challenges and failures count in, and whether it is the owner's own pool. */
export interface Asker {
  lane: string;
  known: boolean;
}

export interface PasskeyCeremoniesOptions {
  store: PasskeyStore;
  /** SITE_URL as set (undefined when unset: each request's own host is the relying party). */
  siteUrl: string | undefined;
  logger: Logger;
  challenges?: Partial<ChallengeLimits>;
  throttle?: Partial<ThrottleOptions>;
  now?: () => number;
}

export class PasskeyCeremonies {
  private readonly store: PasskeyStore;
  private readonly siteUrl: string | undefined;
  private readonly logger: Logger;
  private readonly challenges: PasskeyChallenges;
  private readonly throttle: LoginThrottle;
  private readonly now: () => number;

  constructor(options: PasskeyCeremoniesOptions) {
    this.store = options.store;
    this.siteUrl = options.siteUrl;
    this.logger = options.logger;
    this.now = options.now ?? Date.now;
    this.challenges = new PasskeyChallenges(options.challenges, this.now);
    this.throttle = new LoginThrottle({ ...DEFAULT_PASSKEY_THROTTLE, ...options.throttle, now: this.now });
  }

  list(): PasskeyInfo[] {
    return this.store.list().map(info);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.store.remove(id))) throw new PasskeyError('not_found', 'passkey_not_found', 'No passkey with that id: it was removed already. Reload the list.');
    this.logger.info('admin: a passkey was removed', { event: 'passkey-removed' });
  }

  /** Options for navigator.credentials.create(), for the signed-in owner (`asker`: their session). */
  async registrationOptions(place: RequestPlace, asker: Asker): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rp = this.relyingParty(place);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: USER_NAME,
      userID: new Uint8Array(Buffer.from(this.store.userId, 'base64url')),
      userDisplayName: 'Console owner',
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // The device that already holds one of the console's passkeys says so instead of making another.
      excludeCredentials: this.store.list().filter((passkey) => passkey.rpId === rp.id).map(({ id, transports }) => ({ id, transports })),
      // A discoverable credential signs in with no user name; verification (PIN, fingerprint) where the device has it.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    this.challenges.issue(options.challenge, { ceremony: 'registration', rp, lane: asker.lane, known: true });
    return options;
  }

  /** Verifies the browser's answer to registrationOptions and keeps the passkey under `name`. */
  async register(place: RequestPlace, asker: Asker, name: string, credential: RegistrationResponseJSON): Promise<PasskeyInfo> {
    const rp = this.relyingParty(place);
    const challenge = this.takeChallenge(credential.response.clientDataJSON, 'registration', rp, asker.lane);
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({ response: credential, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
    } catch (error) {
      throw new PasskeyError('rejected', 'passkey_not_verified', `The new passkey could not be verified (${(error as Error).message}). Try adding it again.`);
    }
    if (!verified.verified) throw new PasskeyError('rejected', 'passkey_not_verified', 'The new passkey could not be verified. Try adding it again.');
    const { credential: made } = verified.registrationInfo;
    const stored: StoredPasskey = {
      id: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: made.transports ?? credential.response.transports ?? [],
      name,
      rpId: rp.id,
      createdAt: new Date(this.now()).toISOString(),
      lastUsedAt: null,
    };
    await this.store.add(stored);
    this.logger.info('admin: a passkey was added', { event: 'passkey-added' });
    return info(stored);
  }

  /** Options for navigator.credentials.get(): no credential list, the device offers the console's passkeys. */
  async signInOptions(place: RequestPlace, asker: Asker): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.refuseIfThrottled(asker);
    const rp = this.relyingParty(place);
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: CEREMONY_TIMEOUT_MS });
    this.challenges.issue(options.challenge, { ceremony: 'authentication', rp, lane: asker.lane, known: asker.known });
    return options;
  }

  /** Verifies a sign-in answer; resolves when the passkey is the owner's (the caller opens the session). */
  async signIn(place: RequestPlace, asker: Asker, credential: AuthenticationResponseJSON, address: string): Promise<void> {
    this.refuseIfThrottled(asker);
    const rp = this.relyingParty(place);
    // Counted before it is checked, as password guesses are; a success takes it back.
    this.throttle.reserve(asker.lane);
    try {
      const challenge = this.takeChallenge(credential.response.clientDataJSON, 'authentication', rp);
      const passkey = this.store.get(credential.id);
      if (!passkey) {
        throw new PasskeyError('rejected', 'unknown_passkey', 'This passkey is not one this console knows: it may have been removed, or made for another address of the site. Sign in with the password, then add it again.');
      }
      let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verified = await verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: false,
        });
      } catch (error) {
        const message = (error as Error).message;
        if (/counter/i.test(message)) {
          throw new PasskeyError('rejected', 'passkey_counter', 'This passkey’s use counter went backwards, as a copied passkey’s would, so it was refused. If the device was reset, remove the passkey and add it again.');
        }
        throw new PasskeyError('rejected', 'passkey_not_verified', `The passkey’s answer could not be verified (${message}). Try again, or sign in with the password.`);
      }
      if (!verified.verified) throw new PasskeyError('rejected', 'passkey_not_verified', 'The passkey’s answer could not be verified. Try again, or sign in with the password.');
      this.throttle.succeed(asker.lane);
      await this.store.recordUse(passkey.id, verified.authenticationInfo.newCounter, new Date(this.now()));
      this.logger.info('admin: signed in to the console with a passkey', { event: 'sign-in' });
    } catch (error) {
      if (error instanceof PasskeyError) this.logger.warn(`admin: failed passkey sign-in from ${address} (${error.code})`, { address, event: 'sign-in-failed' });
      throw error;
    }
  }

  /** Live challenges held (tests). */
  get pendingChallenges(): number {
    return this.challenges.size;
  }

  /** The relying party of a request (SITE_URL's, or its own host's). */
  relyingParty(place: RequestPlace): RelyingParty {
    return relyingParty(this.siteUrl, place);
  }

  private refuseIfThrottled(asker: Asker): void {
    const verdict = this.throttle.check(asker.lane);
    if (verdict.blocked) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
      throw new PasskeyError('throttled', 'too_many_attempts', `Too many failed passkey sign-ins from here. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with the password.`, verdict.retryAfterMs);
    }
  }

  /** The challenge the answer signed, taken from the ones issued (gone whatever follows). */
  private takeChallenge(clientDataJSON: string, ceremony: Ceremony, rp: RelyingParty, lane?: string): string {
    let challenge: unknown;
    try {
      challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    } catch {
      challenge = undefined;
    }
    if (typeof challenge !== 'string') throw new PasskeyError('rejected', 'passkey_not_verified', 'The passkey’s answer could not be read (its clientDataJSON is not the browser’s). Try again.');
    this.challenges.take(challenge, ceremony, rp, lane);
    return challenge;
  }
}

function info({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeyInfo {
  return { id, name, createdAt, lastUsedAt };
}
