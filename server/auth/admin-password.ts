// The console's password. It comes from ADMIN_PASSWORD; when that is unset, the first start
// generates a strong one, prints it once, and keeps only its scrypt hash under DATA_DIR, so the
// console works out of the box without a default password anyone could guess.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { writeFileAtomic } from '../posts/atomic-write';
import { hashPassword, isPasswordHash, verifyPassword } from './password-hash';

export const PASSWORD_FILE = 'admin-password.json';

export interface AdminPassword {
  verify(candidate: string): Promise<boolean>;
}

interface LoadOptions {
  /** ADMIN_PASSWORD, when set. */
  password: string | undefined;
  dataDir: string;
  logger: Logger;
}

export async function loadAdminPassword({ password, dataDir, logger }: LoadOptions): Promise<AdminPassword> {
  const hash = password ? await hashPassword(password) : await storedOrGeneratedHash(dataDir, logger);
  return { verify: (candidate) => verifyPassword(candidate, hash) };
}

async function storedOrGeneratedHash(dataDir: string, logger: Logger): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const stored = await readFile(file, 'utf8').then(
    (text) => (JSON.parse(text) as { hash?: unknown }).hash,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (isPasswordHash(stored)) return stored;
  if (stored !== undefined) throw new Error(`${file} holds no valid password hash; delete it to generate a new password`);

  // 18 random bytes = 24 base64url characters (144 bits).
  const generated = randomBytes(18).toString('base64url');
  const hash = await hashPassword(generated);
  await writeFileAtomic(file, `${JSON.stringify({ hash, createdAt: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
  logger.info(
    [
      'admin: ADMIN_PASSWORD is not set, so a console password was generated. It is shown only this once:',
      `admin:   ${generated}`,
      `admin: only its hash is kept (${file}); set ADMIN_PASSWORD, or delete that file to generate a new one.`,
    ].join('\n'),
  );
  return hash;
}
