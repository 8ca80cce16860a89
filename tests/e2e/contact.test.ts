// The contact form in real Chromium against the built server (spec §2, §4, §5, §8, §9): every
// state — sending, thank-you, validation, server failure and network failure toasts — plus the
// honeypot, the preselected service from each Services card, and the toast region's behaviour.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import type { SiteSettings } from '../../src/lib/content-types';
import { DESKTOP, PHONE, watchPageErrors } from '../support/browser';
import { axeViolations } from '../support/axe';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForRoot } from '../support/hydrated';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ LEADS_RATE_LIMIT: '0' });
});
afterAll(() => e2e?.close());

const contactsFile = () => path.join(e2e.site.dataDir, 'contacts.json');
async function stored(): Promise<ContactMessage[]> {
  const text = await readFile(contactsFile(), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { contacts: ContactMessage[] }).contacts;
}

async function open(path: string, viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  // A context of its own per page: axe-core scans need one, and nothing is shared between tests.
  const page = await (await e2e.browser.newContext({ viewport })).newPage();
  const problems = watchPageErrors(page, e2e.server.url);
  await page.goto(e2e.server.url + path);
  await waitForRoot(page);
  return { page, problems };
}

async function fillForm(page: Page, values: { name: string; email: string; message: string; service?: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  if (values.service) await page.getByLabel('Service Interest').selectOption(values.service);
  await page.getByLabel('Message').fill(values.message);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('sending a message at %s width', (name, viewport) => {
  it('shows Sending... while sending, stores the message, thanks the visitor and returns to an empty form', async () => {
    const { page, problems } = await open('/contact?service=Portfolio%20Website', viewport);
    expect(await page.getByLabel('Service Interest').inputValue()).toBe('Portfolio Website');
    await fillForm(page, { name: 'Ada Lovelace', email: 'ada@example.com', service: 'Real Estate Platform', message: `A listings site please (${name})` });

    // Hold the request at the browser so the sending state can be seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(await page.getByText("I've received your message and will be in touch soon.").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank You!');
    expect(await axeViolations(page)).toEqual([]);
    expect((await stored()).find((item) => item.message === `A listings site please (${name})`)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'Real Estate Platform',
    });

    // Spec §4: the form is reset and the service cleared, even though the address still names one.
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const label of ['Name', 'Email', 'Message', 'Service Interest']) expect(await page.getByLabel(label).inputValue(), label).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('the form', () => {
  it('labels every field, gives the message 150 px of height and the email field the email type', async () => {
    const { page } = await open('/contact');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Message').evaluate((element) => getComputedStyle(element).minHeight)).toBe('150px');
    const options = await page.getByLabel('Service Interest').locator('option').allTextContents();
    expect(options).toEqual(['Select a service', 'Full Stack Applications', 'Mapping Solutions', 'Real Estate Platform', 'Portfolio Website', 'Other']);
    await page.context().close();
  });

  it('shows a message under each field to fix, tied to it, and sends nothing', async () => {
    const { page, problems } = await open('/contact');
    const before = (await stored()).length;
    let requests = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/contact') && requests++));
    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Send Message' }).click();

    for (const [label, message] of [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter a valid email address'],
      ['Message', 'Please enter a message'],
    ] as const) {
      const field = page.getByLabel(label);
      await page.getByText(message).waitFor();
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).textContent(), label).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name').fill('Ada');
    await page.getByText('Please enter your name').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Name').getAttribute('aria-describedby')).toBeNull();
    expect(requests).toBe(0);
    expect(await stored()).toHaveLength(before);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('treats a filled honeypot as success and stores nothing', async () => {
    const { page, problems } = await open('/contact');
    const before = (await stored()).length;
    await fillForm(page, { name: 'Spam Bot', email: 'bot@example.net', message: 'Buy followers' });
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(await stored()).toHaveLength(before);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('failures', () => {
  it("shows a destructive 'Error' toast with the server's message when the server fails, and keeps the form", async () => {
    const { page } = await open('/contact');
    // A directory where the store's file belongs: the server's write fails for real.
    await rm(contactsFile(), { force: true });
    await mkdir(contactsFile());
    try {
      await fillForm(page, { name: 'Ada', email: 'ada@example.com', message: 'Will this arrive?' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const toast = toasts(page).first();
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Error');
      expect(await toast.textContent()).toContain('Something went wrong on our side. Please try again.');
      expect(await page.getByLabel('Message').inputValue()).toBe('Will this arrive?');
      expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    } finally {
      await rm(contactsFile(), { recursive: true, force: true });
    }
    await page.context().close();
  });

  it("falls back to the spec's message when the network fails, one toast at a time", async () => {
    const { page, problems } = await open('/contact');
    let attempts = 0;
    await page.route('**/api/contact', (route) => {
      attempts++;
      return route.abort('internetdisconnected');
    });
    await fillForm(page, { name: 'Ada', email: 'ada@example.com', message: 'Offline' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toasts(page).first().getByText('Failed to send message. Please try again.').waitFor();
    expect(await toasts(page).first().getByText('Error', { exact: true }).isVisible()).toBe(true);
    expect(await toasts(page).first().getAttribute('data-variant')).toBe('destructive');
    expect(await axeViolations(page)).toEqual([]);

    // A second failure while the first toast shows: the new toast replaces it.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => attempts).toBe(2);
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await toasts(page).count()).toBe(1);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('toasts (spec §9)', () => {
  async function showToast(page: Page) {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillForm(page, { name: 'Ada', email: 'ada@example.com', message: 'Offline' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toasts(page).first().waitFor();
  }

  it('F8 moves focus to the notifications region', async () => {
    const { page } = await open('/contact');
    await showToast(page);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    await page.context().close();
  });

  it('a swipe to the right dismisses the toast', async () => {
    const { page } = await open('/contact');
    await showToast(page);
    const box = (await toasts(page).first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(() => toasts(page).count()).toBe(0);
    await page.context().close();
  });

  it('a short swipe keeps the toast', async () => {
    const { page } = await open('/contact');
    await showToast(page);
    const box = (await toasts(page).first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    // Radix marks a swipe short of the threshold as cancelled; one past it would end the toast.
    await expect.poll(() => toasts(page).first().getAttribute('data-swipe')).toBe('cancel');
    expect(await toasts(page).count()).toBe(1);
    await page.context().close();
  });

  it('closes on its own after its display time', async () => {
    const { page } = await open('/contact');
    await showToast(page);
    await page.mouse.move(0, 0);
    await toasts(page).first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  });
});

describe('?service= preselects the option it means', () => {
  // Every Services card must map to an option: a new card fails here until it is listed.
  const EXPECTED: Record<string, string> = {
    'Portfolio Website': 'Portfolio Website',
    'Real Estate Platform': 'Real Estate Platform',
    'Mapping Software Solutions': 'Mapping Solutions',
  };

  it("from each Services card's link", async () => {
    const settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
    expect(settings.services.map((service) => service.title).sort()).toEqual(Object.keys(EXPECTED).sort());
    const { page, problems } = await open('/services');
    for (const { title } of settings.services) {
      await page.getByRole('link', { name: `Get Started with ${title}` }).click();
      await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
      expect(new URL(page.url()).searchParams.get('service')).toBe(title);
      expect(await page.getByLabel('Service Interest').inputValue(), title).toBe(EXPECTED[title]);
      await page.goBack();
      await page.getByRole('heading', { name: 'Services & Pricing' }).waitFor();
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('in the server-rendered page too, before any script runs', async () => {
    const html = await (await fetch(`${e2e.server.url}/contact?service=${encodeURIComponent('Mapping Software Solutions')}`)).text();
    expect(html).toMatch(/<option value="Mapping Solutions" selected="">/);
  });
});
