// Caps the password checks in flight and decides whose check is hashed next. A check is an scrypt
// hash, which runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
// the same pool that reads static files, compresses answers and resizes images: so at most
// `concurrent` hashes run at once, and the checks held (waiting, delayed or hashing) are bounded
// per group and overall. A check that would wait beyond `waitMs` is refused (the caller answers
// 429 "busy") instead of queueing without end.
//
// Who goes next is not first come, first served: a flood of guesses from many addresses would
// then fill the line the owner waits in (issue 40). Each check comes from a group — a known
// browser (it signed in before), or an address group (server/http/address-key.ts) — and has a
// rank (decision 078):
//   known    a known browser's check never waits behind a stranger's: it takes the next free
//            hash, and strangers cannot take its places (`knownPending`) or push it out;
//   clean    a stranger whose address group has no failed guess in the window goes before
//   failed   a stranger whose group has.
// Within a rank, groups take turns: one check of each waiting group per round, so one /64 or
// one address holding six checks gets no more turns than one holding one. When the strangers'
// places are all held, a newcomer pushes out the newest check of the group that holds the most
// of the worst rank, if that is fairer (a worse rank, or two checks more than its own group);
// otherwise it is refused.
export interface CheckLimits {
  /** Hashes running at once. */
  concurrent: number;
  /** Checks one group may hold at once (delayed, waiting or hashing): a few tabs restored together. */
  perGroup: number;
  /** Checks held at once over all strangers' groups. */
  pending: number;
  /** Checks held at once over all known browsers: strangers never take these places. */
  knownPending: number;
  /** How long a check waits for a hash at most before it is refused as busy. */
  waitMs: number;
}

export const DEFAULT_CHECK_LIMITS: CheckLimits = { concurrent: 2, perGroup: 6, pending: 128, knownPending: 32, waitMs: 5000 };

/** The order checks are hashed in: a lower rank always goes first. */
export const RANK = { known: 0, clean: 1, failed: 2 } as const;
export type CheckRank = (typeof RANK)[keyof typeof RANK];

export type CheckRun<T> = { busy: true } | { busy: false; value: T };

/** One held check. release() must be called when it is over, whatever happened. */
export interface CheckTicket {
  /** Runs `hash` in the group's turn; busy when the wait ran out or a fairer check pushed this one out. */
  run<T>(hash: () => Promise<T>): Promise<CheckRun<T>>;
  release(): void;
}

/** held: admitted, not yet asking for a hash (the throttle's delay); gone: its place is given back. */
type State = 'held' | 'waiting' | 'running' | 'done' | 'gone';

interface Check {
  group: string;
  /** Order of arrival: of two groups holding as many, the one whose check came last gives way. */
  seq: number;
  rank: CheckRank;
  state: State;
  /** release() came while the hash ran: the place is given back when it ends. */
  released?: boolean;
  wake?: (ran: boolean) => void;
  timer?: NodeJS.Timeout;
}

export class PasswordCheckLimiter {
  private readonly limits: CheckLimits;
  /** The checks each group holds, oldest first. */
  private readonly groups = new Map<string, Check[]>();
  /** Held checks by whether they are a known browser's. */
  private heldKnown = 0;
  private heldStrangers = 0;
  private running = 0;
  private arrivals = 0;
  /** Per rank, the groups with checks waiting for a hash, in the order of their turns. */
  private readonly turns: Map<string, Check[]>[] = [new Map(), new Map(), new Map()];

  constructor(limits: Partial<CheckLimits> = {}) {
    this.limits = { ...DEFAULT_CHECK_LIMITS, ...limits };
  }

  /** A ticket for one check from `group`, or null when that group or everyone is at the limit. */
  enter(group: string, rank: CheckRank): CheckTicket | null {
    const mine = this.groups.get(group) ?? [];
    if (mine.length >= this.limits.perGroup) return null;
    if (rank === RANK.known) {
      if (this.heldKnown >= this.limits.knownPending) return null;
      this.heldKnown += 1;
    } else {
      if (this.heldStrangers >= this.limits.pending && !this.pushOutFor(rank, mine.length)) return null;
      this.heldStrangers += 1;
    }
    const check: Check = { group, rank, seq: this.arrivals++, state: 'held' };
    mine.push(check);
    this.groups.set(group, mine);
    return { run: (hash) => this.run(check, hash), release: () => this.release(check) };
  }

