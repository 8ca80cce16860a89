// Several instances (issue 7, item 6): two built server processes, each with its own clone of one
// bare remote. A post created through the first's console is pushed, and the second serves it at
// /blog/<slug> after a webhook call — the second only ever fast-forwards: it commits nothing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote, type GitIn } from '../support/bare-remote';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const SECRET = 'two-instances-webhook-secret-0123';
const SLUG = 'written-on-the-first-instance';

let site: TempSite;
let remote: BareRemote;
let reader: { dir: string; git: GitIn };
let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
  // Clones with no identity in their config, as on a server: the sync passes one per command.
  const writer = await remote.clone('writer', null);
  reader = await remote.clone('reader', null);
  const env = (dir: string, data: string, interval: string) => ({
    CONTENT_DIR: dir,
    DATA_DIR: path.join(site.root, data),
    ADMIN_PASSWORD: TEST_PASSWORD,
    CONTENT_GIT_REMOTE: remote.dir,
    CONTENT_WEBHOOK_SECRET: SECRET,
    CONTENT_SYNC_INTERVAL: interval,
  });
  // The second has no timer, so only the webhook can bring it the post.
  [first, second] = await Promise.all([startServer(env(writer.dir, 'writer-data', '60')), startServer(env(reader.dir, 'reader-data', '0'))]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await site?.cleanup();
});

describe('two instances on one remote', () => {
  it('serves a post created on the first at /blog/<slug> of the second after a webhook call to it', async () => {
    const token = await signIn(first.url);
    const created = await send(`${first.url}/api/blog`, { token, body: postInput(SLUG, { title: 'Written On The First Instance' }) });
    expect(created.status).toBe(201);
    await waitFor(() => remote.git('cat-file', '-e', `main:posts/${SLUG}.html`).then(() => true, () => false), 10_000);

    expect((await fetch(`${second.url}/blog/${SLUG}`)).status).toBe(404);
    const hook = await send(`${second.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });
    expect(hook.status).toBe(200);
    await waitFor(async () => {
      const page = await fetch(`${second.url}/blog/${SLUG}`);
      return page.status === 200 && (await page.text()).includes('Written On The First Instance');
    }, 5000);
    expect(second.output()).toMatch(/sync: pulled 1 commit\(s\)/);
  });

  it('shows that the second never commits content of its own', async () => {
    // Its history is exactly the remote's, its tree is clean, and its branch only ever moved by
    // clone and fast-forward (a commit, rebase or reset would be in the reflog).
    expect((await reader.git('log', '--format=%H', 'main')).split('\n').filter(Boolean)).toEqual(await remote.log());
    expect(await reader.git('status', '--porcelain')).toBe('');
    const moves = (await reader.git('reflog', '--format=%gs', 'main')).split('\n').filter(Boolean);
    expect(moves.length).toBeGreaterThan(1);
    for (const move of moves) expect(move).toMatch(/^(clone: from |merge [0-9a-f]+: Fast-forward)/);
    expect(second.output()).not.toMatch(/sync: pushed/);
  });
});
