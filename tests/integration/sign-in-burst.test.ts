// A burst of wrong passwords from one address (issue: the sign-in throttle did not hold under
// concurrency). Hundreds of guesses sent at once must not all be hashed: the throttle counts each
// attempt before hashing it, and hashes in flight are capped per address and overall, so the
// rest are refused with 429 at once, the owner at another address still signs in, and pages keep
// getting threads from libuv's pool. An evaluated guess answers 401, a refused one 429. A few
// sign-ins at once from one address (a browser restoring console tabs) wait their turn instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, TEST_PASSWORD, type JsonAnswer } from '../support/admin-client';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const BURST = 200;
/** DEFAULT_THROTTLE.maxFailures: the guesses one address may have evaluated per window. */
const MAX_EVALUATED = 10;
/**
 * What a page may take while the burst runs: a fixed allowance plus ten times what one wrong
 * guess takes right now (one hash, measured on the same machine under the same load). Hashing
 * the whole burst at once queues 200 hashes on libuv's four threads, about fifty hash-times
 * before a page gets a thread, so a starved pool fails this however busy the machine is.
 */
const FAST_MS = 1500;
const HASH_TIMES_ALLOWED = 10;

// The built server in its own process, with the default throttle (the limit that ships): the
// test's own 200 requests then do not share the event loop whose latency it measures.
let site: TempSite;
let app: ServerProcess;
beforeAll(async () => {
  site = await createTempSite();
  app = await startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
  // Warm: the timings below are about a starved thread pool, not a first render.
  for (const url of ['/images/profile.jpg', '/blog']) await (await fetch(`${app.url}${url}`)).arrayBuffer();
});
afterAll(async () => {
  await app?.stop();
  await site?.cleanup();
});

// The app trusts a proxy on loopback (TRUST_PROXY=loopback), so X-Forwarded-For names the visitor.
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** What the API answers: a session, or an error's code and message. */
type Body = { token?: string; code?: string; message?: string };

const signInFrom = (address: string, password: string) => send<Body>(`${app.url}/api/admin/session`, { body: { password }, headers: from(address) });
const bearerFrom = (address: string, bearer: string) => send<Body>(`${app.url}/api/admin/problems`, { token: bearer, headers: from(address) });

/** Milliseconds one wrong guess from an address of its own takes to answer: one hash. */
async function oneHashMs(address: string): Promise<number> {
  const started = performance.now();
  expect((await signInFrom(address, 'one wrong guess')).status).toBe(401);
  return performance.now() - started;
}

/** Milliseconds a static image and a page take to answer, fetched while `burst` runs. */
async function timedDuring(burst: Promise<unknown>): Promise<{ image: number; page: number }> {
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now() - started;
  };
  const [image, page] = await Promise.all([timed(`${app.url}/images/profile.jpg`), timed(`${app.url}/blog`)]);
  await burst;
  return { image, page };
}

function tally(answers: JsonAnswer<Body>[], invalidCode: string) {
  const evaluated = answers.filter((answer) => answer.status === 401);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(evaluated.length + refused.length).toBe(answers.length);
  for (const answer of evaluated) expect(answer.body.code).toBe(invalidCode);
  for (const answer of refused) {
    expect(answer.body.code).toBe('too_many_attempts');
    expect(answer.body.message).toMatch(/^Too many (failed sign-in attempts|sign-in attempts at once)\. Try again in /);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  return { evaluated: evaluated.length, refused: refused.length };
}

/** Keeps guessing in concurrent waves until the address is blocked; counts what was evaluated. */
async function guessUntilBlocked(guess: (i: number) => Promise<JsonAnswer<Body>>, invalidCode: string): Promise<number> {
  let evaluated = 0;
  for (let wave = 0; wave < 40; wave++) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(wave * 10 + i)));
    const counts = tally(answers, invalidCode);
    evaluated += counts.evaluated;
    // Refused by the block itself, not by the in-flight cap: a long Retry-After.
    if (answers.every((answer) => answer.status === 429 && Number(answer.headers.get('retry-after')) > 60)) return evaluated;
  }
  throw new Error('the address was never blocked');
}

describe('a burst of wrong passwords from one address', () => {
  it('through POST /api/admin/session: at most 10 are evaluated, the rest are refused, the owner and pages are unaffected', async () => {
    const attacker = '203.0.113.66';
    const allowedMs = FAST_MS + HASH_TIMES_ALLOWED * (await oneHashMs('192.0.2.10'));
    const burst = Promise.all(Array.from({ length: BURST }, (_, i) => signInFrom(attacker, `wrong guess ${i}`)));
    const [owner, timings] = await Promise.all([signInFrom('198.51.100.7', TEST_PASSWORD), timedDuring(burst)]);

    expect(owner.status).toBe(201);
    expect(owner.body.token).toMatch(/^folio_/);
    expect(timings.image).toBeLessThan(allowedMs);
    expect(timings.page).toBeLessThan(allowedMs);
    const counts = tally(await burst, 'wrong_password');
    expect(counts.evaluated).toBeGreaterThan(0);
    expect(counts.evaluated).toBeLessThanOrEqual(MAX_EVALUATED);

    // Guessing on cannot get past the limit in total, and then even the right password waits.
    const later = await guessUntilBlocked((i) => signInFrom(attacker, `later guess ${i}`), 'wrong_password');
    expect(counts.evaluated + later).toBeLessThanOrEqual(MAX_EVALUATED);
    expect((await signInFrom(attacker, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom('198.51.100.7', TEST_PASSWORD)).status).toBe(201);
  });

  it('through the password-as-bearer path: the same limits hold', async () => {
    const attacker = '203.0.113.99';
    const allowedMs = FAST_MS + HASH_TIMES_ALLOWED * (await oneHashMs('192.0.2.11'));
    const burst = Promise.all(Array.from({ length: BURST }, (_, i) => bearerFrom(attacker, `wrong bearer ${i}`)));
    const [owner, timings] = await Promise.all([bearerFrom('198.51.100.8', TEST_PASSWORD), timedDuring(burst)]);

    expect(owner.status).toBe(200);
    expect(timings.image).toBeLessThan(allowedMs);
    expect(timings.page).toBeLessThan(allowedMs);
    const counts = tally(await burst, 'unauthorized');
    expect(counts.evaluated).toBeGreaterThan(0);
    expect(counts.evaluated).toBeLessThanOrEqual(MAX_EVALUATED);

    const later = await guessUntilBlocked((i) => bearerFrom(attacker, `later bearer ${i}`), 'unauthorized');
    expect(counts.evaluated + later).toBeLessThanOrEqual(MAX_EVALUATED);
    expect((await bearerFrom(attacker, TEST_PASSWORD)).status).toBe(429);
    expect((await bearerFrom('198.51.100.8', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('a few sign-ins at once from one address', () => {
  it('all succeed with the right password: they wait their turn briefly instead of answering busy', async () => {
    const tabs = await Promise.all(Array.from({ length: 3 }, () => signInFrom('198.51.100.20', TEST_PASSWORD)));
    expect(tabs.map((answer) => answer.status)).toEqual([201, 201, 201]);
    for (const answer of tabs) expect(answer.body.token).toMatch(/^folio_/);

    // So do a script's password-as-bearer calls (five at once), and a fourth tab's sign-in beside them.
    const calls = await Promise.all([...Array.from({ length: 5 }, () => bearerFrom('198.51.100.21', TEST_PASSWORD)), signInFrom('198.51.100.21', TEST_PASSWORD)]);
    expect(calls.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 201]);
  });
});
