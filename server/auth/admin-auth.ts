// Who may use the console: a bearer session token (what the console holds) or the raw password
// (for scripts). Failed password checks, at the login endpoint or as a bearer, feed the
// throttle of the caller's address group (IPv6 by /64, server/http/address-key.ts); a session
// token is never a password guess and is neither throttled nor held up by anyone's guesses.
// Each password check is counted by the throttle before it is hashed, and the hashes in flight
// are capped and handed out by rank (PasswordCheckLimiter): a known browser — one that signed in
// before and carries its cookie — goes first and is throttled on its own; a stranger waits its
// address group's turn (decision 078). Each failed, throttled or refused check is logged
// with the address (never what was typed).
// `npm run admin:password` writes a new hash to DATA_DIR; reloadPassword() (on a change of that
// file, or SIGHUP) picks it up and signs every session out (docs/decisions/019).
// The owner's passkeys (passkeys/passkey-store.ts) belong to the password too, and go with it;
// a passkey sign-in is verified apart (passkeys/passkey-ceremonies.ts) and opens its session here.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { addressKey } from '../http/address-key';
import type { Logger } from '../logger';
import { loadAdminPassword, PASSWORD_LENGTH, type AdminPassword } from './admin-password';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './login-throttle';
import { PasskeyStore } from './passkeys/passkey-store';
import { PasswordCheckLimiter, RANK } from './password-check-limiter';
import { SessionStore, type Session } from './session-store';

/** 'busy': this address (or everyone) has too many checks in flight, even after a short wait; try again in a moment. */
type Refused = { ok: false; reason: 'invalid' } | { ok: false; reason: 'throttled' | 'busy'; retryAfterMs: number };
export type AuthResult = { ok: true; via: 'session' | 'password' } | { ok: false; reason: 'missing' } | Refused;
/** `knownBrowser`: the browser's new known-browser token, for its cookie (the one it sent, if any, is ended). */
export type LoginResult = { ok: true; session: Session; knownBrowser: string } | Refused;
/** A session opened for a sign-in that was checked (password or passkey), with the browser's new known-browser token. */
export type OpenedSession = { session: Session; knownBrowser: string };

/** How long a browser stays known after its last sign-in. */
export const KNOWN_BROWSER_TTL_MS = 365 * 24 * 60 * 60_000;
/** Known browsers kept at most; a sign-in beyond that forgets the one that signed in longest ago. */
const MAX_KNOWN_BROWSERS = 20;

export interface AdminAuthOptions {
  password: string | undefined;
  dataDir: string;
  sessionTtlMs: number;
  logger: Logger;
  throttle?: Partial<ThrottleOptions>;
}

