// The contact form's code (react-hook-form, the zod schema) is not part of the page's first
// load (decision 021): it comes when the visitor starts on the form or the browser is idle.
// Here it is held back at the network for a while: the form is usable all along — typed text
// stays, and a Send pressed before the code arrives waits for it and goes through.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import { DESKTOP, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { holdLaterScripts, waitForRoot } from '../support/hydrated';

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite({ LEADS_RATE_LIMIT: '0' });
});
afterAll(() => e2e?.close());

async function stored(): Promise<ContactMessage[]> {
  const text = await readFile(path.join(e2e.site.dataDir, 'contacts.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { contacts: ContactMessage[] }).contacts;
}

describe('the contact form, loaded on demand', () => {
  it('keeps what is typed before its code arrives and sends it once the code is there', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const problems = watchPageErrors(page, e2e.server.url);
    const later = await holdLaterScripts(page, `${e2e.server.url}/contact`, 1500);
    await page.goto(`${e2e.server.url}/contact`);
    await waitForRoot(page);

    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Message').fill('Typed before the form had its code');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Still on the page: the submit waited instead of posting the form natively.
    expect(page.url()).toBe(`${e2e.server.url}/contact`);
    // Its code came in a chunk of its own, not in the page's first load.
    expect(later.length).toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await stored()).find((item) => item.email === 'early@example.com')).toMatchObject({ name: 'Early Bird', message: 'Typed before the form had its code' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps a service chosen before its code arrives over the one the address preselects", async () => {
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
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    expect((await stored()).find((item) => item.email === 'second@example.com')).toMatchObject({ service: 'Real Estate Platform' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads its code once the browser is idle, without any interaction', async () => {
    const page = await e2e.browser.newPage({ viewport: DESKTOP });
    const later = await holdLaterScripts(page, `${e2e.server.url}/contact`, 0);
    await page.goto(`${e2e.server.url}/contact`);
    await waitForRoot(page);
    await expect.poll(() => later.length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.close();
  });
});
