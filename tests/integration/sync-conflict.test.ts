// A conflicting edit of the same post on both sides (issue 7): the console edits a post while
// the remote is unreachable, the owner pushes another edit of it from a laptop meanwhile. The pull
// replays the console's commits onto the remote: the site serves the remote's (valid) version,
// the console's version is committed under conflicts/, both reach the remote, the Backup status
// lists the conflict, and the working tree is never mid-rebase nor holds a conflict-marked file.
// An uncommitted hand edit of a file the remote changed blocks the pull instead of being lost.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/lib/api/sync-status';
import { postInput, send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote, type GitIn } from '../support/bare-remote';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

type EnabledStatus = Extract<SyncStatus, { enabled: true }>;
const SECRET = 'conflict-test-webhook-secret-0123';
const SLUG = 'edited-on-both-sides';

let app: TestApp;
let remote: BareRemote;
let laptop: { dir: string; git: GitIn };
let token: string;
beforeAll(async () => {
  const site = await createTempSite();
  remote = await createBareRemote(site);
  app = await startTestApp({
    site,
    env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0', CONTENT_WEBHOOK_SECRET: SECRET },
    sync: { firstRetryMs: 100, maxRetryMs: 400 },
  });
  token = await signIn(app.url);
  laptop = await remote.clone('laptop');
});
afterAll(async () => {
  await remote?.restore().catch(() => undefined);
  await app?.close();
});

const status = async () => (await send<EnabledStatus>(`${app.url}/api/admin/sync`, { token })).body;
const title = async (slug: string) => (await send<{ title?: string }>(`${app.url}/api/blog/${slug}`)).body.title;
const postFile = `posts/${SLUG}.html`;

/** Every file of the working tree, outside .git. */
async function treeFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await treeFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

