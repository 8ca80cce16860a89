import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordHash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toBe(second);
    expect(isPasswordHash(first)).toBe(true);
    expect(first).not.toContain('correct');
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuses a stored value that is not a hash it knows', async () => {
    expect(await verifyPassword('x', 'plain text')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc$def')).toBe(false);
  });
});