/** Retry-After for a check refused because too many are in flight: they take milliseconds. */
const BUSY_RETRY_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AdminAuth {
  private readonly limiter = new PasswordCheckLimiter();

  private constructor(
    private readonly password: AdminPassword,
    private readonly sessions: SessionStore,
    private readonly knownBrowsers: SessionStore,
    private readonly throttle: LoginThrottle,
    private readonly logger: Logger,
    /** The owner's passkeys: removed with a new password, like sessions. */
    readonly passkeys: PasskeyStore,
  ) {}

  static async create(options: AdminAuthOptions): Promise<AdminAuth> {
    const password = await loadAdminPassword({ password: options.password, dataDir: options.dataDir, logger: options.logger });
    const sessions = new SessionStore({
      file: path.join(options.dataDir, 'admin-sessions.json'),
      ttlMs: options.sessionTtlMs,
      logger: options.logger,
      passwordFingerprint: password.fingerprint,
    });
    // Like sessions, known browsers belong to the password: a new one makes every browser a stranger.
    const knownBrowsers = new SessionStore({
      file: path.join(options.dataDir, 'admin-known-browsers.json'),
      ttlMs: KNOWN_BROWSER_TTL_MS,
      logger: options.logger,
      passwordFingerprint: password.fingerprint,
      maxSessions: MAX_KNOWN_BROWSERS,
      noun: 'known browser',
      tokenPrefix: 'folio_known_',
    });
    const [passkeys] = await Promise.all([PasskeyStore.open(options.dataDir, password.fingerprint, options.logger), sessions.load(), knownBrowsers.load()]);
    return new AdminAuth(password, sessions, knownBrowsers, new LoginThrottle({ ...DEFAULT_THROTTLE, ...options.throttle }), options.logger, passkeys);
  }

  /**
   * Trades the password for a session token. `address` is the caller's (its group is throttled);
   * `knownBrowser` is the token of the browser's known-browser cookie, if it sent one.
   */
  async login(candidate: string, address: string, knownBrowser?: string): Promise<LoginResult> {
    const known = this.isKnownBrowser(knownBrowser) ? knownBrowser! : null;
    const checked = await this.checkPassword(candidate, address, known);
    if (!checked.ok) return checked;
    this.logger.info('admin: signed in to the console', { event: 'sign-in' });
    return { ok: true, ...(await this.openSession(known)) };
  }

  /** Whether a known-browser cookie's token is one this server gave and still keeps. */
  isKnownBrowser(token: string | undefined): boolean {
    return !!token && this.knownBrowsers.isValid(token);
  }

  /** A new session for a sign-in already checked; `known`: the browser's valid known-browser token, if any. */
  async openSession(known: string | null): Promise<OpenedSession> {
    // A new token at every sign-in: a copied cookie stops working once the owner signs in again.
    if (known) await this.knownBrowsers.revoke(known);
    const [session, remembered] = await Promise.all([this.sessions.create(), this.knownBrowsers.create()]);
    return { session, knownBrowser: remembered.token };
  }

  /** Checks an Authorization header value. */
  async authenticate(header: string | undefined, address: string): Promise<AuthResult> {
    const bearer = bearerValue(header);
    if (bearer === null) return { ok: false, reason: 'missing' };
    if (SessionStore.isToken(bearer)) return this.sessions.isValid(bearer) ? { ok: true, via: 'session' } : { ok: false, reason: 'invalid' };
    const checked = await this.checkPassword(bearer, address, null);
    return checked.ok ? { ok: true, via: 'password' } : checked;
  }

  /** Whether `token` is a live console session (the media cookie of unpublished posts' images). */
  isSession(token: string): boolean {
    return SessionStore.isToken(token) && this.sessions.isValid(token);
  }

  /** Revokes the session named by an Authorization header (a password bearer has none). */
  async logout(header: string | undefined): Promise<void> {
    const bearer = bearerValue(header);
    if (bearer && SessionStore.isToken(bearer)) await this.sessions.revoke(bearer);
  }

  /**
   * Changes the console password at run time and signs every session out (for a later
   * `npm run admin:password`). Refused while ADMIN_PASSWORD sets the password: the next start
   * would put that one back.
   */
  async setPassword(newPassword: string): Promise<void> {
    if (this.password.fromEnvironment) throw new Error('ADMIN_PASSWORD sets the console password; change it there and restart');
    await this.password.set(newPassword);
    await this.sessions.revokeAll(this.password.fingerprint);
    await this.knownBrowsers.revokeAll(this.password.fingerprint);
    await this.passkeys.revokeAll(this.password.fingerprint);
  }

  /**
   * Reads the stored hash again (`npm run admin:password` wrote a new one); when it changed, signs
   * every session out. Ignored while ADMIN_PASSWORD sets the password. Answers whether it changed.
   */
  async reloadPassword(): Promise<boolean> {
    if (this.password.fromEnvironment) {
      if (await this.password.storedDiffers()) {
        this.logger.warn('admin: admin-password.json changed, but ADMIN_PASSWORD sets the console password; the change is ignored');
      }
      return false;
    }
    if (!(await this.password.reload())) return false;
    const signedOut = this.sessions.size;
    await this.sessions.revokeAll(this.password.fingerprint);
    await this.knownBrowsers.revokeAll(this.password.fingerprint);
    await this.passkeys.revokeAll(this.password.fingerprint);
    this.logger.info(`admin: the console password was changed; ${signedOut} session(s) signed out`);
    return true;
  }

  /**
   * One password check from `address`, or from the known browser whose token is `known`: admitted
   * by the limiter (or busy), counted by the throttle (or throttled), then hashed in its turn.
   */
  private async checkPassword(candidate: string, address: string, known: string | null): Promise<{ ok: true } | Refused> {
    // A known browser is throttled and queued on its own, apart from whoever shares its address.
    const group = known ? `known browser ${createHash('sha256').update(known).digest('hex').slice(0, 16)}` : addressKey(address);
    const rank = known ? RANK.known : this.throttle.hasFailed(group) ? RANK.failed : RANK.clean;
    const who = known ? `${address} (a known browser)` : address;
    const busy = (): Refused => {
      this.logger.warn(`admin: sign-in refused for ${who} (too many checks in flight, even after a wait for its turn)`, { address, event: 'sign-in-busy' });
      return { ok: false, reason: 'busy', retryAfterMs: BUSY_RETRY_MS };
    };
    const ticket = this.limiter.enter(group, rank);
    if (!ticket) return busy();
    try {
      const verdict = this.throttle.reserve(group);
      if (verdict.blocked) {
        this.logger.warn(`admin: sign-in throttled for ${who} (${Math.ceil(verdict.retryAfterMs / 1000)} s left)`, { address, event: 'sign-in-throttled' });
        return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
      }
      if (verdict.delayMs > 0) await delay(verdict.delayMs);
      const plausible = candidate.length > 0 && candidate.length <= PASSWORD_LENGTH.max;
      // A check that began before setPassword() must not let the old password in after it.
      const checkedAgainst = this.password.fingerprint;
      let matches = false;
      if (plausible) {
        const ran = await ticket.run(() => this.password.verify(candidate));
        if (ran.busy) {
          // Never hashed: not a guess.
          this.throttle.takeBack(group);
          return busy();
        }
        matches = ran.value;
      }
      if (matches && checkedAgainst === this.password.fingerprint) {
        this.throttle.succeed(group);
        return { ok: true };
      }
      this.logger.warn(`admin: failed sign-in from ${who}`, { address, event: 'sign-in-failed' });
      if (known && this.throttle.check(group).blocked) {
        // Too many wrong passwords for the owner's own browser: it goes back to its address's line.
        await this.knownBrowsers.revoke(known);
        this.logger.warn(`admin: a known browser at ${address} failed too often and is a stranger again`, { address, event: 'sign-in-throttled' });
      }
      return { ok: false, reason: 'invalid' };
    } finally {
      ticket.release();
    }
  }
}

function bearerValue(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  return match ? match[1]!.trim() : null;
}
