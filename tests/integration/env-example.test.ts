// "Make it yours" step 6 as a new owner follows it (issue 40, finding 8): .env.example copied to
// .env unchanged, in the working directory the built server starts from. Only what a test must
// choose is set in the environment, which wins over the file: the temp content and data folders,
// a free port, and a bare remote to sync with. Every other key is the file's, its empty ones
// (GIT_AUTHOR_NAME=, ADMIN_PASSWORD=, SITE_URL=…) included: console create, edit and delete, a
// hand edit and a sync all work, and nothing is left staged.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callConsole, postInput, send, signIn } from '../support/admin-client';
import { createBareRemote, type BareRemote, type GitIn } from '../support/bare-remote';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, REPO_ROOT, type TempSite } from '../support/temp-site';

const SLUG = 'saved-with-the-example-settings';

let site: TempSite;
let remote: BareRemote;
let clone: { dir: string; git: GitIn };
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
  // A clone with no identity of its own, as on a server: commits are by whoever the settings name.
  clone = await remote.clone('content-clone', null);
  const workingDir = path.join(site.root, 'app-working-dir');
  await mkdir(workingDir);
  await copyFile(path.join(REPO_ROOT, '.env.example'), path.join(workingDir, '.env'));
  server = await startServer(
    // ENV_FILE, NODE_ENV, HOST and IMAGE_WARM_UP, which the fixture sets for other tests, come from the file here.
    { CONTENT_DIR: clone.dir, DATA_DIR: site.dataDir, PORT: '0', CONTENT_GIT_REMOTE: remote.dir, ENV_FILE: undefined, NODE_ENV: undefined, HOST: undefined, IMAGE_WARM_UP: undefined },
    REPO_ROOT,
    { cwd: workingDir },
  );
  // ADMIN_PASSWORD= is empty: the first start generates a password and prints it once.
  token = await signIn(server.url, /admin: {3}(\S+)/.exec(server.messages())![1]!);
});
afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

const remoteSubjects = async () => (await remote.git('log', '--format=%s', 'main')).split('\n');

describe('.env.example copied to .env unchanged', () => {
  it('is the file the server read', () => {
    expect(server.messages()).toMatch(/config: read \d+ setting\(s\) from .*app-working-dir\/\.env/);
    expect(server.messages()).not.toMatch(/which Folio does not read/);
  });

  it('creates, edits and deletes a post in the console, each commit pushed to the remote', async () => {
    const created = await callConsole(server.url, token, 'createPost', { body: postInput(SLUG, { title: 'Saved With The Example Settings' }) });
    expect(created.status).toBe(201);
    await waitFor(async () => (await remoteSubjects())[0] === 'Add post "Saved With The Example Settings"', 10_000);
    // Authored by the owner in site.yaml, GIT_AUTHOR_NAME and GIT_AUTHOR_EMAIL being empty.
    const owner = /^\s*name:\s*(.+)$/m.exec(await readFile(path.join(clone.dir, 'site.yaml'), 'utf8'))![1]!.trim();
    expect(await remote.git('log', '-1', '--format=%an', 'main')).toBe(`${owner}\n`);

    const opened = await callConsole(server.url, token, 'openPost', { params: { slug: SLUG } });
    const updated = await callConsole(server.url, token, 'updatePost', { params: { slug: SLUG }, body: { ...postInput(SLUG, { title: 'Edited With The Example Settings' }), version: opened.body.version } });
    expect(updated.status).toBe(200);
    expect((await send<{ title: string }>(`${server.url}/api/blog/${SLUG}`)).body.title).toBe('Edited With The Example Settings');

    expect((await callConsole(server.url, token, 'deletePost', { params: { slug: SLUG } })).status).toBe(204);
    expect((await send(`${server.url}/api/blog/${SLUG}`)).status).toBe(404);
    await waitFor(async () => (await remoteSubjects())[0] === 'Delete post "Edited With The Example Settings"', 10_000);
    expect((await remoteSubjects()).slice(0, 3)).toEqual(['Delete post "Edited With The Example Settings"', 'Update post "Edited With The Example Settings"', 'Add post "Saved With The Example Settings"']);
  });

  it('commits a hand edit and syncs it on "Sync now", leaving nothing staged or unpushed', async () => {
    const file = path.join(clone.dir, 'about.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nA line added over SSH.\n`);
    const synced = await callConsole(server.url, token, 'syncNow');
    expect(synced.status).toBe(200);
    await waitFor(async () => (await remoteSubjects())[0] === 'Hand edit on the server: about.md', 10_000);
    const status = await callConsole(server.url, token, 'syncStatus');
    expect(status.body).toMatchObject({ enabled: true, lastError: null, uncommitted: [], unpushedCommits: 0, backedUp: true });
    expect(await clone.git('status', '--porcelain')).toBe('');
    expect((await send<{ sync: string }>(`${server.url}/healthz`)).body.sync).toBe('ok');
  });
});
