import { describe, expect, it } from 'vitest';
import { PasswordCheckLimiter } from './password-check-limiter';

/** A hash that ends when the test says so. */
function pendingHash() {
  let finish!: (value: boolean) => void;
  const result = new Promise<boolean>((resolve) => (finish = resolve));
  let started = false;
  return { hash: () => ((started = true), result), finish, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordCheckLimiter', () => {
  it('admits a few checks per address and a bounded number overall, and takes them back on release', () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 2, concurrent: 1, pending: 3 });
    const a1 = limiter.admit('a');
    const a2 = limiter.admit('a');
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(limiter.admit('a')).toBeNull();
    expect(limiter.admit('b')).not.toBeNull();
    expect(limiter.admit('c')).toBeNull(); // three pending overall
    a1!.release();
    a1!.release(); // twice is harmless
    expect(limiter.inFlight).toBe(2);
    expect(limiter.admit('a')).not.toBeNull();
  });

  it('runs at most `concurrent` hashes at once, the others in arrival order', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 5, concurrent: 2, pending: 10 });
    const hashes = [pendingHash(), pendingHash(), pendingHash(), pendingHash()];
    const runs = hashes.map((hash, i) => limiter.admit(`address ${i}`)!.run(hash.hash));
    await tick();
    expect(hashes.map((hash) => hash.started())).toEqual([true, true, false, false]);
    hashes[1]!.finish(false);
    await tick();
    expect(hashes.map((hash) => hash.started())).toEqual([true, true, true, false]);
    hashes[0]!.finish(true);
    hashes[2]!.finish(false);
    await tick();
    expect(hashes[3]!.started()).toBe(true);
    hashes[3]!.finish(true);
    expect(await Promise.all(runs)).toEqual([true, false, false, true]);
  });

  it('frees the slot when a hash fails', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 5, concurrent: 1, pending: 10 });
    await expect(limiter.admit('a')!.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await limiter.admit('a')!.run(() => Promise.resolve('next'))).toBe('next');
  });
});