  /** Checks held now, for tests and diagnostics. */
  get inFlight(): number {
    return this.heldKnown + this.heldStrangers;
  }

  private async run<T>(check: Check, hash: () => Promise<T>): Promise<CheckRun<T>> {
    if (check.state !== 'held') return { busy: true };
    if (!(await this.slot(check))) return { busy: true };
    try {
      return { busy: false, value: await hash() };
    } finally {
      check.state = 'done';
      this.running -= 1;
      if (check.released) this.forget(check);
      this.next();
    }
  }

  /** Resolves true once `check` holds one of the `concurrent` hashes; false when it gave up waiting or was pushed out. */
  private slot(check: Check): Promise<boolean> {
    if (this.running < this.limits.concurrent && !this.turns.some((line) => line.size > 0)) {
      check.state = 'running';
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      check.state = 'waiting';
      check.wake = resolve;
      check.timer = setTimeout(() => {
        this.unqueue(check);
        check.state = 'done';
        resolve(false);
      }, this.limits.waitMs);
      const line = this.turns[check.rank]!;
      const waiting = line.get(check.group);
      if (waiting) waiting.push(check);
      else line.set(check.group, [check]);
    });
  }

  /** Hands free hashes to the next checks: the best rank first, its groups in turn. */
  private next(): void {
    while (this.running < this.limits.concurrent) {
      const line = this.turns.find((groups) => groups.size > 0);
      if (!line) return;
      const [group, waiting] = line.entries().next().value!;
      const check = waiting.shift()!;
      // The group's turn is over: it goes to the back of the line if it has more waiting.
      line.delete(group);
      if (waiting.length > 0) line.set(group, waiting);
      clearTimeout(check.timer);
      check.state = 'running';
      this.running += 1;
      check.wake!(true);
    }
  }

  private unqueue(check: Check): void {
    const line = this.turns[check.rank]!;
    const waiting = line.get(check.group);
    if (!waiting) return;
    waiting.splice(waiting.indexOf(check), 1);
    if (waiting.length === 0) line.delete(check.group);
  }

  /**
   * Frees a stranger's place for a newcomer of `rank` whose group holds `holds` checks: pushes out
   * the newest check not yet hashing of the group holding the most among the worst rank (of two
   * holding as many, the one that came last), when that is fairer. False when nothing may be
   * pushed out.
   */
  private pushOutFor(rank: CheckRank, holds: number): boolean {
    let victim: Check | undefined;
    let victimHolds = 0;
    for (const checks of this.groups.values()) {
      const candidate = checks.findLast((check) => check.rank !== RANK.known && (check.state === 'held' || check.state === 'waiting'));
      if (!candidate) continue;
      const worse =
        !victim ||
        candidate.rank > victim.rank ||
        (candidate.rank === victim.rank && (checks.length > victimHolds || (checks.length === victimHolds && candidate.seq > victim.seq)));
      if (worse) {
        victim = candidate;
        victimHolds = checks.length;
      }
    }
    if (!victim) return false;
    const fairer = victim.rank > rank || (victim.rank === rank && victimHolds >= holds + 2);
    if (!fairer) return false;
    this.forget(victim);
    return true;
  }

  private release(check: Check): void {
    if (check.state === 'running') check.released = true;
    else this.forget(check);
  }

  /** Gives the check's place back; a check still waiting for a hash is answered busy. */
  private forget(check: Check): void {
    if (check.state === 'gone') return;
    if (check.state === 'waiting') {
      clearTimeout(check.timer);
      this.unqueue(check);
      check.wake!(false);
    }
    check.state = 'gone';
    const checks = this.groups.get(check.group)!;
    checks.splice(checks.indexOf(check), 1);
    if (checks.length === 0) this.groups.delete(check.group);
    if (check.rank === RANK.known) this.heldKnown -= 1;
    else this.heldStrangers -= 1;
  }
}
