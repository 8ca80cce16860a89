// A conflicting edit of the same post on both sides (issue 7): the console edits a post while
// the remote is unreachable, the owner pushes another edit of it from a laptop meanwhile. The pull
// replays the console's commits onto the remote: the site serves the remote's (valid) version,
// the console's version is committed under conflicts/, both reach the remote, the Backup status
// lists the conflict, and the working tree is never mid-rebase nor holds a conflict-marked file.
// An uncommitted hand edit on the server never blocks a pull: it is committed as a hand edit,
// backed up, and kept as a conflict copy when the remote changed the same file.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictVersions, SaveSync, SyncStatus } from '../../src/lib/api/sync-status';
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

describe('an uncommitted hand edit on the server', () => {
  const file = 'posts/written-while-apart.html';
  const hook = () => send<{ code: string; message: string }>(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });

  it('never blocks the pull: it is committed as a hand edit and kept beside the remote version', async () => {
    await laptop.git('pull', '--quiet', 'origin', 'main');
    const laptopFile = path.join(laptop.dir, file);
    await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace('title: Written While Apart', 'title: Retitled Remotely'));
    await laptop.git('commit', '--quiet', '-am', 'Retitle on the laptop');
    await laptop.git('push', '--quiet', 'origin', 'main');

    const handFile = path.join(app.site.contentDir, file);
    await writeFile(handFile, (await readFile(handFile, 'utf8')).replace('title: Written While Apart', 'title: Edited On The Server'));
    expect((await hook()).status).toBe(200);
    await waitFor(async () => (await title('written-while-apart')) === 'Retitled Remotely', 3000);

    const now = await status();
    expect(now.failingSince).toBeNull();
    const conflict = now.conflicts.find((item) => item.file === file)!;
    expect(conflict.copy).toMatch(/^conflicts\/posts\/written-while-apart\.local-\d{8}T\d{6}Z\.html$/);
    expect(await readFile(path.join(app.site.contentDir, conflict.copy), 'utf8')).toContain('title: Edited On The Server');
    // The commit says what it is: a conflict copy of a hand edit, by the server's identity.
    const [subject, author, ...body] = (await app.site.git('log', '-1', '--format=%s%n%an%n%B', '--', conflict.copy)).split('\n');
    expect(subject).toBe(`Conflict copy: this server's version of ${file}, kept beside the remote's`);
    expect(author).toBe(app.index.getSettings().owner.name);
    expect(body.join('\n')).toContain(`Hand edit on the server: ${file}`);
    expect(await remote.git('show', `main:${conflict.copy}`)).toContain('title: Edited On The Server');
    expect(now.uncommitted).toEqual([]);
    expect(now.backedUp).toBe(true);
  });

  it('backs up a hand edit the remote did not touch, and does not call it backed up until then', async () => {
    await writeFile(path.join(app.site.contentDir, 'posts', 'hand-written-on-the-server.md'), '---\ntitle: Hand Written On The Server\nsummary: A post written over SSH and never committed.\npublishedAt: 2026-03-01\n---\n\nBody.\n');
    await writeFile(path.join(app.site.contentDir, 'posts', 'scratch.txt'), 'notes the site does not read');
    await waitFor(async () => (await title('hand-written-on-the-server')) === 'Hand Written On The Server', 3000);
    const before = await status();
    expect(before.uncommitted).toEqual(['posts/hand-written-on-the-server.md']);
    expect(before.backedUp).toBe(false);

    expect((await hook()).status).toBe(200);
    expect(await remote.git('show', 'main:posts/hand-written-on-the-server.md')).toContain('title: Hand Written On The Server');
    const after = await status();
    expect(after.uncommitted).toEqual([]);
    expect(after.backedUp).toBe(true);
    // A file the site does not read is the owner's business: never committed.
    expect(await app.site.git('status', '--porcelain')).toBe('?? posts/scratch.txt\n');
  });

  it('blames this server, not the remote, when a file here blocks the pull, and pulls once it is moved', async () => {
    await writeFile(path.join(app.site.contentDir, 'posts', 'scratch.txt'), 'notes the site does not read');
    await laptop.git('pull', '--quiet', 'origin', 'main');
    await writeFile(path.join(laptop.dir, 'posts', 'scratch.txt'), 'the laptop commits a file at the same path');
    await laptop.git('add', 'posts/scratch.txt');
    await laptop.git('commit', '--quiet', '-m', 'Add scratch notes');
    await laptop.git('push', '--quiet', 'origin', 'main');

    const blocked = await hook();
    expect(blocked.status).toBe(502);
    expect(blocked.body.message).toMatch(/pull blocked here, not by the remote: the remote adds posts\/scratch\.txt, which exist in CONTENT_DIR but were never committed\. Move them out of CONTENT_DIR/);
    const now = await status();
    expect(now.lastError).toMatchObject({ where: 'local' });
    expect(now.backedUp).toBe(false);

    await rm(path.join(app.site.contentDir, 'posts', 'scratch.txt'));
    expect((await hook()).status).toBe(200);
    expect((await status()).failingSince).toBeNull();
  });
});

