// Content sync with a Git remote (issue 7), against real bare repositories on disk: each console
// commit is pushed; a change someone else pushed shows in the API within the sync interval, and
// at once after the webhook; the webhook refuses a wrong secret; without CONTENT_GIT_REMOTE
// nothing changes.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/lib/api/sync-status';
import { webhookSignature } from '../../server/sync/webhook-signature';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote, type GitIn } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

const SECRET = 'sync-test-webhook-secret-0123456789';

interface Synced {
  app: TestApp;
  remote: BareRemote;
  laptop: { dir: string; git: GitIn };
  token: string;
}

async function startSynced(env: Record<string, string>): Promise<Synced> {
  const site = await createTempSite();
  const remote = await createBareRemote(site);
  const app = await startTestApp({
    site,
    env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_WEBHOOK_SECRET: SECRET, ...env },
    sync: { firstRetryMs: 100, maxRetryMs: 500 },
  });
  return { app, remote, laptop: await remote.clone('laptop'), token: await signIn(app.url) };
}

function postText(title: string): string {
  return `---\ntitle: ${title}\nsummary: A post pushed to the remote from another clone of it.\npublishedAt: 2026-02-01\ntags: [Sync]\n---\n\nBody of ${title}.\n`;
}

/** The owner writes a post on their laptop and pushes it. */
async function pushFromLaptop({ laptop }: Synced, slug: string, title: string): Promise<void> {
  await laptop.git('pull', '--quiet', '--rebase', 'origin', 'main');
  await writeFile(path.join(laptop.dir, 'posts', `${slug}.md`), postText(title));
  await laptop.git('add', `posts/${slug}.md`);
  await laptop.git('commit', '--quiet', '-m', `Add ${slug} by hand`);
  await laptop.git('push', '--quiet', 'origin', 'main');
}

const postTitle = async (app: TestApp, slug: string) => {
  const answer = await send<{ title?: string }>(`${app.url}/api/blog/${slug}`);
  return answer.status === 200 ? answer.body.title : undefined;
};
const remoteHas = (remote: BareRemote, file: string) => remote.git('cat-file', '-e', `main:${file}`).then(
  () => true,
  () => false,
);
const webhook = (app: TestApp, headers: Record<string, string>, body?: string) => send<{ success: boolean; code?: string; pulled?: number; message?: string }>(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.parse(body) });

