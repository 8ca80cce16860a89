// Who may use the console: a bearer session token (what the console holds) or the raw password
// (for scripts). Failed password checks, at the login endpoint or as a bearer, feed the
// per-address throttle; a session token is never a password guess and is not throttled.
import path from 'node:path';
import type { Logger } from '../logger';
import { loadAdminPassword, type AdminPassword } from './admin-password';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './login-throttle';
import { SessionStore, type Session } from './session-store';

export type AuthResult = { ok: true; via: 'session' | 'password' } | { ok: false; reason: 'missing' | 'invalid' } | { ok: false; reason: 'throttled'; retryAfterMs: number };
export type LoginResult = { ok: true; session: Session } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'throttled'; retryAfterMs: number };

export interface AdminAuthOptions {
  password: string | undefined;
  dataDir: string;
  sessionTtlMs: number;
  logger: Logger;
  throttle?: Partial<ThrottleOptions>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AdminAuth {
  private constructor(
    private readonly password: AdminPassword,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
  ) {}

  static async create(options: AdminAuthOptions): Promise<AdminAuth> {
    const password = await loadAdminPassword({ password: options.password, dataDir: options.dataDir, logger: options.logger });
    const sessions = new SessionStore({ file: path.join(options.dataDir, 'admin-sessions.json'), ttlMs: options.sessionTtlMs, logger: options.logger });
    await sessions.load();
    return new AdminAuth(password, sessions, new LoginThrottle({ ...DEFAULT_THROTTLE, ...options.throttle }));
  }

  /** Trades the password for a session token. `address` identifies the caller for throttling. */
  async login(candidate: string, address: string): Promise<LoginResult> {
    const checked = await this.checkPassword(candidate, address);
    if (!checked.ok) return checked;
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

  /** Revokes the session named by an Authorization header (a password bearer has none). */
  async logout(header: string | undefined): Promise<void> {
    const bearer = bearerValue(header);
    if (bearer && SessionStore.isToken(bearer)) await this.sessions.revoke(bearer);
  }

  private async checkPassword(candidate: string, address: string): Promise<{ ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'throttled'; retryAfterMs: number }> {
    const verdict = this.throttle.check(address);
    if (verdict.blocked) return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
    if (verdict.delayMs > 0) await delay(verdict.delayMs);
    if (candidate.length > 0 && candidate.length <= 1024 && (await this.password.verify(candidate))) {
      this.throttle.succeed(address);
      return { ok: true };
    }
    this.throttle.fail(address);
    return { ok: false, reason: 'invalid' };
  }
}

function bearerValue(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  return match ? match[1]!.trim() : null;
}
