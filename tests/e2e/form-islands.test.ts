// The site's forms are islands that start at the visitor's first touch (decision 102 and
// 106): a page with a form fetches no React until the visitor interacts, and what
// the visitor types, chooses or submits while the island's code is on its way is kept and sent.
// If the code never comes, the form's fields go nowhere in an address. Checked in both themes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import type { Signup } from '../../server/leads/signup-store';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { holdLaterScripts, waitForRoot } from '../support/hydrated';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ LEADS_RATE_LIMIT: '0' });
});
afterAll(() => e2e?.close());

async function storedJson<T>(file: string, key: string): Promise<T[]> {
  const text = await readFile(path.join(e2e.site.dataDir, file), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as Record<string, T[]>)[key]!;
}
const contacts = () => storedJson<ContactMessage>('contacts.json', 'contacts');
const signups = () => storedJson<Signup>('signups.json', 'signups');

const islandState = (page: Page, name: string) => page.locator(`folio-island[data-island="${name}"]`).getAttribute('data-state');

/** The scripts a page fetches, and whether each holds React DOM (its root marker is in any build of it). */
function watchScripts(page: Page): { url: string; react: Promise<boolean> }[] {
  const scripts: { url: string; react: Promise<boolean> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: new URL(response.url()).pathname, react: response.text().then((text) => text.includes('__reactContainer'), () => false) });
  });
  return scripts;
}

async function reactFetched(scripts: { url: string; react: Promise<boolean> }[]): Promise<boolean> {
  return (await Promise.all(scripts.map((script) => script.react))).some(Boolean);
}

describe('a page with a form, before the visitor touches it', () => {
  it.each(['/contact', '/blueprint', '/calendar', '/search?q=map'])('%s fetches no React and no island during load and 3 s after', async (pagePath) => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const problems = watchPageErrors(page, e2e.server.url);
    const scripts = watchScripts(page);
    await page.goto(`${e2e.server.url}${pagePath}`);
    await waitForRoot(page);
    await page.waitForTimeout(3000);
    expect(scripts.filter((script) => script.url.startsWith('/assets/island-'))).toEqual([]);
    expect(await reactFetched(scripts)).toBe(false);
    if (pagePath === '/contact') {
      // The first touch starts it: its code, React DOM among it, comes then.
      await page.getByLabel('Name').focus();
      await expect.poll(() => islandState(page, 'contact-form')).toBe('hydrated');
      expect(await reactFetched(scripts)).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('typing before the island has started', () => {
  it('keeps the contact form’s text and a Send pressed meanwhile, and sends them once it has', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await holdLaterScripts(page, `${e2e.server.url}/contact`, 1500);
    await page.goto(`${e2e.server.url}/contact`);
    await waitForRoot(page);

    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Message').fill('Typed before the form had its code');
    expect(await islandState(page, 'contact-form')).toBe('loading');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Still on the page: the submit waited for the island instead of posting the form natively.
    expect(page.url()).toBe(`${e2e.server.url}/contact`);

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await contacts()).find((item) => item.email === 'early@example.com')).toMatchObject({ name: 'Early Bird', message: 'Typed before the form had its code' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a service chosen meanwhile over the one the address preselects', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    await holdLaterScripts(page, `${e2e.server.url}/contact`, 1500);
    await page.goto(`${e2e.server.url}/contact?service=Portfolio%20Website`);
    await waitForRoot(page);

    expect(await page.getByLabel('Service Interest').inputValue()).toBe('Portfolio Website');
    await page.getByLabel('Name').fill('Second Thought');
    await page.getByLabel('Email').fill('second@example.com');
    await page.getByLabel('Service Interest').selectOption('Real Estate Platform');
    await page.getByLabel('Message').fill('Chose another service before the form had its code');
    await expect.poll(() => islandState(page, 'contact-form'), { timeout: 10_000 }).toBe('hydrated');
    expect(await page.getByLabel('Service Interest').inputValue()).toBe('Real Estate Platform');
    expect(await page.getByLabel('Message').inputValue()).toBe('Chose another service before the form had its code');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await contacts()).find((item) => item.email === 'second@example.com')).toMatchObject({ service: 'Real Estate Platform' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the signup form’s text and signs up with it', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await holdLaterScripts(page, `${e2e.server.url}/blueprint`, 1500);
    await page.goto(`${e2e.server.url}/blueprint`);
    await waitForRoot(page);
    await page.getByLabel('Name').fill('Early Signup');
    await page.getByLabel('Email').fill('early.signup@example.org');
    expect(await islandState(page, 'signup-form')).toBe('loading');
    await page.getByRole('button', { name: 'Get Template & Subscribe to Newsletter' }).click();
    await page.getByRole('heading', { name: 'Thank You for Signing Up!' }).waitFor({ timeout: 15_000 });
    expect((await signups()).find((item) => item.email === 'early.signup@example.org')).toMatchObject({ name: 'Early Signup' });
    await page.close();
  });

  it('searches the words typed into the search page’s box once its island has started', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await holdLaterScripts(page, `${e2e.server.url}/search`, 1500);
    await page.goto(`${e2e.server.url}/search`);
    await waitForRoot(page);
    await page.locator('main').getByRole('searchbox', { name: 'Search posts' }).pressSequentially('zzqnothing');
    expect(await islandState(page, 'search-box')).toBe('loading');
    await page.locator('main').getByText('No results for “zzqnothing”.').waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqnothing');
    await page.close();
  });
});

describe('a form whose island cannot start', () => {
  it('puts none of its fields in an address, whatever the visitor presses', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await holdLaterScripts(page, `${e2e.server.url}/contact`, 0, (pathname) => pathname.startsWith('/assets/island-'));
    await page.goto(`${e2e.server.url}/contact`);
    await waitForRoot(page);
    await page.getByLabel('Name').fill('Leaky Name');
    await page.getByLabel('Message').fill('Secret plans');
    await expect.poll(() => islandState(page, 'contact-form')).toBe('failed');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForLoadState();
    expect(addresses.filter((address) => /Leaky|Secret/.test(decodeURIComponent(address)))).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});

describe.each(['light', 'dark'] as const)('the forms’ states in the %s theme', (colorScheme) => {
  it('are axe-clean with their messages showing', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, colorScheme });
    const page = await context.newPage();
    const violations: string[] = [];
    const scan = async (where: string) => violations.push(...(await axeViolations(page)).map((violation) => `${where}: ${violation}`));

    await page.goto(`${e2e.server.url}/contact`);
    await waitForRoot(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Offline');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Failed to send message. Please try again.').waitFor();
    await scan('/contact with a toast');

    await page.goto(`${e2e.server.url}/blueprint`);
    await waitForRoot(page);
    await page.getByRole('button', { name: 'Get Template & Subscribe to Newsletter' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await scan('/blueprint with messages');

    await page.goto(`${e2e.server.url}/search`);
    await waitForRoot(page);
    // The box has the focus from the start (autofocus): keys are the visitor's first touch.
    await page.locator('main').getByRole('searchbox', { name: 'Search posts' }).pressSequentially('zzqnothing');
    await page.locator('main').getByText('No results for “zzqnothing”.').waitFor();
    await scan('/search typed');

    await context.close();
    expect(violations).toEqual([]);
  });
});
