// Backups of what Git does not hold, and a full restore on a "new machine": a site runs with a
// content remote, takes leads, a console post and a new console password; `npm run backup`
// archives DATA_DIR; then an empty folder gets the content by `git clone` of the remote and
// DATA_DIR by `npm run restore`, and the restored site serves every page, image, lead and the
// password.
import { execFile } from 'node:child_process';
import { readdir, readFile, stat, symlink, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { runCli } from '../support/cli';
import { waitFor } from '../support/in-process-app';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const run = promisify(execFile);
const PASSWORD = 'the owner chose this one 5a7e';

let site: TempSite;
let remote: BareRemote;
let server: ServerProcess | undefined;
beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
});
afterAll(async () => {
  await server?.stop();
  await site.cleanup();
});

const lead = (url: string, form: 'contact' | 'signup', body: Record<string, unknown>) =>
  send(`${url}/api/${form}`, { body: { website: '', ...body }, headers: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}` } });

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(url: string): Promise<string[]> {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
}

/** Every file under content/images, as its /images/… path. */
async function imagePaths(contentDir: string): Promise<string[]> {
  const dir = path.join(contentDir, 'images');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => `/images/${path.relative(dir, path.join(entry.parentPath, entry.name))}`).sort();
}

describe('npm run backup and npm run restore', () => {
  it('restore refuses a DATA_DIR that is not empty, and an archive that is not a backup', async () => {
    const dataDir = path.join(site.root, 'not-empty');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'contacts.json'), '{"contacts":[]}');
    const bogus = path.join(site.root, 'bogus.tar.gz');
    await run('tar', ['-czf', bogus, '-C', site.contentDir, 'site.yaml']);
    const refused = await runCli('scripts/cli/restore', [bogus], { env: { DATA_DIR: dataDir } });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    const notBackup = await runCli('scripts/cli/restore', [bogus], { env: { DATA_DIR: path.join(site.root, 'empty-data') } });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('is not a Folio data backup');
  });

  it('restore refuses a link inside an archive and never prints what it points at', async () => {
    const staging = path.join(site.root, 'crafted');
    await mkdir(path.join(staging, 'data'), { recursive: true });
    // The link points at a file of the content: its text must not reach the error.
    await symlink(path.join(site.contentDir, 'site.yaml'), path.join(staging, 'folio-backup.json'));
    const crafted = path.join(site.root, 'crafted.tar.gz');
    await run('tar', ['-czf', crafted, '-C', staging, 'folio-backup.json', 'data']);
    const refused = await runCli('scripts/cli/restore', [crafted], { env: { DATA_DIR: path.join(site.root, 'crafted-data') } });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('holds folio-backup.json, which is a symbolic link');
    const siteYaml = await readFile(path.join(site.contentDir, 'site.yaml'), 'utf8');
    expect(refused.stderr).not.toContain(siteYaml.slice(0, 20));
    expect(refused.stderr).not.toContain('site.yaml');
  });

  it('restores a whole site into an empty folder from its remote and a DATA_DIR archive', async () => {
    const env = { CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' };
    server = await startServer(env);
    expect((await runCli('scripts/cli/admin-password', [], { env, input: `${PASSWORD}\n` })).code).toBe(0);
    await waitFor(async () => (await send(`${server!.url}/api/admin/session`, { body: { password: PASSWORD } })).status === 201, 5000);
    const token = await signIn(server.url, PASSWORD);

    // What visitors and the owner add while the site runs.
    expect((await send(`${server.url}/api/blog`, { token, body: postInput('written-before-the-crash') })).status).toBe(201);
    await waitFor(async () => (await remote.log()).length === 2, 10_000);
    const contacts = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson'];
    for (const name of contacts) {
      expect((await lead(server.url, 'contact', { name, email: 'lead@example.com', service: 'Other', message: `A message from ${name}.` })).status).toBe(200);
    }
    expect((await lead(server.url, 'signup', { name: 'Mary Jackson', email: 'mary@example.com' })).status).toBe(200);
    const pages = await sitemapPaths(server.url);
    expect(pages).toContain('/blog/written-before-the-crash');

    // The backup, while the server runs.
    const backups = path.join(site.root, 'backups');
    const backup = await runCli('scripts/cli/backup', [backups], { env });
    expect(backup.code, backup.stderr).toBe(0);
    const [archive] = await readdir(backups);
    expect(archive).toMatch(/^folio-data-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect((await stat(path.join(backups, archive!))).mode & 0o777).toBe(0o600);
    const listing = (await run('tar', ['-tzf', path.join(backups, archive!)])).stdout;
    expect(listing).toMatch(/data\/contacts\.json/);
    expect(listing).toMatch(/data\/admin-password\.json/);
    expect(listing).not.toMatch(/image-cache/);
    await server.stop();
    server = undefined;

    // A new machine: an empty folder, the content from the remote, DATA_DIR from the archive.
    const fresh = path.join(site.root, 'new-machine');
    await mkdir(fresh);
    await run('git', ['clone', '--quiet', remote.dir, path.join(fresh, 'content')]);
    const restoredEnv = { CONTENT_DIR: path.join(fresh, 'content'), DATA_DIR: path.join(fresh, 'data'), CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' };
    const restored = await runCli('scripts/cli/restore', [path.join(backups, archive!)], { env: restoredEnv });
    expect(restored.code, restored.stderr).toBe(0);
    expect((await stat(path.join(fresh, 'data', 'contacts.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(fresh, 'data'))).mode & 0o777).toBe(0o700);

    server = await startServer(restoredEnv);
    expect(await sitemapPaths(server.url)).toEqual(pages);
    for (const page of pages) expect({ page, status: (await fetch(`${server.url}${page}`)).status }).toEqual({ page, status: 200 });
    const images = await imagePaths(site.contentDir);
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      const response = await fetch(`${server.url}${image}`);
      const original = await readFile(path.join(site.contentDir, image.replace(/^\/images\//, 'images/')));
      expect({ image, status: response.status, same: Buffer.from(await response.arrayBuffer()).equals(original) }).toEqual({ image, status: 200, same: true });
    }
    const again = await signIn(server.url, PASSWORD);
    const stored = await send<{ name: string }[]>(`${server.url}/api/admin/leads/contacts`, { token: again });
    expect(stored.body.map((item) => item.name).sort()).toEqual([...contacts].sort());
    const signups = await send<{ name: string }[]>(`${server.url}/api/admin/leads/signups`, { token: again });
    expect(signups.body.map((item) => item.name)).toEqual(['Mary Jackson']);
    // The console keeps working on the restored site: its next post is committed and pushed.
    expect((await send(`${server.url}/api/blog`, { token: again, body: postInput('written-after-the-restore') })).status).toBe(201);
    await waitFor(async () => (await remote.log()).length === 3, 10_000);
  });
});
