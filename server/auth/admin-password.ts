// The console's password. It comes from ADMIN_PASSWORD; when that is unset, the first start
// generates a strong one, prints it once, and keeps only its scrypt hash under DATA_DIR, so the
// console works out of the box without a default password anyone could guess.
// DATA_DIR/admin-password.json always holds the hash of the password in force, ADMIN_PASSWORD's
// too: a start compares ADMIN_PASSWORD with it to tell whether the password changed, and every
// new hash (its salt is random) gets a new fingerprint, which ends the sessions issued under the
// old one (docs/decisions/014).
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { writeFileAtomic } from '../files/atomic-write';
import { hashPassword, isPasswordHash, verifyPassword } from './password-hash';

export const PASSWORD_FILE = 'admin-password.json';

/** Bounds a password may have: ADMIN_PASSWORD's minimum, and what a check will hash at most. */
export const PASSWORD_LENGTH = { min: 8, max: 1024 } as const;

export interface AdminPassword {
  verify(candidate: string): Promise<boolean>;
  /** Names the password in force; a new password (or the same one hashed again) has another. */
  readonly fingerprint: string;
  /** True when ADMIN_PASSWORD sets it, so a change made here would be undone at the next start. */
  readonly fromEnvironment: boolean;
  /** Replaces the password and stores its hash; the caller ends the sessions. */
  set(newPassword: string): Promise<void>;
  /** Takes the stored hash when another process (`npm run admin:password`) replaced it; true if it did. */
  reload(): Promise<boolean>;
  /** True when the file holds a valid hash other than the one in force. */
  storedDiffers(): Promise<boolean>;
}

/**
 * Stores the hash of a new password for `npm run admin:password`: a running server picks it up
 * (reload) and the next start reads it; either way the sessions of the old one end.
 */
export async function storeAdminPassword(dataDir: string, newPassword: string): Promise<void> {
  checkLength(newPassword);
  await writeHash(path.join(dataDir, PASSWORD_FILE), await hashPassword(newPassword));
}

function checkLength(password: string): void {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw new RangeError(`The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`);
  }
}

interface LoadOptions {
  /** ADMIN_PASSWORD, when set. */
  password: string | undefined;
  dataDir: string;
  logger: Logger;
}

export async function loadAdminPassword({ password, dataDir, logger }: LoadOptions): Promise<AdminPassword> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const stored = await readStoredHash(file);
  if (password !== undefined) {
    if (typeof stored === 'string' && (await verifyPassword(password, stored))) return new StoredPassword(file, stored, true);
    const hash = await hashPassword(password);
    await writeHash(file, hash);
    if (stored !== undefined) logger.info('admin: ADMIN_PASSWORD differs from the stored password; it replaces it, and earlier sessions end');
    return new StoredPassword(file, hash, true);
  }
  if (typeof stored === 'string') return new StoredPassword(file, stored, false);
  if (stored === null) throw new Error(`${file} holds no valid password hash; delete it to generate a new password`);

  // 18 random bytes = 24 base64url characters (144 bits).
  const generated = randomBytes(18).toString('base64url');
  const hash = await hashPassword(generated);
  await writeHash(file, hash);
  logger.info(
    [
      'admin: ADMIN_PASSWORD is not set, so a console password was generated. It is shown only this once:',
      `admin:   ${generated}`,
      `admin: only its hash is kept (${file}); set ADMIN_PASSWORD, or delete that file to generate a new one.`,
    ].join('\n'),
  );
  return new StoredPassword(file, hash, false);
}

class StoredPassword implements AdminPassword {
  constructor(
    private readonly file: string,
    private hash: string,
    readonly fromEnvironment: boolean,
  ) {}

  get fingerprint(): string {
    // A digest of the salted hash: it changes with every new hash and reveals nothing about it.
    return createHash('sha256').update(this.hash).digest('base64url');
  }

  verify(candidate: string): Promise<boolean> {
    return verifyPassword(candidate, this.hash);
  }

  async set(newPassword: string): Promise<void> {
    checkLength(newPassword);
    const hash = await hashPassword(newPassword);
    // Stored first: if that fails nothing changed; if the process dies right after, the next
    // start reads the new hash, whose fingerprint ends the old sessions.
    await writeHash(this.file, hash);
    this.hash = hash;
  }

  async reload(): Promise<boolean> {
    const stored = await readStoredHash(this.file).catch(() => undefined);
    if (typeof stored !== 'string' || stored === this.hash) return false;
    this.hash = stored;
    return true;
  }

  async storedDiffers(): Promise<boolean> {
    const stored = await readStoredHash(this.file).catch(() => undefined);
    return typeof stored === 'string' && stored !== this.hash;
  }
}

/** The stored hash; undefined when there is no file, null when it holds no valid hash. */
async function readStoredHash(file: string): Promise<string | null | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { hash } = JSON.parse(text) as { hash?: unknown };
    return isPasswordHash(hash) ? hash : null;
  } catch {
    return null;
  }
}

/** Only the owner may read it (0600): the hash is what an offline guess would start from. */
function writeHash(file: string, hash: string): Promise<void> {
  return writeFileAtomic(file, `${JSON.stringify({ hash, createdAt: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
}
