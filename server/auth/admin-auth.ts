// Who may use the console: a bearer session token (what the console holds) or the raw password
// (for scripts). Failed password checks, at the login endpoint or as a bearer, feed the
// per-address throttle; a session token is never a password guess and is not throttled.
// Each password check is counted by the throttle before it is hashed, and the hashes in flight
// are capped (PasswordCheckLimiter): a few checks at once from one address wait their turn
// briefly (tabs restored together), a burst beyond that is refused, not evaluated or queued.
// Each failed, throttled or refused check is logged with the address (never what was typed).
// `npm run admin:password` writes a new hash to DATA_DIR; reloadPassword() (on a change of that
// file, or SIGHUP) picks it up and signs every session out (docs/decisions/019).
import path from 'node:path';
import type { Logger } from '../logger';
import { loadAdminPassword, PASSWORD_LENGTH, type AdminPassword } from './admin-password';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './login-throttle';
import { PasswordCheckLimiter } from './password-check-limiter';
import { SessionStore, type Session } from './session-store';

/** 'busy': this address (or everyone) has too many checks in flight, even after a short wait; try again in a moment. */
type Refused = { ok: false; reason: 'invalid' } | { ok: false; reason: 'throttled' | 'busy'; retryAfterMs: number };
export type AuthResult = { ok: true; via: 'session' | 'password' } | { ok: false; reason: 'missing' } | Refused;
export type LoginResult = { ok: true; session: Session } | Refused;

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
    private readonly throttle: LoginThrottle,
    private readonly logger: Logger,
  ) {}

  static async create(options: AdminAuthOptions): Promise<AdminAuth> {
    const password = await loadAdminPassword({ password: options.password, dataDir: options.dataDir, logger: options.logger });
    const sessions = new SessionStore({
      file: path.join(options.dataDir, 'admin-sessions.json'),
      ttlMs: options.sessionTtlMs,
      logger: options.logger,
      passwordFingerprint: password.fingerprint,
    });
    await sessions.load();
    return new AdminAuth(password, sessions, new LoginThrottle({ ...DEFAULT_THROTTLE, ...options.throttle }), options.logger);
  }

  /** Trades the password for a session token. `address` identifies the caller for throttling. */
  async login(candidate: string, address: string): Promise<LoginResult> {
    const checked = await this.checkPassword(candidate, address);
    if (!checked.ok) return checked;
    this.logger.info('admin: signed in to the console', { event: 'sign-in' });
    return { ok: true, session: await this.sessions.create() };
  }

  /** Checks an Authorization header value. */
  async authenticate(header: string | undefined, address: string): Promise<AuthResult> {
    const bearer = bearerValue(header);
    if (bearer === null) return { ok: false, reason: 'missing' };
    if (SessionStore.isToken(bearer)) return this.sessions.isValid(bearer) ? { ok: true, via: 'session' } : { ok: false, reason: 'invalid' };
    const checked = await this.checkPassword(bearer, address);
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
    this.logger.info(`admin: the console password was changed; ${signedOut} session(s) signed out`);
    return true;
  }

  private async checkPassword(candidate: string, address: string): Promise<{ ok: true } | Refused> {
    const ticket = await this.limiter.admit(address);
    if (!ticket) {
      this.logger.warn(`admin: sign-in refused for ${address} (too many checks in flight, even after a short wait in line)`, { address, event: 'sign-in-busy' });
      return { ok: false, reason: 'busy', retryAfterMs: BUSY_RETRY_MS };
    }
    try {
      const verdict = this.throttle.reserve(address);
      if (verdict.blocked) {
        this.logger.warn(`admin: sign-in throttled for ${address} (${Math.ceil(verdict.retryAfterMs / 1000)} s left)`, { address, event: 'sign-in-throttled' });
        return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
      }
      if (verdict.delayMs > 0) await delay(verdict.delayMs);
      const plausible = candidate.length > 0 && candidate.length <= PASSWORD_LENGTH.max;
      // A check that began before setPassword() must not let the old password in after it.
      const checkedAgainst = this.password.fingerprint;
      const matches = plausible && (await ticket.run(() => this.password.verify(candidate)));
      if (matches && checkedAgainst === this.password.fingerprint) {
        this.throttle.succeed(address);
        return { ok: true };
      }
      this.logger.warn(`admin: failed sign-in from ${address}`, { address, event: 'sign-in-failed' });
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
