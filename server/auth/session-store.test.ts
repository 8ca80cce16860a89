import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { SessionStore } from './session-store';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function store(now: () => number, options: { passwordFingerprint?: string; maxSessions?: number } = {}) {
  dir ??= await mkdtemp(path.join(tmpdir(), 'folio-sessions-'));
  const sessions = new SessionStore({ file: path.join(dir, 'sessions.json'), ttlMs: 1000, logger: memoryLogger(), now, passwordFingerprint: 'password-a', ...options });
  await sessions.load();
  return sessions;
}

const savedHashes = async () => (JSON.parse(await readFile(path.join(dir!, 'sessions.json'), 'utf8')) as { sessions: { hash: string }[] }).sessions.length;

describe('SessionStore', () => {
  it('accepts its tokens until they expire or are revoked, across restarts, storing only hashes', async () => {
    let now = 0;
    const sessions = await store(() => now);
    const a = await sessions.create();
    const b = await sessions.create();
    expect(sessions.isValid(a.token)).toBe(true);
    expect(sessions.isValid(`${a.token}x`)).toBe(false);
    const saved = await readFile(path.join(dir!, 'sessions.json'), 'utf8');
    expect(saved).not.toContain(a.token.slice(6));

    const restarted = await store(() => now);
    expect(restarted.isValid(a.token)).toBe(true);
    await restarted.revoke(a.token);
    expect(restarted.isValid(a.token)).toBe(false);
    expect(restarted.isValid(b.token)).toBe(true);

    now = 1000;
    expect(restarted.isValid(b.token)).toBe(false);
  });

  it('keeps at most maxSessions live sessions, ending the oldest first, across restarts', async () => {
    let now = 0;
    const sessions = await store(() => now, { maxSessions: 3 });
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      tokens.push((await sessions.create()).token);
      now += 10;
    }
    expect(tokens.map((token) => sessions.isValid(token))).toEqual([false, false, true, true, true]);
    expect(await savedHashes()).toBe(3);

    // A file with more sessions than the cap (written under a larger one) is cut to the newest.
    const smaller = await store(() => now, { maxSessions: 2 });
    expect(tokens.map((token) => smaller.isValid(token))).toEqual([false, false, false, true, true]);
    expect(await savedHashes()).toBe(2);
  });

  it('prunes expired sessions from the file on load and on create', async () => {
    let now = 0;
    const sessions = await store(() => now);
    await sessions.create();
    await sessions.create();
    now = 600;
    const fresh = await sessions.create();
    expect(await savedHashes()).toBe(3);

    now = 1000; // the first two have expired
    const restarted = await store(() => now);
    expect(restarted.size).toBe(1);
    expect(await savedHashes()).toBe(1);

    now = 1600; // and now the third
    const last = await restarted.create();
    expect(restarted.isValid(fresh.token)).toBe(false);
    expect(restarted.isValid(last.token)).toBe(true);
    expect(await savedHashes()).toBe(1);
  });

  it('drops every session saved under another password, and revokeAll ends them all at once', async () => {
    const now = 0;
    const sessions = await store(() => now);
    const a = await sessions.create();

    const underB = await store(() => now, { passwordFingerprint: 'password-b' });
    expect(underB.isValid(a.token)).toBe(false);
    expect(await savedHashes()).toBe(0);
    // Going back does not bring them back: the file now names password-b.
    expect((await store(() => now)).isValid(a.token)).toBe(false);

    const b = await underB.create();
    await underB.revokeAll('password-c');
    expect(underB.isValid(b.token)).toBe(false);
    const c = await underB.create();
    expect((await store(() => now, { passwordFingerprint: 'password-c' })).isValid(c.token)).toBe(true);
  });

  it('signs everyone out of a file from before sessions named their password', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-sessions-'));
    await writeFile(path.join(dir, 'sessions.json'), JSON.stringify({ sessions: [{ hash: 'a'.repeat(64), expiresAt: 10_000 }] }));
    const sessions = await store(() => 0);
    expect(sessions.size).toBe(0);
  });

  it('writes the file for the owner only (0600)', async () => {
    const sessions = await store(() => 0);
    await sessions.create();
    expect((await stat(path.join(dir!, 'sessions.json'))).mode & 0o777).toBe(0o600);
  });
});
