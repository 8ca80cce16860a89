import { describe, expect, it } from 'vitest';
import { PasswordCheckLimiter, RANK, type CheckTicket } from './password-check-limiter';

/** A hash that ends when the test says so. */
function pendingHash() {
  let finish!: (value: boolean) => void;
  const result = new Promise<boolean>((resolve) => (finish = resolve));
  let started = false;
  return { hash: () => ((started = true), result), finish, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Holds every hash slot with hashes that end when `free()` is called. */
function occupy(limiter: PasswordCheckLimiter, slots: number) {
  const hashes = Array.from({ length: slots }, () => pendingHash());
  const tickets = hashes.map((_, i) => limiter.enter(`occupier ${i}`, RANK.clean)!);
  const runs = hashes.map((hash, i) => tickets[i]!.run(hash.hash));
  return {
    free: async (i = 0) => {
      hashes[i]!.finish(false);
      await runs[i];
      tickets[i]!.release();
      await tick();
    },
  };
}

/** Runs `ticket`'s check with a hash that records when it started, in `order`. */
function queued(ticket: CheckTicket, name: string, order: string[]) {
  return ticket.run(async () => {
    order.push(name);
    return name;
  });
}

describe('PasswordCheckLimiter', () => {
  it('holds a few checks per group and a bounded number overall, and gives them back on release', () => {
    const limiter = new PasswordCheckLimiter({ perGroup: 2, pending: 3 });
    const a1 = limiter.enter('a', RANK.failed);
    expect(a1).not.toBeNull();
    expect(limiter.enter('a', RANK.failed)).not.toBeNull();
    expect(limiter.enter('a', RANK.failed)).toBeNull(); // the group's places are taken
    const b = limiter.enter('b', RANK.failed);
    expect(b).not.toBeNull();
    // Three held overall: 'c' holds none, 'a' two, so one of 'a' gives way; then all hold one.
    expect(limiter.enter('c', RANK.failed)).not.toBeNull();
    expect(limiter.enter('d', RANK.failed)).toBeNull();
    expect(limiter.inFlight).toBe(3);
    b!.release();
    b!.release(); // twice is harmless
    expect(limiter.inFlight).toBe(2);
    expect(limiter.enter('d', RANK.failed)).not.toBeNull();
  });

  it('runs at most `concurrent` hashes at once, and frees the slot when a hash fails', async () => {
    const limiter = new PasswordCheckLimiter({ concurrent: 2 });
    const hashes = [pendingHash(), pendingHash(), pendingHash()];
    const tickets = hashes.map((_, i) => limiter.enter(`address ${i}`, RANK.clean)!);
    const runs = hashes.map((hash, i) => tickets[i]!.run(hash.hash));
    await tick();
    expect(hashes.map((hash) => hash.started())).toEqual([true, true, false]);
    hashes[1]!.finish(false);
    await tick();
    expect(hashes[2]!.started()).toBe(true);
    hashes[0]!.finish(true);
    hashes[2]!.finish(false);
    expect(await Promise.all(runs)).toEqual([
      { busy: false, value: true },
      { busy: false, value: false },
      { busy: false, value: false },
    ]);
    const failing = limiter.enter('a', RANK.clean)!;
    await expect(failing.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await limiter.enter('b', RANK.clean)!.run(() => Promise.resolve('next'))).toEqual({ busy: false, value: 'next' });
  });

  it('gives groups turns: a group holding many checks does not go before one that came later', async () => {
    const limiter = new PasswordCheckLimiter({ concurrent: 1, perGroup: 6 });
    const slots = occupy(limiter, 1);
    const order: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => queued(limiter.enter('one /64', RANK.failed)!, `flood ${i}`, order));
    const owner = queued(limiter.enter('owner', RANK.failed)!, 'owner', order);
    await slots.free();
    await Promise.all([...flood, owner]);
    expect(order).toEqual(['flood 0', 'owner', 'flood 1', 'flood 2', 'flood 3']);
  });

  it('hashes a known browser’s check first, then groups without failures, then the rest', async () => {
    const limiter = new PasswordCheckLimiter({ concurrent: 1 });
    const slots = occupy(limiter, 1);
    const order: string[] = [];
    const runs = [
      queued(limiter.enter('guesser', RANK.failed)!, 'failed', order),
      queued(limiter.enter('new phone', RANK.clean)!, 'clean', order),
      queued(limiter.enter('known browser x', RANK.known)!, 'known', order),
    ];
    await slots.free();
    await Promise.all(runs);
    expect(order).toEqual(['known', 'clean', 'failed']);
  });

  it('when strangers hold every place, a fairer newcomer pushes out the newest check of the fullest group', async () => {
    const limiter = new PasswordCheckLimiter({ concurrent: 1, perGroup: 6, pending: 4 });
    const slots = occupy(limiter, 1);
    const floodRuns = Array.from({ length: 3 }, () => limiter.enter('flood', RANK.failed)!.run(() => Promise.resolve('flood')));
    // A group holding nothing pushes out the newest of the group holding three, and again.
    const owner = limiter.enter('owner', RANK.failed)!;
    expect(owner).not.toBeNull();
    expect(await floodRuns[2]).toEqual({ busy: true });
    const another = limiter.enter('another', RANK.failed)!;
    expect(another).not.toBeNull();
    expect(await floodRuns[1]).toEqual({ busy: true });
    // Every group holds one now: no newcomer of the same rank is fairer.
    expect(limiter.enter('fourth', RANK.failed)).toBeNull();
    // A newcomer without failures goes before any failed check: the one that came last gives way,
    // here while still held (the throttle's delay), so it is busy when it asks for a hash.
    expect(limiter.enter('clean', RANK.clean)).not.toBeNull();
    expect(await another.run(() => Promise.resolve('another'))).toEqual({ busy: true });
    const ownerRun = owner.run(() => Promise.resolve('owner'));
    await slots.free();
    expect(await floodRuns[0]).toEqual({ busy: false, value: 'flood' });
    expect(await ownerRun).toEqual({ busy: false, value: 'owner' });
  });

  it('keeps known browsers’ places apart: strangers cannot take or push them out', () => {
    const limiter = new PasswordCheckLimiter({ pending: 1, knownPending: 1 });
    expect(limiter.enter('known browser x', RANK.known)).not.toBeNull();
    expect(limiter.enter('known browser y', RANK.known)).toBeNull();
    expect(limiter.enter('stranger', RANK.failed)).not.toBeNull();
    expect(limiter.enter('clean stranger', RANK.clean)).not.toBeNull(); // pushes out the failed one, not the known one
    expect(limiter.inFlight).toBe(2);
  });

  it('refuses a check that waited longer than `waitMs`, and gives its place back on release', async () => {
    const limiter = new PasswordCheckLimiter({ concurrent: 1, waitMs: 30 });
    const slots = occupy(limiter, 1);
    const late = limiter.enter('late', RANK.clean)!;
    expect(await late.run(() => Promise.resolve('never'))).toEqual({ busy: true });
    late.release();
    expect(limiter.inFlight).toBe(1);
    await slots.free();
    expect(limiter.inFlight).toBe(0);
  });
});
