// Passkeys in Chromium (issue 41, finding 7), with the DevTools protocol's virtual authenticator
// standing in for the owner's device: signed in with the password, the owner adds a passkey in the
// Security tab, signs out and back in with the passkey alone, and again while 48 connections
// flood wrong passwords from 48 addresses (the built server in its own process, as
// tests/integration/sign-in-flood.test.ts floods it). The console is opened at
// http://localhost:<port>: a passkey's relying party is a host name, never 127.0.0.1.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBanner, openConsole, signInThroughForm, unexpected } from '../support/admin-page';
import { axeViolations } from '../support/axe';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { floodAddresses, floodWrongPasswords } from '../support/password-flood';

const PASSWORD = 'e2e console password';
/** The flood of issue 40's finding 4, which the issue asks a passkey sign-in to pass. */
const FLOOD = 48;

let e2e: E2ESite;
/** The server at a host name: the relying party of the passkeys (no SITE_URL: the request's host). */
let origin: string;
beforeAll(async () => {
  e2e = await startE2ESite({ ADMIN_PASSWORD: PASSWORD });
  origin = e2e.server.url.replace('127.0.0.1', 'localhost');
});
afterAll(() => e2e?.close());

/** A platform authenticator that holds discoverable credentials and verifies its user at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('folio-admin-token'));

/** Clicks "Sign in with a passkey" and resolves to the status the passkey sign-in call answered. */
async function signInWithPasskey(page: Page): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/session/passkey') && response.request().method() === 'POST', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  return (await answered).status();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Password').waitFor();
}

describe('passkeys', () => {
  it('adds a passkey, signs out and back in with it alone, and again during a flood of wrong passwords', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPageErrors(page, origin);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const violations: string[] = [];
    const scan = async (where: string) => {
      for (const violation of await axeViolations(page)) violations.push(`${where}: ${violation}`);
    };

    await openConsole(page, origin);
    await scan('login');
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('No passkeys yet.').waitFor();
    await scan('security, empty');
    await page.getByLabel('Passkey name').fill('Laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectBanner(page, 'Passkey “Laptop” added. You can now sign in with it alone.');
    const list = page.getByRole('list', { name: 'Passkeys' });
    await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Laptop.*Added .*Not used yet/)]);
    await scan('security, one passkey');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((credential) => credential.isResidentCredential)).toEqual([true]);

    // Signed out, then in with the passkey alone: no password typed.
    await logout(page);
    expect(await signInWithPasskey(page)).toBe(201);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await storedToken(page)).toMatch(/^folio_/);
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Laptop.*Added .*Last used /)]);

    // Again during the flood, as a browser the server has never seen (no known-browser cookie):
    // the passkey is checked in a lane of its own, never behind the flood's password checks.
    await logout(page);
    await context.clearCookies();
    const flood = floodWrongPasswords(e2e.server.url, floodAddresses(FLOOD, 41));
    try {
      await expect.poll(() => flood.addressesEvaluated(), { timeout: 40_000, interval: 100 }).toBeGreaterThan(FLOOD / 2);
      expect(await signInWithPasskey(page)).toBe(201);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
    } finally {
      const statuses = await flood.stop();
      // The server was busy with the flood's guesses all along.
      expect(statuses.get(401)).toBeGreaterThan(FLOOD / 2);
    }
    expect(await storedToken(page)).toMatch(/^folio_/);
    await context.close();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says in plain words when the passkey is one the console no longer knows, and removes one after asking', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPageErrors(page, origin);
    await virtualAuthenticator(page);
    await openConsole(page, origin);
    await signInThroughForm(page, PASSWORD);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Passkey name').fill('Old phone');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectBanner(page, 'Passkey “Old phone” added. You can now sign in with it alone.');
    await page.getByRole('button', { name: 'Remove Old phone' }).click();
    await page.getByRole('group', { name: 'Remove the passkey Old phone?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expectBanner(page, 'Passkey “Old phone” removed.');

    // The device still holds it; the console does not.
    await logout(page);
    expect(await signInWithPasskey(page)).toBe(401);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This passkey is not one this console knows');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await context.close();
    expect(unexpected(problems, /HTTP 401 for .*\/api\/admin\/session\/passkey$/)).toEqual([]);
  });

  it('explains instead of offering a passkey where none can work (at an IP address)', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    await openConsole(page, e2e.server.url);
    await page.getByLabel('Password').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
    await page.getByText(/^Passkeys cannot be used here: .*not at an IP address/).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(1);
    await page.close();
  });
});
