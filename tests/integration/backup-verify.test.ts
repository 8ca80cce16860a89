// "Verify backup" restores the content remote into a temp folder, indexes it with the site's own
// engine and compares it with what the site serves: a hand edit that is served but not pushed,
// a push not pulled yet, and an unreachable remote are each reported in plain words, by the
// console's endpoint, by /healthz and by `npm run backup:verify`.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupCheck } from '../../src/lib/backup-check';
import { send, signIn, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { runCli } from '../support/cli';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite, type TempSite } from '../support/temp-site';

const POST = 'posts/clustering-100000-property-pins.md';

describe('Verify backup in the console', () => {
  let app: TestApp;
  let remote: BareRemote;
  let token: string;
  const verify = async () => (await send<BackupCheck>(`${app.url}/api/admin/backup/check`, { method: 'POST', token })).body;

  beforeAll(async () => {
    const site = await createTempSite();
    remote = await createBareRemote(site);
    app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' } });
    token = await signIn(app.url);
  });
  afterAll(() => app?.close());

  it('finds every post, project, template, image and the settings in the remote', async () => {
    const check = await verify();
    expect(check.error).toBeNull();
    expect(check.differences).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.compared!.posts).toBe(app.index.listAllPosts().length);
    expect(check.compared!.files).toBeGreaterThan(check.compared!.posts + check.compared!.projects);
    const health = (await send<{ backup: { ok: boolean; checkedAt: string; differences: number } }>(`${app.url}/healthz`)).body;
    expect(health.backup).toMatchObject({ ok: true, checkedAt: check.checkedAt, differences: 0 });
    expect((await send<BackupCheck>(`${app.url}/api/admin/backup/check`, { token })).body.checkedAt).toBe(check.checkedAt);
  });

  it('names a hand edit that is served but in no backup, and a push not pulled yet', async () => {
    const file = path.join(app.site.contentDir, POST);
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Edited on the server only'));
    const laptop = await remote.clone('laptop');
    await copyFile(path.join(laptop.dir, 'images', 'profile.jpg'), path.join(laptop.dir, 'images', 'only-in-the-remote.jpg'));
    await laptop.git('add', 'images/only-in-the-remote.jpg');
    await laptop.git('commit', '--quiet', '-m', 'Add an image on the laptop');
    await laptop.git('push', '--quiet', 'origin', 'main');

    const check = await verify();
    expect(check.ok).toBe(false);
    expect(check.differences).toEqual(
      expect.arrayContaining([
        { file: POST, problem: 'differs', detail: 'differs from the copy in the remote' },
        { file: 'images/only-in-the-remote.jpg', problem: 'extra', detail: 'is in the remote but not here (not pulled yet, or deleted here)' },
        expect.objectContaining({ file: 'post clustering-100000-property-pins', problem: 'differs', detail: expect.stringMatching(/served differently from the remote \(.*title.*\)/) }),
      ]),
    );
    expect((await send<{ backup: { ok: boolean; differences: number } }>(`${app.url}/healthz`)).body.backup).toMatchObject({ ok: false, differences: check.differences.length });
  });

  it('says the remote could not be read when it is unreachable', async () => {
    await remote.takeOffline();
    try {
      const check = await verify();
      expect(check.ok).toBe(false);
      expect(check.compared).toBeNull();
      expect(check.error).toMatch(/^The remote could not be cloned, so nothing could be compared: /);
    } finally {
      await remote.restore();
    }
  });

  it('is the owner’s only', async () => {
    expect((await send(`${app.url}/api/admin/backup/check`, { method: 'POST' })).status).toBe(401);
    expect((await send(`${app.url}/api/admin/backup/check`)).status).toBe(401);
  });
});

describe('npm run backup:verify', () => {
  let site: TempSite;
  let remote: BareRemote;
  beforeAll(async () => {
    site = await createTempSite();
    remote = await createBareRemote(site);
  });
  afterAll(() => site?.cleanup());
  const env = () => ({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, CONTENT_GIT_REMOTE: remote.dir });

  it('exits 0 when the remote holds everything, and 1 listing what differs', async () => {
    const good = await runCli('scripts/cli/backup-verify', [], { env: env() });
    expect(good.stderr).toBe('');
    expect(good.stdout).toMatch(/holds everything served here \(\d+ posts, \d+ projects, \d+ templates, \d+ files\)/);
    expect(good.code).toBe(0);

    await writeFile(path.join(site.contentDir, 'posts', 'written-by-hand.md'), '---\ntitle: Written by hand\nsummary: Never committed.\npublishedAt: 2026-01-02\n---\n\nBody.\n');
    const bad = await runCli('scripts/cli/backup-verify', [], { env: env() });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('posts/written-by-hand.md: is served here but is not in the remote');
    expect(bad.stdout).toContain('the post "written-by-hand" is served here but the remote\'s copy of the site would not serve it');
  });

  it('says there is nothing to verify without a remote', async () => {
    const none = await runCli('scripts/cli/backup-verify', [], { env: { CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir } });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/No remote is configured \(CONTENT_GIT_REMOTE\)/);
  });
});
