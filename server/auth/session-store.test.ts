import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { SessionStore } from './session-store';

let dir: string | undefined;
afterEach(async () => dir && rm(dir, { recursive: true, force: true }));

async function store(now: () => number) {
  dir ??= await mkdtemp(path.join(tmpdir(), 'folio-sessions-'));
  const sessions = new SessionStore({ file: path.join(dir, 'sessions.json'), ttlMs: 1000, logger: memoryLogger(), now });
  await sessions.load();
  return sessions;
}

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
});
