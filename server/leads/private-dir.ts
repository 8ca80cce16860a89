// The folder the lead files live in (DATA_DIR) is the owner's alone, mode 0700: made so when it
// is missing, and closed up when a checkout or an earlier version left it open (./data comes
// from Git as 0755).
import { chmod, mkdir } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;

export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A folder this account may not change (someone else's) stays as it is; the files in it are 0600 all the same.
  await chmod(dir, PRIVATE_DIR_MODE).catch(() => undefined);
}