describe('the same post edited here and on the remote', () => {
  let consoleCommit = '';
  let laptopCommit = '';

  it('sets the scene: a console post, then edits of it on both sides', async () => {
    expect((await send(`${app.url}/api/blog`, { token, body: postInput(SLUG, { title: 'Original Title' }) })).status).toBe(201);
    await waitFor(async () => (await remote.log())[0] === (await app.site.git('rev-parse', 'HEAD')).trim(), 10_000);

    // The owner edits the post on a laptop...
    await laptop.git('pull', '--quiet', 'origin', 'main');
    const laptopFile = path.join(laptop.dir, postFile);
    await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace('title: Original Title', 'title: Laptop Title'));
    await laptop.git('commit', '--quiet', '-am', 'Retitle the post on the laptop');
    laptopCommit = (await laptop.git('rev-parse', 'HEAD')).trim();

    // ...while the site cannot reach the remote and the console edits the same post, and adds another.
    await remote.takeOffline();
    const opened = await send<{ version: string }>(`${app.url}/api/admin/posts/${SLUG}`, { token });
    const edited = await send(`${app.url}/api/admin/posts/${SLUG}`, { method: 'PUT', token, body: { ...postInput(SLUG, { title: 'Console Title' }), version: opened.body.version } });
    expect(edited.status).toBe(200);
    consoleCommit = (await app.site.git('rev-parse', 'HEAD')).trim();
    expect((await send(`${app.url}/api/blog`, { token, body: postInput('written-while-apart', { title: 'Written While Apart' }) })).status).toBe(201);

    // The laptop's push lands first; then the remote is reachable again.
    await laptop.git('push', '--quiet', remote.offlineDir, 'main');
    await remote.restore();
  });

  it('keeps both versions: the remote one in place, the console one under conflicts/', async () => {
    await send(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });
    await waitFor(async () => (await status()).conflicts.length === 1 && (await status()).unpushedCommits === 0, 15_000);

    const { conflicts } = await status();
    expect(conflicts[0]).toMatchObject({ file: postFile, copy: expect.stringMatching(/^conflicts\/posts\/edited-on-both-sides\.local-\d{8}T\d{6}Z\.html$/) });
    const copy = await readFile(path.join(app.site.contentDir, conflicts[0]!.copy), 'utf8');
    expect(copy).toContain('title: Console Title');
    expect(await readFile(path.join(app.site.contentDir, postFile), 'utf8')).toContain('title: Laptop Title');
    expect(app.logs.some((line) => line.includes(`sync: conflict: ${postFile} changed here and on the remote`))).toBe(true);

    // Both versions reached the remote, on top of the laptop's commit.
    expect((await remote.git('show', `main:${conflicts[0]!.copy}`))).toContain('title: Console Title');
    expect((await remote.git('show', `main:${postFile}`))).toContain('title: Laptop Title');
    expect((await remote.git('merge-base', '--is-ancestor', laptopCommit, 'main')).trim()).toBe('');
    // The console's edit was replayed, not dropped: its message survives, with a note.
    const message = await app.site.git('log', '--format=%B', '--grep=Update post "Console Title"', 'HEAD');
    expect(message).toContain(`The remote's version was kept; this commit's version is in ${conflicts[0]!.copy}.`);
    expect(consoleCommit).not.toBe((await app.site.git('rev-parse', 'HEAD')).trim());
  });

  it('serves a valid file, and the post that did not conflict', async () => {
    await waitFor(async () => (await title(SLUG)) === 'Laptop Title', 3000);
    await waitFor(async () => (await title('written-while-apart')) === 'Written While Apart', 3000);
    const page = await fetch(`${app.url}/blog/${SLUG}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toMatch(/<<<<<<<|>>>>>>>/);
    // The copy is not content: no post is served from it and it is no content problem.
    const list = await send<{ slug: string }[]>(`${app.url}/api/blog`);
    expect(list.body.filter((post) => post.slug.includes('local-'))).toEqual([]);
    const problems = await send<{ file: string }[]>(`${app.url}/api/admin/problems`, { token });
    expect(problems.body.filter((problem) => problem.file.startsWith('conflicts/'))).toEqual([]);
  });

  it('never leaves the working tree mid-rebase or with a conflict-marked file', async () => {
    const gitDir = path.join(app.site.contentDir, '.git');
    for (const marker of ['rebase-merge', 'rebase-apply', 'MERGE_HEAD', 'CHERRY_PICK_HEAD']) {
      await expect(stat(path.join(gitDir, marker))).rejects.toThrow();
    }
    expect(await app.site.git('status', '--porcelain')).toBe('');
    for (const file of await treeFiles(app.site.contentDir)) {
      expect(await readFile(path.join(app.site.contentDir, file), 'utf8'), file).not.toMatch(/^(<<<<<<<|>>>>>>>) /m);
    }
    expect((await app.site.git('rev-parse', 'HEAD')).trim()).toBe((await remote.log())[0]);
  });
});

describe('an uncommitted hand edit of a file the remote changed', () => {
  const file = 'posts/written-while-apart.html';
  let committed = '';

  it('blocks the pull, reported, without touching the hand edit', async () => {
    await laptop.git('pull', '--quiet', 'origin', 'main');
    const laptopFile = path.join(laptop.dir, file);
    await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace('title: Written While Apart', 'title: Retitled Remotely'));
    await laptop.git('commit', '--quiet', '-am', 'Retitle on the laptop');
    await laptop.git('push', '--quiet', 'origin', 'main');

    const handFile = path.join(app.site.contentDir, file);
    committed = await readFile(handFile, 'utf8');
    const handEdit = committed.replace('title: Written While Apart', 'title: Edited On The Server');
    await writeFile(handFile, handEdit);
    const hook = await send<{ code: string; message: string }>(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });
    expect(hook.status).toBe(502);
    expect(hook.body.message).toMatch(/pull blocked: .*would be overwritten/);
    expect(await readFile(handFile, 'utf8')).toBe(handEdit);
    expect((await status()).lastError?.message).toMatch(/pull blocked/);
  });

  it('pulls once the hand edit is discarded', async () => {
    await writeFile(path.join(app.site.contentDir, file), committed);
    const hook = await send(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });
    expect(hook.status).toBe(200);
    await waitFor(async () => (await title('written-while-apart')) === 'Retitled Remotely', 3000);
    expect((await status()).failingSince).toBeNull();
  });
});
