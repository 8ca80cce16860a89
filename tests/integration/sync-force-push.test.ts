// A force push wins (issue 26, finding 6; decision 042): when the remote's branch is rewritten to
// purge a file committed by mistake, the server drops the commits the remote no longer holds
// instead of pushing them back, keeps (and pushes) a console write that had never reached the
// remote, and the Backup tab's status says what happened.
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/lib/api/sync-status';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote, type GitIn } from '../support/bare-remote';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

type Status = Extract<SyncStatus, { enabled: true }>;

let app: TestApp;
let remote: BareRemote;
let laptop: { dir: string; git: GitIn };
let token: string;

beforeAll(async () => {
  const site = await createTempSite();
  remote = await createBareRemote(site);
  app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' }, sync: { firstRetryMs: 100, maxRetryMs: 300 } });
  laptop = await remote.clone('laptop');
  token = await signIn(app.url);
});
afterAll(() => app?.close());

const syncNow = async () => (await send<Status>(`${app.url}/api/admin/sync`, { method: 'POST', token })).body;
const served = async (slug: string) => (await send(`${app.url}/api/blog/${slug}`)).status === 200;
const inContentDir = (file: string) => access(path.join(app.site.contentDir, file)).then(() => true, () => false);
/** Whether any commit of the remote's branch still holds the file. */
const remoteEverHad = async (file: string) => (await remote.git('log', '--format=%H', 'main', '--', file)).trim() !== '';
const localHead = async () => (await app.site.git('rev-parse', 'HEAD')).trim();

/** The owner commits a post on the laptop and pushes it; the server pulls it. */
async function pushByMistake(slug: string): Promise<void> {
  await laptop.git('pull', '--quiet', '--rebase', 'origin', 'main');
  await writeFile(path.join(laptop.dir, 'posts', `${slug}.md`), `---\ntitle: Pushed By Mistake\nsummary: A post holding something that must not be published.\npublishedAt: 2026-02-01\n---\n\nThe password is hunter2.\n`);
  await laptop.git('add', `posts/${slug}.md`);
  await laptop.git('commit', '--quiet', '-m', `Add ${slug}`);
  await laptop.git('push', '--quiet', 'origin', 'main');
  expect((await syncNow()).failingSince).toBeNull();
  await expect.poll(() => served(slug), { timeout: 10_000 }).toBe(true);
}

/** The owner rewrites the branch without that commit and force-pushes it to `target`. */
async function forcePushWithout(slug: string, target = remote.dir): Promise<void> {
  await laptop.git('reset', '--quiet', '--hard', 'HEAD~1');
  await laptop.git('push', '--quiet', '--force', target, 'main:main');
  expect(await laptop.git('log', '--format=%s', '-1')).not.toContain(slug);
}

describe('a force push that drops a file', () => {
  it('keeps the file dropped: the server does not push the lost commit back', async () => {
    const slug = 'purged-by-a-force-push';
    await pushByMistake(slug);
    await forcePushWithout(slug);

    const status = await syncNow();
    expect(status.failingSince).toBeNull();
    expect(await remoteEverHad(`posts/${slug}.md`)).toBe(false);
    expect(await localHead()).toBe((await remote.log())[0]);
    expect(await inContentDir(`posts/${slug}.md`)).toBe(false);
    await expect.poll(() => served(slug), { timeout: 10_000 }).toBe(false);
    expect(status.lastRewrite?.message).toMatch(/^The remote's branch was rewritten \(a force push\): 1 commit\(s\) it no longer holds were dropped here too, not pushed back\. posts\/purged-by-a-force-push\.md is gone here as on the remote\./);
    expect(status.unpushedCommits).toBe(0);
  });

  it('keeps it dropped while a console write made before the sync, never pushed, survives and is pushed', async () => {
    const slug = 'purged-while-offline';
    await pushByMistake(slug);
    // The remote is unreachable for a while: the console's next commit stays here, unpushed.
    await remote.takeOffline();
    const created = await send(`${app.url}/api/blog`, { token, body: postInput('written-while-offline', { title: 'Written While Offline' }) });
    expect(created.status).toBe(201);
    await forcePushWithout(slug, remote.offlineDir);
    await remote.restore();

    const status = await syncNow();
    expect(status.failingSince).toBeNull();
    expect(await remoteEverHad(`posts/${slug}.md`)).toBe(false);
    expect((await remote.git('log', '-1', '--format=%s', 'main')).trim()).toBe('Add post "Written While Offline"');
    expect(await remote.git('cat-file', '-t', 'main:posts/written-while-offline.html')).toBe('blob\n');
    expect(await localHead()).toBe((await remote.log())[0]);
    expect(await served('written-while-offline')).toBe(true);
    await expect.poll(() => served(slug), { timeout: 10_000 }).toBe(false);
    expect(status.lastRewrite?.message).toContain('1 commit(s) made here and never pushed were kept, replayed on top of it.');
  });
});
