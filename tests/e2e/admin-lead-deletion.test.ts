// Leads belong to the people who sent them, in Chromium: the Messages tab deletes one message
// after asking, exports everything held about an address as a file, and deletes everything from
// an address across messages and signups; what was deleted stays deleted after a restart and the
// next submission (the store rewrites its file from what it holds, so a stale copy would bring
// deleted leads back).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm } from '../support/admin-page';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';

const PASSWORD = 'e2e lead deletion password';
let e2e: E2ESite;
const post = (url: string, body: unknown) => fetch(`${e2e.server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD, LEADS_RATE_LIMIT: '0' });
  for (const [name, email] of [
    ['Pat First', 'pat@example.com'],
    ['Someone Else', 'else@example.com'],
    ['Pat Second', 'PAT@example.com'],
  ]) {
    expect((await post('/api/contact', { name, email, message: `Message from ${name}`, service: null })).ok).toBe(true);
  }
  expect((await post('/api/signup', { name: 'Pat Signup', email: 'pat@example.com' })).ok).toBe(true);
});
afterAll(() => e2e?.close());

describe('deleting leads in the console', () => {
  it('deletes one message after asking, exports and deletes everything from an address', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('list', { name: 'Contact messages' });
    await messages.waitFor();
    expect(await messages.getByRole('listitem').count()).toBe(3);

    await page.getByRole('button', { name: 'Delete the message from Someone Else' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm deleting the message from Someone Else' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await messages.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Delete the message from Someone Else' }).click();
    await confirm.getByRole('button', { name: 'Delete message' }).click();
    await expectBanner(page, 'Deleted the message from Someone Else.');
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything from PAT@example.com', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('leads-pat@example.com.json');
    const held = JSON.parse(await readFile((await download.path())!, 'utf8')) as { contacts: { name: string }[]; signups: { name: string }[] };
    expect(held.contacts.map((item) => item.name).sort()).toEqual(['Pat First', 'Pat Second']);
    expect(held.signups.map((item) => item.name)).toEqual(['Pat Signup']);

    await page.getByRole('button', { name: 'Delete everything from pat@example.com', exact: true }).click();
    await page.getByRole('group', { name: 'Confirm deleting everything from pat@example.com' }).getByRole('button', { name: 'Delete everything' }).click();
    await expectBanner(page, 'Deleted everything from pat@example.com: 2 message(s) and 1 signup(s).');
    await page.getByText('No contact messages yet.').waitFor();
    await page.getByRole('tab', { name: 'Signups' }).click();
    await page.getByText('No signups yet.').waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('keeps them deleted after a restart and the next submission', async () => {
    await e2e.restartServer();
    expect((await post('/api/contact', { name: 'Someone New', email: 'new@example.com', message: 'Message from Someone New', service: null })).ok).toBe(true);
    expect((await post('/api/signup', { name: 'New Signup', email: 'new@example.com' })).ok).toBe(true);

    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await openConsole(page, e2e.server.url);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('list', { name: 'Contact messages' });
    await messages.waitFor();
    expect(await messages.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Someone New')]);
    await page.getByRole('tab', { name: 'Signups' }).click();
    const signups = page.getByRole('list', { name: 'Template signups' });
    await signups.waitFor();
    expect(await signups.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('New Signup')]);
    await page.close();
    expect(problems).toEqual([]);
  });
});
