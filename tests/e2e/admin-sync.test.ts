// The console's Backup tab in Chromium (issue 7, item 5): in sync, then a remote that does not
// answer (the unpushed commit and the error are shown), then back after 'Sync now'.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput, send, signIn } from '../support/admin-client';
import { expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from '../support/browser';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const PASSWORD = 'e2e backup password';
let site: TempSite;
let remote: BareRemote;
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  site = await createTempSite();
  remote = await createBareRemote(site);
  [server, browser] = await Promise.all([
    startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ADMIN_PASSWORD: PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_SYNC_INTERVAL: '0' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await remote?.restore().catch(() => undefined);
  await site?.cleanup();
});

async function backupTab(viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport });
  const problems = watchPageErrors(page, server.url);
  await openConsole(page, server.url);
  await signInThroughForm(page, PASSWORD);
  await page.getByRole('tab', { name: 'Backup' }).click();
  await page.getByRole('heading', { name: 'Backup' }).waitFor();
  return { page, problems };
}

const detail = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

describe('the Backup tab', () => {
  it('shows the remote, the last pull and that every commit is backed up', async () => {
    const { page, problems } = await backupTab();
    await page.getByText('Backed up: the remote has every commit made here.').waitFor();
    expect(await detail(page, 'Remote').textContent()).toBe(`${remote.dir} (main)`);
    // The start-up pull may finish after the tab's first request; the tab asks again by itself.
    await detail(page, 'Last successful pull').locator('time').waitFor();
    expect(await detail(page, 'Commits not yet pushed').textContent()).toBe('0');
    expect(await detail(page, 'Last error').textContent()).toBe('None');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('lists a commit the remote does not have and the error, then pushes it on Sync now', async () => {
    await remote.takeOffline();
    const token = await signIn(server.url, PASSWORD);
    expect((await send(`${server.url}/api/blog`, { token, body: postInput('written-while-offline', { title: 'Written While Offline' }) })).status).toBe(201);

    const { page, problems } = await backupTab(PHONE);
    await page.getByRole('button', { name: 'Sync now' }).click();
    expect(await bannerStartingWith(page, 'Sync failed: ')).toContain('does not appear to be a git repository');
    await page.getByText(/^Sync has been failing since /).waitFor();
    expect(await detail(page, 'Commits not yet pushed').textContent()).toBe('1');
    await page.getByRole('list', { name: 'Commits not yet pushed' }).getByText('Add post "Written While Offline"').waitFor();

    await remote.restore();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expectBanner(page, 'The content is in sync with the remote.');
    await page.getByText('Backed up: the remote has every commit made here.').waitFor();
    expect(await detail(page, 'Last error').textContent()).toMatch(/; resolved since\)$/);
    expect(await remote.git('log', '-1', '--format=%s', 'main')).toBe('Add post "Written While Offline"\n');
    await page.close();
    expect(problems).toEqual([]);
  });
});

/** The banner's text once it starts with `prefix`. */
async function bannerStartingWith(page: Page, prefix: string): Promise<string> {
  const banner = page.locator('[data-kind]').first();
  await expect.poll(async () => (await banner.textContent().catch(() => '')) ?? '', { timeout: 10_000 }).toMatch(new RegExp(`^${prefix}`));
  return (await banner.textContent()) ?? '';
}
