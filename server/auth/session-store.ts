// Console sessions: a random token goes to the browser; only its SHA-256 hash is stored (in
// DATA_DIR, so a restart keeps everyone signed in). Tokens are looked up by hash: a 256-bit
// random token cannot be guessed byte by byte, and timing reveals at most which hashes exist.
// Sessions belong to the password they were issued under: the file records its fingerprint, and
// sessions saved under another password are dropped at load (docs/decisions/014). The number of
// live sessions is capped, so repeated sign-ins cannot grow the file without bound.
// A second store of the same kind keeps the known browsers (admin-auth.ts): long-lived tokens
// that only rank a browser's sign-in first, kept and ended the same way.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Logger } from '../logger';
import { writeFileAtomic } from '../files/atomic-write';

/** Session tokens carry this prefix, so a bearer value is known to be a token, not a password. */
export const TOKEN_PREFIX = 'folio_';

/** Live sessions kept at most; one owner rarely has more than a few browsers. */
export const MAX_SESSIONS = 100;

export interface Session {
  token: string;
  expiresAt: string;
}

interface SessionStoreOptions {
  file: string;
  ttlMs: number;
  logger: Logger;
  /** Names the password in force (AdminPassword.fingerprint). */
  passwordFingerprint: string;
  /** Signing in beyond this many live sessions ends the oldest. */
  maxSessions?: number;
  /** What the tokens are, in the log ("session(s) signed out"): the store also keeps known browsers. */
  noun?: string;
  /** What a token starts with (TOKEN_PREFIX: a bearer that is a session, not a password). */
  tokenPrefix?: string;
  now?: () => number;
}

interface SavedSessions {
  passwordFingerprint?: unknown;
  sessions?: unknown;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  /** Token hash → expiry, in the order the sessions were created (oldest first). */
  private readonly expiries = new Map<string, number>();
  private passwordFingerprint: string;
  private saving: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly maxSessions: number;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
    this.passwordFingerprint = options.passwordFingerprint;
    this.maxSessions = options.maxSessions ?? MAX_SESSIONS;
  }

  private get noun(): string {
    return this.options.noun ?? 'session';
  }

  static isToken(value: string): boolean {
    return value.startsWith(TOKEN_PREFIX);
  }

  get size(): number {
    return this.expiries.size;
  }

  async load(): Promise<void> {
    let saved: SavedSessions;
    try {
      saved = JSON.parse(await readFile(this.options.file, 'utf8')) as SavedSessions;
    } catch (error) {
      // A missing file is a first start; an unreadable one only signs everyone out.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.logger.warn(`admin: ${this.noun}s file unreadable, starting empty (${String(error)})`);
      return;
    }
    const sessions = Array.isArray(saved.sessions) ? (saved.sessions as { hash?: unknown; expiresAt?: unknown }[]) : [];
    if (saved.passwordFingerprint !== this.passwordFingerprint) {
      // Also a file from before sessions named their password: it cannot show they are still valid.
      if (sessions.length > 0) this.options.logger.info(`admin: the console password changed; ${sessions.length} ${this.noun}(s) signed out`);
      await this.save();
      return;
    }
    for (const { hash, expiresAt } of sessions) {
      if (typeof hash === 'string' && typeof expiresAt === 'number') this.expiries.set(hash, expiresAt);
    }
    if (this.prune(this.maxSessions) < sessions.length) await this.save();
  }

  async create(): Promise<Session> {
    const token = (this.options.tokenPrefix ?? TOKEN_PREFIX) + randomBytes(32).toString('base64url');
    const expiresAt = this.now() + this.options.ttlMs;
    this.prune(this.maxSessions - 1);
    this.expiries.set(hashToken(token), expiresAt);
    await this.save();
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  isValid(token: string): boolean {
    const expiresAt = this.expiries.get(hashToken(token));
    return expiresAt !== undefined && expiresAt > this.now();
  }

  async revoke(token: string): Promise<void> {
    if (this.expiries.delete(hashToken(token))) await this.save();
  }

  /** Ends every session at once, from now on under a new password. */
  async revokeAll(passwordFingerprint: string): Promise<void> {
    this.expiries.clear();
    this.passwordFingerprint = passwordFingerprint;
    await this.save();
  }

  /** Drops expired sessions, then the oldest beyond `keep`; returns how many are left. */
  private prune(keep: number): number {
    const now = this.now();
    for (const [hash, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(hash);
    for (const hash of this.expiries.keys()) {
      if (this.expiries.size <= keep) break;
      this.expiries.delete(hash);
    }
    return this.expiries.size;
  }

  /** Saves run one after another, each writing the state at its turn; the file is the owner's alone (0600). */
  private save(): Promise<void> {
    // A failed save (disk full) fails its caller only; the next one still runs.
    const next = this.saving.catch(() => undefined).then(() => {
      const sessions = [...this.expiries].map(([hash, expiresAt]) => ({ hash, expiresAt }));
      return writeFileAtomic(this.options.file, JSON.stringify({ passwordFingerprint: this.passwordFingerprint, sessions }), { mode: 0o600 });
    });
    this.saving = next;
    return next;
  }
}
