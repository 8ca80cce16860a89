import { describe, expect, it } from 'vitest';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyError } from './passkey-error';

const rp = { id: 'localhost', origin: 'http://localhost:3000' };
const stranger = (lane: string) => ({ ceremony: 'authentication' as const, rp, lane, known: false });

function takes(challenges: PasskeyChallenges, challenge: string, ceremony: 'registration' | 'authentication' = 'authentication', relyingParty = rp, lane?: string): boolean {
  try {
    challenges.take(challenge, ceremony, relyingParty, lane);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(PasskeyError);
    expect((error as PasskeyError).code).toBe('passkey_expired');
    return false;
  }
}

describe('passkey challenges', () => {
  it('are good for one answer', () => {
    const challenges = new PasskeyChallenges();
    challenges.issue('one', stranger('10.0.0.1'));
    expect(takes(challenges, 'one')).toBe(true);
    expect(takes(challenges, 'one')).toBe(false);
    expect(takes(challenges, 'never issued')).toBe(false);
  });

  it('expire after their time', () => {
    let now = 0;
    const challenges = new PasskeyChallenges({ ttlMs: 5 * 60_000 }, () => now);
    challenges.issue('early', stranger('10.0.0.1'));
    challenges.issue('late', stranger('10.0.0.2'));
    now = 5 * 60_000 - 1;
    expect(takes(challenges, 'early')).toBe(true);
    now = 5 * 60_000;
    expect(takes(challenges, 'late')).toBe(false);
  });

  it('are bound to their ceremony, relying party and (for a session) lane, and a wrong use spends them', () => {
    const challenges = new PasskeyChallenges();
    challenges.issue('sign-in', stranger('10.0.0.1'));
    expect(takes(challenges, 'sign-in', 'registration')).toBe(false);
    expect(takes(challenges, 'sign-in')).toBe(false);
    challenges.issue('other site', stranger('10.0.0.1'));
    expect(takes(challenges, 'other site', 'authentication', { id: 'alex.dev', origin: 'https://alex.dev' })).toBe(false);
    challenges.issue('add', { ceremony: 'registration', rp, lane: 'session a', known: true });
    expect(takes(challenges, 'add', 'registration', rp, 'session b')).toBe(false);
    challenges.issue('add again', { ceremony: 'registration', rp, lane: 'session a', known: true });
    expect(takes(challenges, 'add again', 'registration', rp, 'session a')).toBe(true);
  });

  it('stay bounded under a flood of option requests, and strangers never push out the owner’s', () => {
    const challenges = new PasskeyChallenges({ perLane: 4, strangers: 100, known: 8 });
    challenges.issue('owner', { ceremony: 'authentication', rp, lane: 'known browser x', known: true });
    for (let i = 0; i < 10_000; i++) challenges.issue(`flood ${i}`, stranger(`10.0.${i % 1000}.1`));
    expect(challenges.size).toBe(101);
    // One lane keeps its newest four; the pool its newest hundred.
    for (let i = 0; i < 10; i++) challenges.issue(`one lane ${i}`, stranger('192.0.2.1'));
    expect(takes(challenges, 'one lane 5')).toBe(false);
    expect(takes(challenges, 'one lane 6')).toBe(true);
    expect(takes(challenges, 'flood 0')).toBe(false);
    expect(takes(challenges, 'owner')).toBe(true);
  });
});
