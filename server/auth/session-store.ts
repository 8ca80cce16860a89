// Console sessions: a random token goes to the browser; only its SHA-256 hash is stored (in
// DATA_DIR, so a restart keeps everyone signed in). Tokens are looked up by hash: a 256-bit
// random token cannot be guessed byte by byte, and timing reveals at most which hashes exist.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Logger } from '../logger';
import { writeFileAtomic } from '../posts/atomic-write';

/** Session tokens carry this prefix, so a bearer value is known to be a token, not a password. */
export const TOKEN_PREFIX = 'folio_';

export interface Session {
  token: string;
  expiresAt: string;
}

interface SessionStoreOptions {
  file: string;
  ttlMs: number;
  logger: Logger;
  now?: () => number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly expiries = new Map<string, number>();
  private saving: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  static isToken(value: string): boolean {
    return value.startsWith(TOKEN_PREFIX);
  }

  async load(): Promise<void> {
    try {
      const saved = JSON.parse(await readFile(this.options.file, 'utf8')) as { sessions?: { hash: string; expiresAt: number }[] };
      for (const { hash, expiresAt } of saved.sessions ?? []) this.expiries.set(hash, expiresAt);
    } catch (error) {
      // A missing file is a first start; an unreadable one only signs everyone out.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.logger.warn(`admin: sessions file unreadable, starting empty (${String(error)})`);
    }
    this.prune();
  }

  async create(): Promise<Session> {
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = this.now() + this.options.ttlMs;
    this.prune();
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

  private prune(): void {
    const now = this.now();
    for (const [hash, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(hash);
  }

  /** Saves run one after another, each writing the state at its turn. */
  private save(): Promise<void> {
    this.saving = this.saving.then(() => {
      const sessions = [...this.expiries].map(([hash, expiresAt]) => ({ hash, expiresAt }));
      return writeFileAtomic(this.options.file, JSON.stringify({ sessions }), { mode: 0o600 });
    });
    return this.saving;
  }
}