describe('with a pull interval', () => {
  let synced: Synced;
  beforeAll(async () => {
    synced = await startSynced({ CONTENT_SYNC_INTERVAL: '1' });
  });
  afterAll(() => synced?.app.close());

  it('shows a post someone else pushed within the interval, through the file watcher', async () => {
    const { app } = synced;
    await pushFromLaptop(synced, 'pushed-from-laptop', 'Pushed From The Laptop');
    await waitFor(async () => (await postTitle(app, 'pushed-from-laptop')) === 'Pushed From The Laptop', 15_000);
    const page = await fetch(`${app.url}/blog/pushed-from-laptop`);
    expect(await page.text()).toContain('Body of Pushed From The Laptop.');
    // A fast-forward: the local history is exactly the remote's, and nothing is left uncommitted.
    expect((await app.site.git('rev-parse', 'HEAD')).trim()).toBe((await synced.remote.log())[0]);
    expect(await app.site.git('status', '--porcelain')).toBe('');
  });

  it('reports sync as ok on /healthz', async () => {
    const health = await send<{ status: string; sync: string }>(`${synced.app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', sync: 'ok' });
  });
});

describe('with the webhook only (no timer)', () => {
  let synced: Synced;
  beforeAll(async () => {
    synced = await startSynced({ CONTENT_SYNC_INTERVAL: '0' });
  });
  afterAll(() => synced?.app.close());

  it('pushes each console commit to the remote (no timer involved)', async () => {
    const { app, remote, token } = synced;
    const created = await send(`${app.url}/api/blog`, { token, body: postInput('pushed-after-create', { title: 'Pushed After Create' }) });
    expect(created.status).toBe(201);
    await waitFor(() => remoteHas(remote, 'posts/pushed-after-create.html'), 10_000);
    expect((await remote.git('log', '-1', '--format=%s', 'main')).trim()).toBe('Add post "Pushed After Create"');
    await waitFor(async () => (await remote.log())[0] === (await app.site.git('rev-parse', 'HEAD')).trim(), 10_000);

    const status = await send<Extract<SyncStatus, { enabled: true }>>(`${app.url}/api/admin/sync`, { token });
    expect(status.body).toMatchObject({ enabled: true, branch: 'main', health: 'ok', unpushedCommits: 0, lastError: null, conflicts: [] });
    expect(Date.parse(status.body.lastPushAt ?? '')).not.toBeNaN();
  });

  it('answers 401 to a missing or wrong secret and pulls nothing', async () => {
    const { app } = synced;
    await pushFromLaptop(synced, 'waits-for-the-hook', 'Waits For The Hook');
    const attempts: Record<string, string>[] = [{}, { 'x-webhook-secret': 'not-the-secret-0123456789' }, { 'x-hub-signature-256': webhookSignature('another-secret-altogether', Buffer.from('{}')) }];
    for (const headers of attempts) {
      const answer = await webhook(app, headers, '{}');
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: 'unauthorized' });
    }
    expect(await postTitle(app, 'waits-for-the-hook')).toBeUndefined();
  });

  it('pulls at once when the webhook carries the secret', async () => {
    const { app } = synced;
    expect(await postTitle(app, 'waits-for-the-hook')).toBeUndefined();
    const answer = await webhook(app, { 'x-webhook-secret': SECRET });
    expect(answer.status).toBe(200);
    // The answer says what happened: one commit pulled, not "up to date".
    expect(answer.body).toMatchObject({ success: true, pulled: 1, message: 'Pulled 1 new commit from the remote; the site serves them as soon as they are indexed.' });
    await waitFor(async () => (await postTitle(app, 'waits-for-the-hook')) === 'Waits For The Hook', 3000);

    const again = await webhook(app, { 'x-webhook-secret': SECRET });
    expect(again.body).toMatchObject({ success: true, pulled: 0, message: 'Nothing to pull: the content was already up to date with the remote.' });
  });

  it('accepts a GitHub-style X-Hub-Signature-256 of the raw body', async () => {
    const { app } = synced;
    await pushFromLaptop(synced, 'signed-hook', 'Signed Hook');
    const body = JSON.stringify({ ref: 'refs/heads/main', after: (await synced.remote.log())[0] });
    // The signature covers the bytes as sent: the same JSON re-serialized would not match.
    const spaced = body.replace(/,/g, ', ');
    const answer = await fetch(`${app.url}/api/hooks/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': webhookSignature(SECRET, Buffer.from(spaced)) },
      body: spaced,
    });
    expect(answer.status).toBe(200);
    await waitFor(async () => (await postTitle(app, 'signed-hook')) === 'Signed Hook', 3000);
  });
});

describe('an empty remote', () => {
  it('gets the branch, with the whole local history, on the first cycle', async () => {
    const site = await createTempSite();
    const dir = path.join(site.root, 'empty.git');
    await promisify(execFile)('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir]);
    const app = await startTestApp({ site, env: { CONTENT_GIT_REMOTE: dir, CONTENT_SYNC_INTERVAL: '0' } });
    try {
      const head = (await site.git('rev-parse', 'HEAD')).trim();
      const remoteHead = () => promisify(execFile)('git', ['-C', dir, 'rev-parse', 'main']).then(({ stdout }) => stdout.trim(), () => '');
      await waitFor(async () => (await remoteHead()) === head, 10_000);
    } finally {
      await app.close();
    }
  });
});

describe('without CONTENT_GIT_REMOTE', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it('keeps sync off: /healthz says so, the webhook is absent and the console shows it as off', async () => {
    expect(app.sync).toBeNull();
    expect((await send<{ sync: string }>(`${app.url}/healthz`)).body.sync).toBe('off');
    const hook = await webhook(app, { 'x-webhook-secret': SECRET }, '{}');
    expect(hook.status).toBe(404);
    expect(hook.body.code).toBe('sync_off');
    expect((await send(`${app.url}/api/admin/sync`, { token })).body).toEqual({ enabled: false });
    expect((await send(`${app.url}/api/admin/sync`)).status).toBe(401);

    const created = await send(`${app.url}/api/blog`, { token, body: postInput('local-only-post') });
    expect(created.status).toBe(201);
    expect((await app.site.git('log', '-1', '--format=%s')).trim()).toBe('Add post "A post called local-only-post"');
  });
});
