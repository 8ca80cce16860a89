import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { loadAdminPassword, PASSWORD_FILE } from './admin-password';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'folio-password-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const load = (password?: string, logger = memoryLogger()) => loadAdminPassword({ password, dataDir, logger });
const file = () => path.join(dataDir, PASSWORD_FILE);

describe('the console password', () => {
  it('remembers ADMIN_PASSWORD as a hash, so a start can tell whether it changed', async () => {
    const first = await load('first password');
    expect(await readFile(file(), 'utf8')).not.toContain('first password');
    const same = await load('first password');
    expect(same.fingerprint).toBe(first.fingerprint);
    expect(await same.verify('first password')).toBe(true);

    const changed = await load('second password');
    expect(changed.fingerprint).not.toBe(first.fingerprint);
    expect(await changed.verify('first password')).toBe(false);
    expect(await changed.verify('second password')).toBe(true);
    expect(changed.fromEnvironment).toBe(true);
  });

  it('keeps a generated password across starts, and generates another once its file is deleted', async () => {
    const logger = memoryLogger();
    const generated = await load(undefined, logger);
    const password = /admin: {3}(\S+)/.exec(logger.lines.join('\n'))![1]!;
    expect(await generated.verify(password)).toBe(true);
    expect(generated.fromEnvironment).toBe(false);
    expect((await load()).fingerprint).toBe(generated.fingerprint);

    await unlink(file());
    const reset = await load();
    expect(reset.fingerprint).not.toBe(generated.fingerprint);
    expect(await reset.verify(password)).toBe(false);
  });

  it('changes at run time: a new hash on disk, a new fingerprint, the old password refused', async () => {
    const password = await load();
    const before = password.fingerprint;
    await password.set('a brand new password');
    expect(password.fingerprint).not.toBe(before);
    expect(await password.verify('a brand new password')).toBe(true);
    const restarted = await load();
    expect(restarted.fingerprint).toBe(password.fingerprint);
    expect(await restarted.verify('a brand new password')).toBe(true);
    await expect(password.set('short')).rejects.toThrow(/8 to 1024 characters/);
  });

  it('stores the hash for the owner only (0600)', async () => {
    await load('first password');
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    await load('another password');
    expect((await stat(file())).mode & 0o777).toBe(0o600);
  });

  it('refuses to start on a damaged file unless ADMIN_PASSWORD replaces it', async () => {
    await writeFile(file(), '{"hash": "not a hash"}');
    await expect(load()).rejects.toThrow(/holds no valid password hash/);
    expect(await (await load('first password')).verify('first password')).toBe(true);
  });
});
