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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PasswordCheckLimiter', () => {
  it('admits a few checks per address and a bounded number overall, and takes them back on release', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 2, concurrent: 1, pending: 3, queuePerAddress: 0 });
    const a1 = await limiter.admit('a');
    const a2 = await limiter.admit('a');
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(await limiter.admit('a')).toBeNull(); // no line to wait in
    expect(await limiter.admit('b')).not.toBeNull();
    expect(await limiter.admit('c')).toBeNull(); // three pending overall
    a1!.release();
    a1!.release(); // twice is harmless
    expect(limiter.inFlight).toBe(2);
    expect(await limiter.admit('a')).not.toBeNull();
  });

  it('lets checks beyond an address’s limit wait their turn in its line, in order', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 2, concurrent: 2, pending: 10, queuePerAddress: 2, queueWaitMs: 5000 });
    const first = [(await limiter.admit('tabs'))!, (await limiter.admit('tabs'))!];
    const order: string[] = [];
    const third = limiter.admit('tabs').then((ticket) => (order.push('third'), ticket));
    const fourth = limiter.admit('tabs').then((ticket) => (order.push('fourth'), ticket));
    expect(await limiter.admit('tabs')).toBeNull(); // the line is full: refused at once
    // Another address is not held up by the line.
    const other = await limiter.admit('elsewhere');
    expect(other).not.toBeNull();
    other!.release();
    await tick();
    expect(order).toEqual([]);
    first[0]!.release();
    expect(await third).not.toBeNull();
    expect(order).toEqual(['third']);
    first[1]!.release();
    expect(await fourth).not.toBeNull();
    expect(order).toEqual(['third', 'fourth']);
    expect(limiter.inFlight).toBe(2);
  });

  it('refuses a check that waited in line longer than the short wait, and forgets it', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 1, concurrent: 1, pending: 10, queuePerAddress: 3, queueWaitMs: 30 });
    const held = (await limiter.admit('a'))!;
    const started = Date.now();
    expect(await limiter.admit('a')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(limiter.inFlight).toBe(1);
    held.release();
    expect(limiter.inFlight).toBe(0);
    // The address's place is free again, and nothing left in its line takes it.
    const next = await limiter.admit('a');
    expect(next).not.toBeNull();
    await sleep(40);
    expect(limiter.inFlight).toBe(1);
  });

  it('counts checks waiting in line against the overall bound', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 1, concurrent: 1, pending: 2, queuePerAddress: 5, queueWaitMs: 5000 });
    const held = (await limiter.admit('a'))!;
    const waiting = limiter.admit('a');
    expect(limiter.inFlight).toBe(2);
    expect(await limiter.admit('b')).toBeNull();
    held.release();
    const ticket = (await waiting)!;
    ticket.release();
    expect(limiter.inFlight).toBe(0);
  });

  it('runs at most `concurrent` hashes at once, the others in arrival order', async () => {
    const limiter = new PasswordCheckLimiter({ perAddress: 5, concurrent: 2, pending: 10 });
    const hashes = [pendingHash(), pendingHash(), pendingHash(), pendingHash()];
    const tickets = await Promise.all(hashes.map((_, i) => limiter.admit(`address ${i}`)));
    const runs = hashes.map((hash, i) => tickets[i]!.run(hash.hash));
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
    await expect((await limiter.admit('a'))!.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await (await limiter.admit('a'))!.run(() => Promise.resolve('next'))).toBe('next');
  });
});
