// The free template signup in real Chromium against the built server (spec §2, §4, §5, §7,
// §8): validation, 'Processing...', success after the delay, the newsletter provider's
// multipart POST reaching a fake provider on 127.0.0.1, the stored copy, the download, the
// honeypot, a provider outage and a network error.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signup } from '../../server/leads/signup-store';
import { APP_BUILDING_TEMPLATE } from '../../src/lib/app-building-template';
import type { SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { axeViolations } from '../support/axe';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForRoot } from '../support/hydrated';
import { startFakeNewsletterProvider, type FakeNewsletterProvider } from '../support/fake-newsletter-provider';
import { waitFor } from '../support/in-process-app';

const SIX_ITEMS = [
  'Dynamic project overview extraction',
  'Integrated branding and theme analyzer',
  'Automated layout and structure composer',
  'Multi-page template generator',
  'Core functionality and feature identifier',
  'API endpoint and database schema generator',
];

let e2e: E2ESite;
let provider: FakeNewsletterProvider;

beforeAll(async () => {
  provider = await startFakeNewsletterProvider();
  e2e = await startE2ESite({ LEADS_RATE_LIMIT: '0' });
  // Point the settings' provider form at the fake; the content watcher picks the edit up.
  const settingsFile = path.join(e2e.site.contentDir, 'site.yaml');
  const yaml = await readFile(settingsFile, 'utf8');
  await writeFile(settingsFile, yaml.replace(/^( {2}formAction: ).*$/m, `$1${provider.formAction}`));
  await waitFor(async () => {
    const settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
    return settings.newsletter?.formAction === provider.formAction;
  }, 10_000);
});
afterAll(async () => {
  await e2e?.close();
  await provider?.close();
});

async function stored(): Promise<Signup[]> {
  const text = await readFile(path.join(e2e.site.dataDir, 'signups.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { signups: Signup[] }).signups;
}

async function open(viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  // A context of its own per page: axe-core scans need one, and nothing is shared between tests.
  const page = await (await e2e.browser.newContext({ viewport })).newPage();
  const problems = watchPageErrors(page, e2e.server.url);
  await page.goto(`${e2e.server.url}/blueprint`);
  await waitForRoot(page);
  return { page, problems };
}

const submit = (page: Page) => page.getByRole('button', { name: 'Get Template & Subscribe to Newsletter' }).click();

describe('the landing page', () => {
  it('shows the badge, the heading, the six items and a form with both fields marked required', async () => {
    const { page, problems } = await open();
    expect(await page.getByText('FREE DEVELOPER RESOURCE', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get Your Free App Building Template');
    const items = await page.getByRole('listitem').filter({ hasText: /extraction|analyzer|composer|generator|identifier/ }).allTextContents();
    expect(items.map((text) => text.replace(/^✓/, ''))).toEqual(SIX_ITEMS);
    for (const label of ['Name', 'Email']) expect(await page.getByLabel(label).getAttribute('aria-required'), label).toBe('true');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.locator('input[name="website"]').count()).toBe(1);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('validation (spec §5)', () => {
  it('shows the spec messages, tied to their fields, and sends nothing anywhere', async () => {
    const { page, problems } = await open();
    const before = { provider: provider.submissions.length, stored: (await stored()).length };
    await page.getByLabel('Name').fill('   ');
    await page.getByLabel('Email').fill('grace@example');
    await submit(page);
    for (const [label, message] of [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter a valid email address'],
    ] as const) {
      await page.getByText(message, { exact: true }).waitFor();
      const describedBy = await page.getByLabel(label).getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).textContent(), label).toBe(message);
    }
    expect(provider.submissions).toHaveLength(before.provider);
    expect(await stored()).toHaveLength(before.stored);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('signing up at %s width', (width, viewport) => {
  it('shows Processing..., then the thank-you view; the provider gets the spec fields and the server a copy', async () => {
    const { page, problems } = await open(viewport);
    const email = `grace.${width}@example.org`;
    await page.getByLabel('Name').fill(' Grace Hopper ');
    await page.getByLabel('Email').fill(email);
    await submit(page);
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Thank You for Signing Up!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await waitFor(async () => provider.submissions.some((submission) => submission.fields['fields[email]'] === email), 10_000);
    const submission = provider.submissions.find((item) => item.fields['fields[email]'] === email)!;
    expect(submission.path).toBe(new URL(provider.formAction).pathname);
    expect(submission.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(submission.fields).toEqual({ 'fields[email]': email, 'fields[name]': 'Grace Hopper', 'ml-submit': '1', anticsrf: 'true' });
    expect((await stored()).filter((signup) => signup.email === email)).toEqual([{ id: expect.any(String), name: 'Grace Hopper', email, submitted: expect.any(String) }]);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('the download', () => {
  it("saves 'App Building Template.txt', a fill-in walk through the six items", async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/blueprint`);
    await waitForRoot(page);
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace.download@example.org');
    await submit(page);
    const button = page.getByRole('button', { name: 'Download App Building Template' });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('App Building Template.txt');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toBe(APP_BUILDING_TEMPLATE);
    // The six items in the page's order, each a step with prompts to fill in and a checklist.
    const steps = SIX_ITEMS.map((item) => text.indexOf(`STEP ${SIX_ITEMS.indexOf(item) + 1} - ${item.toUpperCase()}`));
    expect(steps.every((at) => at > 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(text.match(/\[ \]/g)!.length).toBeGreaterThan(50);
    expect(text.match(/^Checklist - Step \d$/gm)).toHaveLength(6);
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('failures and bots', () => {
  it('shows success with no submission at all when the honeypot is filled', async () => {
    const { page, problems } = await open();
    const before = { provider: provider.submissions.length, stored: (await stored()).length };
    let requests = 0;
    page.on('request', (request) => void (request.method() === 'POST' && requests++));
    await page.getByLabel('Name').fill('Bot');
    await page.getByLabel('Email').fill('bot@example.net');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page);
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.getByRole('heading', { name: 'Thank You for Signing Up!' }).waitFor();
    expect(requests).toBe(0);
    expect(provider.submissions).toHaveLength(before.provider);
    expect(await stored()).toHaveLength(before.stored);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('still succeeds, and keeps the lead, when the provider is unreachable', async () => {
    const { page, problems } = await open();
    await page.route(`${provider.formAction}*`, (route) => route.abort('connectionrefused'));
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace.outage@example.org');
    await submit(page);
    await page.getByRole('heading', { name: 'Thank You for Signing Up!' }).waitFor();
    expect((await stored()).map((signup) => signup.email)).toContain('grace.outage@example.org');
    expect(provider.submissions.map((submission) => submission.fields['fields[email]'])).not.toContain('grace.outage@example.org');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('succeeds when only our server is unreachable, since the provider has the signup', async () => {
    const { page, problems } = await open();
    await page.route('**/api/signup', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace.api-down@example.org');
    await submit(page);
    await page.getByRole('heading', { name: 'Thank You for Signing Up!' }).waitFor();
    expect(provider.submissions.map((submission) => submission.fields['fields[email]'])).toContain('grace.api-down@example.org');
    expect((await stored()).map((signup) => signup.email)).not.toContain('grace.api-down@example.org');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("shows the spec's error message on a network error, and the form stays", async () => {
    const { page, problems } = await open();
    await page.route('**/*', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace.offline@example.org');
    await submit(page);
    await page.getByText('There was an error submitting your information. Please try again.', { exact: true }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('grace.offline@example.org');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Get Template & Subscribe to Newsletter' }).isEnabled()).toBe(true);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
