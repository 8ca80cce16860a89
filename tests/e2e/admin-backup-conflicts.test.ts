// The Backup tab in Chromium when something needs the owner: a hand edit on the server and an
// edit of the same post pushed from a laptop end as a conflict; the tab compares the two versions
// side by side and "Keep this one" resolves it as a commit; "Verify backup" restores the remote
// and says it holds everything. Both states pass axe.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/admin-client';
import { axeViolations } from '../support/axe';
import { expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { DESKTOP, launchBrowser, watchPageErrors } from '../support/browser';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const PASSWORD = 'e2e conflicts password';
const SECRET = 'e2e-conflicts-webhook-secret-0123';
const FILE = 'posts/clustering-100000-property-pins.md';
let site: TempSite;
let remote: BareRemote;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
  [server, browser] = await Promise.all([
    startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0', CONTENT_WEBHOOK_SECRET: SECRET }),
    launchBrowser(),
  ]);
  // The owner retitles the post on a laptop and pushes; meanwhile it is edited by hand on the server.
  const laptop = await remote.clone('laptop');
  const laptopFile = path.join(laptop.dir, FILE);
  await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace(/^title: .*$/m, 'title: Retitled On The Laptop'));
  await laptop.git('commit', '--quiet', '-am', 'Retitle on the laptop');
  await laptop.git('push', '--quiet', 'origin', 'main');
  const serverFile = path.join(site.contentDir, FILE);
  await writeFile(serverFile, (await readFile(serverFile, 'utf8')).replace(/^title: .*$/m, 'title: Edited By Hand On The Server'));
  const hook = await send(`${server.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET } });
  expect(hook.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.cleanup();
});

describe('conflicts and verification in the Backup tab', () => {
  it('compares both versions and keeps this server’s as a commit, then verifies the backup', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPageErrors(page, server.url);
    await openConsole(page, server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Backup' }).click();

    const conflicts = page.getByRole('list', { name: 'Conflicts' });
    await conflicts.getByRole('button', { name: `Compare ${FILE}` }).click();
    const remoteSide = page.getByRole('region', { name: "The remote's version (served now)" });
    const serverSide = page.getByRole('region', { name: "This server's version" });
    await remoteSide.getByText('title: Retitled On The Laptop').waitFor();
    await serverSide.getByText('title: Edited By Hand On The Server').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await serverSide.getByRole('button', { name: /^Keep this one/ }).click();
    await expectBanner(page, `Kept this server's version of ${FILE}; the site serves it now.`);
    await expect.poll(async () => conflicts.count()).toBe(0);
    await expect.poll(async () => (await send<{ title: string }>(`${server.url}/api/blog/clustering-100000-property-pins`)).body.title, { timeout: 5000 }).toBe('Edited By Hand On The Server');
    expect(await site.git('log', '-1', '--format=%s')).toBe(`Resolve conflict in ${FILE}: keep this server's version\n`);

    await page.getByText('Backed up: the remote has every commit made here.').waitFor();
    await page.getByRole('button', { name: 'Verify backup' }).click();
    await expectBanner(page, 'Backup verified: the remote holds everything the site serves.');
    await page.getByText(/^The remote holds everything served here: \d+ posts, \d+ projects, \d+ templates, \d+ files/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
  });
});
