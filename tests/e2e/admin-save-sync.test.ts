// After a save the editor says how it fared against the Git remote (decision 050), beside the
// spec's banner text: backed up; in conflict with an edit pushed from a laptop meanwhile; or saved
// here with the push's error when the remote is away.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { axeViolations } from '../support/axe';
import { createBareRemote, type BareRemote } from '../support/bare-remote';
import { DESKTOP, launchBrowser, watchPageErrors } from '../support/browser';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTempSite, type TempSite } from '../support/temp-site';

const PASSWORD = 'e2e save sync password';
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

/** Opens a post of Manage Posts (the first one unless named) in the editor, changes its title and saves it; answers the editor's note on the save. */
async function saveAnEdit(page: Page, title: string, post?: string): Promise<string> {
  await page.getByRole('tab', { name: 'Manage Posts' }).click();
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('button', { name: post ? `Edit ${post}` : /^Edit / }).first().click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The spec's form asks for tags; a hand-written post may have none.
  await page.getByLabel('Tags', { exact: true }).fill('backup');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expectBanner(page, 'Blog post updated successfully!');
  const note = (await page.getByRole('status', { name: 'Backup of the last save' }).textContent()) ?? '';
  return note;
}

// The server waits a few seconds for the push before it answers; a slower push answers "pending".
const PENDING = 'Saved here and still being pushed to the remote; the Backup tab shows when it lands.';

describe('the editor after a save', () => {
  it('says the save is backed up on the remote', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, server.url);
    await openConsole(page, server.url);
    await signInThroughForm(page, PASSWORD);
    expect([PENDING, 'Backed up: the remote has this save too.']).toContain(await saveAnEdit(page, 'Saved With the Remote Online'));
    await page.close();
    expect(problems).toEqual([]);
  });

  it("says the remote changed the post meanwhile and where the owner's version is kept", async () => {
    const file = 'posts/clustering-100000-property-pins.md';
    const title = (await (await fetch(`${server.url}/api/blog/clustering-100000-property-pins`)).json() as { title: string }).title;
    const laptop = await remote.clone('laptop');
    const laptopFile = path.join(laptop.dir, file);
    await writeFile(laptopFile, (await readFile(laptopFile, 'utf8')).replace(/^title: .*$/m, 'title: Retitled On The Laptop'));
    await laptop.git('commit', '--quiet', '-am', 'Retitle on the laptop');
    await laptop.git('push', '--quiet', 'origin', 'main');

    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, server.url);
    await openConsole(page, server.url);
    await signInThroughForm(page, PASSWORD);
    const note = await saveAnEdit(page, 'Retitled In The Console', title);
    expect(note).toMatch(/^The remote changed this post meanwhile: the site now shows the remote's version, and yours is kept in conflicts\/\S+\. Compare them and keep one in the Backup tab\.$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    expect(problems).toEqual([]);
  });

  it("says the save is kept here, with the push's error, when the remote is away", async () => {
    await remote.takeOffline();
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, server.url);
    await openConsole(page, server.url);
    await signInThroughForm(page, PASSWORD);
    const note = await saveAnEdit(page, 'Saved With the Remote Away');
    if (note !== PENDING) {
      expect(note).toMatch(/^Saved here, not on the remote yet: the push failed \(.*does not appear to be a git repository.*\)\. It is pushed again later; the Backup tab shows when it lands\.$/s);
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});
