import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

function throttle() {
  let now = 1_000_000;
  const limiter = new LoginThrottle({ freeFailures: 2, maxFailures: 4, windowMs: 60_000, blockMs: 30_000, stepDelayMs: 100, maxDelayMs: 150, now: () => now });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('lets the first failures through, then delays, then blocks', () => {
    const { limiter } = throttle();
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 0 });
    limiter.fail('a');
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 0 });
    limiter.fail('a');
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 100 });
    limiter.fail('a');
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 150 });
    limiter.fail('a');
    expect(limiter.check('a')).toEqual({ blocked: true, retryAfterMs: 30_000 });
    expect(limiter.check('b')).toEqual({ blocked: false, delayMs: 0 });
  });

  it('lifts a block when it expires and forgets failures after the window', () => {
    const { limiter, advance } = throttle();
    for (let i = 0; i < 4; i++) limiter.fail('a');
    advance(29_999);
    expect(limiter.check('a').blocked).toBe(true);
    advance(60_000);
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 0 });
  });

  it('forgets an address after a success', () => {
    const { limiter } = throttle();
    for (let i = 0; i < 3; i++) limiter.fail('a');
    limiter.succeed('a');
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 0 });
  });

  it('counts a reserved attempt before it is checked, so concurrent guesses cannot pass the limit', () => {
    const { limiter } = throttle();
    // Six guesses arrive before any is answered: each is counted as it arrives.
    const verdicts = Array.from({ length: 6 }, () => limiter.reserve('a'));
    expect(verdicts).toEqual([
      { blocked: false, delayMs: 0 },
      { blocked: false, delayMs: 0 },
      { blocked: false, delayMs: 100 },
      { blocked: false, delayMs: 150 },
      { blocked: true, retryAfterMs: 30_000 },
      { blocked: true, retryAfterMs: 30_000 },
    ]);
  });

  it('takes a reserved attempt back when it succeeds', () => {
    const { limiter } = throttle();
    limiter.reserve('a');
    limiter.reserve('a');
    limiter.succeed('a');
    expect(limiter.reserve('a')).toEqual({ blocked: false, delayMs: 0 });
  });
});

describe('LoginThrottle, for the password-check limiter', () => {
  it('says whether a key has failures counted in the window', () => {
    const { limiter, advance } = throttle();
    expect(limiter.hasFailed('a')).toBe(false);
    limiter.fail('a');
    expect(limiter.hasFailed('a')).toBe(true);
    advance(60_001);
    expect(limiter.hasFailed('a')).toBe(false);
  });

  it('takes back a reserved attempt that was never checked, lifting the block it set', () => {
    const { limiter } = throttle();
    for (let i = 0; i < 3; i++) limiter.reserve('a');
    expect(limiter.reserve('a')).toEqual({ blocked: false, delayMs: 150 }); // the fourth sets the block
    expect(limiter.check('a').blocked).toBe(true);
    limiter.takeBack('a');
    expect(limiter.check('a')).toEqual({ blocked: false, delayMs: 150 });
    limiter.takeBack('a');
    limiter.takeBack('a');
    limiter.takeBack('a');
    expect(limiter.hasFailed('a')).toBe(false);
  });
});