describe('resolving a conflict from the Backup tab', () => {
  const openConflict = (copy: string) => send<ConflictVersions>(`${app.url}/api/admin/sync/conflict?copy=${encodeURIComponent(copy)}`, { token });
  const resolve = (copy: string, keep: string) => send<EnabledStatus & { message?: string }>(`${app.url}/api/admin/sync/conflict`, { token, body: { copy, keep } });

  it('shows both versions side by side', async () => {
    const conflict = (await status()).conflicts.find((item) => item.file === 'posts/written-while-apart.html')!;
    const opened = await openConflict(conflict.copy);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ file: 'posts/written-while-apart.html', copy: conflict.copy, binary: false });
    expect(opened.body.served).toContain('title: Retitled Remotely');
    expect(opened.body.kept).toContain('title: Edited On The Server');
  });

  it('keeps this server’s version as one commit, pushed, and the copy is gone', async () => {
    const conflict = (await status()).conflicts.find((item) => item.file === 'posts/written-while-apart.html')!;
    const answer = await resolve(conflict.copy, 'copy');
    expect(answer.status).toBe(200);
    expect(answer.body.conflicts.map((item) => item.copy)).not.toContain(conflict.copy);
    await waitFor(async () => (await title('written-while-apart')) === 'Edited On The Server', 3000);
    expect(await app.site.git('log', '-1', '--format=%s')).toBe(`Resolve conflict in posts/written-while-apart.html: keep this server's version\n`);
    await waitFor(async () => (await remote.log())[0] === (await app.site.git('rev-parse', 'HEAD')).trim(), 5000);
    expect(await remote.git('show', 'main:posts/written-while-apart.html')).toContain('title: Edited On The Server');
    await expect(remote.git('show', `main:${conflict.copy}`)).rejects.toThrow();
  });

  it('keeps the remote’s version by removing the copy', async () => {
    const conflict = (await status()).conflicts.find((item) => item.file === postFile)!;
    const served = await readFile(path.join(app.site.contentDir, postFile), 'utf8');
    const answer = await resolve(conflict.copy, 'served');
    expect(answer.status).toBe(200);
    expect(answer.body.conflicts).toEqual([]);
    expect(await readFile(path.join(app.site.contentDir, postFile), 'utf8')).toBe(served);
    expect(await app.site.git('status', '--porcelain')).toBe('');
  });

  it('refuses what is not a conflict copy, and one resolved already', async () => {
    expect((await openConflict('posts/written-while-apart.html')).status).toBe(400);
    expect((await openConflict('conflicts/../site.yaml')).status).toBe(400);
    expect((await resolve('conflicts/posts/gone.local-20260101T000000Z.html', 'copy')).status).toBe(404);
    expect((await resolve('conflicts/posts/gone.local-20260101T000000Z.html', 'both')).status).toBe(400);
    expect((await send(`${app.url}/api/admin/sync/conflict`, { body: { copy: 'x', keep: 'copy' } })).status).toBe(401);
  });
});

describe('a console save of a post the remote changed meanwhile', () => {
  it('says so in its answer, names where the owner’s version is, and answers the post as served', async () => {
    const slug = 'written-while-apart';
    await laptop.git('pull', '--quiet', 'origin', 'main');
    const laptopFile = path.join(laptop.dir, `posts/${slug}.html`);
    await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace(/^title: .*$/m, 'title: Laptop Wins Again'));
    await laptop.git('commit', '--quiet', '-am', 'Retitle once more on the laptop');
    await laptop.git('push', '--quiet', 'origin', 'main');

    // Not pulled yet (no timer, no webhook): the console edits the version it has.
    const opened = await send<{ version: string }>(`${app.url}/api/admin/posts/${slug}`, { token });
    const saved = await send<{ title: string; sync: SaveSync }>(`${app.url}/api/admin/posts/${slug}`, { method: 'PUT', token, body: { ...postInput(slug, { title: 'Console Saves Too Late' }), version: opened.body.version } });
    expect(saved.status).toBe(200);
    expect(saved.body.sync.state).toBe('conflict');
    expect(saved.body.sync.conflict).toMatchObject({ file: `posts/${slug}.html`, copy: expect.stringMatching(/^conflicts\/posts\/written-while-apart\.local-/) });
    expect(saved.body.title).toBe('Laptop Wins Again');
    expect(await readFile(path.join(app.site.contentDir, saved.body.sync.conflict!.copy), 'utf8')).toContain('title: Console Saves Too Late');

    // A save with nothing in the way says it was pushed.
    const again = await send<{ version: string }>(`${app.url}/api/admin/posts/${slug}`, { token });
    const clean = await send<{ sync: SaveSync }>(`${app.url}/api/admin/posts/${slug}`, { method: 'PUT', token, body: { ...postInput(slug, { title: 'Console Saves In Time' }), version: again.body.version } });
    expect(clean.body.sync).toEqual({ state: 'pushed', conflict: null });
  });
});
