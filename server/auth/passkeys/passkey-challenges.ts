// The challenges of passkey ceremonies under way, in memory only: each is issued with the options
// of one ceremony (registration or authentication) for one relying party, is good for one answer
// (taken, it is gone, whether the answer verifies or not), and expires after `ttlMs`.
//
// Memory is bounded however many option requests arrive: each lane (an address group, a known
// browser, a session) holds at most `perLane` live challenges, and each pool at most its cap; a
// new challenge beyond either ends the oldest of that lane or pool (the newest request is the one
// someone is answering). Known browsers and sessions have a pool of their own that strangers
// cannot fill, so a flood of option requests cannot push out the owner's ceremony (decision
// 088-passkeys-never-wait-behind-passwords, as 078 keeps the owner's password check apart).
import type { RelyingParty } from './relying-party';
import { PasskeyError } from './passkey-error';

export type Ceremony = 'registration' | 'authentication';

export interface ChallengeLimits {
  ttlMs: number;
  perLane: number;
  /** Live challenges over all strangers' lanes. */
  strangers: number;
  /** Live challenges over all known browsers' and sessions' lanes. */
  known: number;
}

export const DEFAULT_CHALLENGE_LIMITS: ChallengeLimits = { ttlMs: 5 * 60_000, perLane: 4, strangers: 2000, known: 64 };

export interface IssuedChallenge {
  ceremony: Ceremony;
  rp: RelyingParty;
  /** Who asked: an address group, `known browser …` or `session …`. */
  lane: string;
  /** In the owner's pool (a known browser or a session) rather than the strangers'. */
  known: boolean;
}

interface Pending extends IssuedChallenge {
  expiresAt: number;
}

export const CHALLENGE_EXPIRED_MESSAGE = 'This passkey request has expired or was already used. Start again: press the passkey button once more.';

export class PasskeyChallenges {
  private readonly limits: ChallengeLimits;
  /** Per pool, challenge → its ceremony, oldest first (all share one ttl, so also by expiry). */
  private readonly pools = { known: new Map<string, Pending>(), strangers: new Map<string, Pending>() };
  private readonly perLane = new Map<string, string[]>();

  constructor(
    limits: Partial<ChallengeLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_CHALLENGE_LIMITS, ...limits };
  }

  /** Keeps `challenge` (the options' base64url challenge) for one answer. */
  issue(challenge: string, issued: IssuedChallenge): void {
    this.prune();
    const pool = issued.known ? this.pools.known : this.pools.strangers;
    const lane = this.perLane.get(issued.lane) ?? [];
    while (lane.length >= this.limits.perLane) this.forget(lane[0]!);
    while (pool.size >= (issued.known ? this.limits.known : this.limits.strangers)) this.forget(pool.keys().next().value!);
    pool.set(challenge, { ...issued, expiresAt: this.now() + this.limits.ttlMs });
    lane.push(challenge);
    this.perLane.set(issued.lane, lane);
  }

  /**
   * Takes the challenge an answer signed: gone from now on. Throws 'expired' unless it was issued
   * for this ceremony and relying party, for this lane when `lane` is given, and is still live.
   */
  take(challenge: string, ceremony: Ceremony, rp: RelyingParty, lane?: string): IssuedChallenge {
    const pending = this.pools.known.get(challenge) ?? this.pools.strangers.get(challenge);
    if (pending) this.forget(challenge);
    const fits = pending && pending.expiresAt > this.now() && pending.ceremony === ceremony && pending.rp.id === rp.id && pending.rp.origin === rp.origin && (lane === undefined || pending.lane === lane);
    if (!fits) throw new PasskeyError('expired', 'passkey_expired', CHALLENGE_EXPIRED_MESSAGE);
    return pending;
  }

  /** Live challenges held, for tests and diagnostics. */
  get size(): number {
    return this.pools.known.size + this.pools.strangers.size;
  }

  private prune(): void {
    const now = this.now();
    for (const pool of Object.values(this.pools)) {
      for (const [challenge, pending] of pool) {
        if (pending.expiresAt > now) break;
        this.forget(challenge);
      }
    }
  }

  private forget(challenge: string): void {
    const pending = this.pools.known.get(challenge) ?? this.pools.strangers.get(challenge);
    if (!pending) return;
    (pending.known ? this.pools.known : this.pools.strangers).delete(challenge);
    const lane = this.perLane.get(pending.lane)!;
    lane.splice(lane.indexOf(challenge), 1);
    if (lane.length === 0) this.perLane.delete(pending.lane);
  }
}
