// The remote unreachable, then back (issue 7): console commits go on locally, pushes are retried
// with backoff, /healthz reports sync as degraded (still 200) once failures outlast the threshold,
// and when the remote returns every commit reaches it unchanged — none lost, none rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/lib/api/sync-status';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

type EnabledStatus = Extract<SyncStatus, { enabled: true }>;

let app: TestApp;
let remote: BareRemote;
let token: string;
beforeAll(async () => {
  const site = await createTempSite();
  remote = await createBareRemote(site);
  app = await startTestApp({
    site,
    // No timer: only the retries can bring the commits to the remote.
    env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0', CONTENT_SYNC_DEGRADED_AFTER: '1' },
    sync: { firstRetryMs: 100, maxRetryMs: 400 },
  });
  token = await signIn(app.url);
  // The start-up cycle has reached the remote once.
  await waitFor(async () => (await status()).lastPullAt !== null, 10_000);
});
afterAll(async () => {
  await remote?.restore().catch(() => undefined);
  await app?.close();
});

const status = async () => (await send<EnabledStatus>(`${app.url}/api/admin/sync`, { token })).body;
const health = async () => (await send<{ sync: string }>(`${app.url}/healthz`)).body.sync;

describe('an unreachable remote', () => {
  const local: string[] = [];

  it('keeps the console working, counts the unpushed commits and reports the error', async () => {
    await remote.takeOffline();
    for (const slug of ['written-offline-one', 'written-offline-two']) {
      const created = await send(`${app.url}/api/blog`, { token, body: postInput(slug) });
      expect(created.status).toBe(201);
      local.push((await app.site.git('rev-parse', 'HEAD')).trim());
    }
    await waitFor(async () => {
      const now = await status();
      return now.unpushedCommits === 2 && now.lastError !== null && now.failingSince !== null;
    }, 10_000);
    const now = await status();
    expect(now.lastError!.message).toMatch(/push to .* failed|fetch from .* failed/);
    expect(now.unpushed.map((commit) => commit.hash)).toEqual([...local].reverse());
    expect(app.logs.some((line) => /^sync: .*retrying with backoff; local commits are kept/.test(line))).toBe(true);
  });

  it('reports sync as degraded on /healthz once the failures outlast CONTENT_SYNC_DEGRADED_AFTER, still with 200', async () => {
    await waitFor(async () => (await health()) === 'degraded', 10_000);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await status()).health).toBe('degraded');
  });

  it('pushes every commit, unchanged, once the remote is back', async () => {
    await remote.restore();
    await waitFor(async () => (await remote.log())[0] === local[1], 15_000);
    const history = await remote.log();
    // Both commits, with their original hashes: nothing was lost or rewritten.
    expect(history.slice(0, 2)).toEqual([local[1], local[0]]);
    expect((await app.site.git('rev-parse', 'HEAD')).trim()).toBe(local[1]);

    await waitFor(async () => (await health()) === 'ok', 5000);
    const now = await status();
    expect(now).toMatchObject({ unpushedCommits: 0, unpushed: [], failingSince: null, health: 'ok' });
    // The last error stays visible for the owner, with its time.
    expect(now.lastError).not.toBeNull();
    expect(Date.parse(now.lastPushAt!)).toBeGreaterThan(Date.parse(now.lastError!.at));
  });
});
