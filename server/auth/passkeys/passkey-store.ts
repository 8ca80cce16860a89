// The owner's passkeys, kept in DATA_DIR/admin-passkeys.json (mode 0600, written atomically by
// PrivateJsonFile, never through a link): each one's credential id, public key, signature counter
// and transports as the authenticator gave them, the name the owner gave it, and when it was made
// and last used. A public key opens nothing by itself, but the file still says which devices can
// sign in, so it is the owner's alone.
//
// Passkeys belong to the password they were added under, like sessions and known browsers
// (decision 014): the file records the password's fingerprint, and a new password (`npm run
// admin:password`, a changed ADMIN_PASSWORD) removes them. Changing the password is how the owner
// locks out whoever learnt it, and that person could have added a passkey of their own.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from '../../logger';
import { ensurePrivateDir } from '../../leads/private-dir';
import { PrivateJsonFile } from '../../leads/private-json-file';
import { PasskeyError } from './passkey-error';

export const PASSKEYS_FILE = 'admin-passkeys.json';
/** Passkeys kept at most: an owner has a few devices, and the file must stay small. */
export const MAX_PASSKEYS = 20;

export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  /** The relying party it was made for (its host name). */
  rpId: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface StoredFile {
  passwordFingerprint?: unknown;
  /** The one user handle of the console's owner, base64url: every passkey is made for it. */
  userId?: unknown;
  passkeys?: unknown;
}

const isStoredPasskey = (value: unknown): value is StoredPasskey => {
  const p = value as Partial<StoredPasskey> | null;
  return !!p && typeof p.id === 'string' && typeof p.publicKey === 'string' && typeof p.counter === 'number' && Array.isArray(p.transports) && typeof p.name === 'string' && typeof p.rpId === 'string' && typeof p.createdAt === 'string';
};

export class PasskeyStore {
  private constructor(
    private readonly file: PrivateJsonFile<StoredFile>,
    private passwordFingerprint: string,
    private userHandle: string,
    private passkeys: StoredPasskey[],
  ) {}

  static async open(dataDir: string, passwordFingerprint: string, logger: Logger): Promise<PasskeyStore> {
    await ensurePrivateDir(dataDir);
    const file = new PrivateJsonFile<StoredFile>(path.join(dataDir, PASSKEYS_FILE));
    await file.removeLeftovers();
    let stored: StoredFile | null = null;
    try {
      stored = await file.read();
    } catch (error) {
      // Unreadable: no passkey signs in until the owner adds one again; the password still does.
      logger.warn(`admin: ${PASSKEYS_FILE} is unreadable, so no passkey signs in (${String(error)})`);
    }
    const saved = Array.isArray(stored?.passkeys) ? stored.passkeys.filter(isStoredPasskey) : [];
    const userId = typeof stored?.userId === 'string' && stored.userId.length > 0 ? stored.userId : newUserHandle();
    if (stored && stored.passwordFingerprint !== passwordFingerprint) {
      if (saved.length > 0) logger.info(`admin: the console password changed; ${saved.length} passkey(s) removed`);
      const store = new PasskeyStore(file, passwordFingerprint, newUserHandle(), []);
      await store.save();
      return store;
    }
    return new PasskeyStore(file, passwordFingerprint, userId, saved);
  }

  /** The owner's user handle (base64url), the same for every passkey. */
  get userId(): string {
    return this.userHandle;
  }

  list(): StoredPasskey[] {
    return this.passkeys.map((passkey) => ({ ...passkey, transports: [...passkey.transports] }));
  }

  get(id: string): StoredPasskey | undefined {
    return this.passkeys.find((passkey) => passkey.id === id);
  }

  async add(passkey: StoredPasskey): Promise<void> {
    if (this.passkeys.length >= MAX_PASSKEYS) {
      throw new PasskeyError('full', 'passkeys_full', `The console keeps ${MAX_PASSKEYS} passkeys at most. Remove one you no longer use, then add this one.`);
    }
    this.passkeys = [...this.passkeys.filter((kept) => kept.id !== passkey.id), passkey];
    await this.save();
  }

  /** Removes a passkey; false when there is none with that id. */
  async remove(id: string): Promise<boolean> {
    const kept = this.passkeys.filter((passkey) => passkey.id !== id);
    if (kept.length === this.passkeys.length) return false;
    this.passkeys = kept;
    await this.save();
    return true;
  }

  /** A sign-in with the passkey: its new counter and when. */
  async recordUse(id: string, counter: number, at: Date): Promise<void> {
    this.passkeys = this.passkeys.map((passkey) => (passkey.id === id ? { ...passkey, counter, lastUsedAt: at.toISOString() } : passkey));
    await this.save();
  }

  /** A new password: every passkey is removed, and new ones are made for a new user handle. */
  async revokeAll(passwordFingerprint: string): Promise<void> {
    this.passwordFingerprint = passwordFingerprint;
    this.userHandle = newUserHandle();
    this.passkeys = [];
    await this.save();
  }

  private save(): Promise<void> {
    return this.file.write({ passwordFingerprint: this.passwordFingerprint, userId: this.userHandle, passkeys: this.passkeys });
  }
}

function newUserHandle(): string {
  return randomBytes(16).toString('base64url');
}
