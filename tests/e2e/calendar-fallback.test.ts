// /calendar is no dead end (issue 30): when the booking provider cannot load, the visitor asks
// for a call with a short form, kept with the contact messages; the provider's page and the
// contact form stay one click away.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/leads/contact-store';
import type { SiteSettings } from '../../src/lib/content-types';
import { PHONE, watchPageErrors } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';
import { waitFor } from '../support/in-process-app';
import { UNREACHABLE_PROVIDER } from '../support/temp-site';

let e2e: E2ESite;
const UNREACHABLE_SCRIPT = `${UNREACHABLE_PROVIDER}/widget.js`;

beforeAll(async () => {
  e2e = await startE2ESite();
  const settings = (await (await fetch(`${e2e.server.url}/api/site`)).json()) as SiteSettings;
  const file = path.join(e2e.site.contentDir, 'site.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(settings.booking!.scriptUrl, UNREACHABLE_SCRIPT));
  await waitFor(async () => (await (await fetch(`${e2e.server.url}/api/site`)).text()).includes(UNREACHABLE_SCRIPT), 15_000);
});
afterAll(() => e2e?.close());

async function storedMessages(): Promise<ContactMessage[]> {
  const text = await readFile(path.join(e2e.site.dataDir, 'contacts.json'), 'utf8').catch(() => null);
  return text === null ? [] : (JSON.parse(text) as { contacts: ContactMessage[] }).contacts;
}

describe('asking for a call when the booking provider cannot load', () => {
  it('says what to fix, then sends the request with the browser’s time zone and thanks the visitor', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE, timezoneId: 'Europe/Lisbon' });
    const problems = watchPageErrors(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/calendar`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Ask for a call' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Your time zone').inputValue()).toBe('Europe/Lisbon');

    await form.getByRole('button', { name: 'Ask for a call' }).click();
    await form.getByText('Please say which days and times suit you').waitFor();
    expect(await form.getByText('Please say what you would like to talk about').isVisible()).toBe(true);
    expect(await storedMessages()).toEqual([]);

    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Days and times that suit you').fill('Tue or Thu afternoon');
    await form.getByLabel('What would you like to talk about?').fill('A listings map for 40 agents.');
    await form.getByRole('button', { name: 'Ask for a call' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    expect(await page.getByText("Thank you! I'll reply by email to confirm a time for our call.").isVisible()).toBe(true);

    const [lead] = await storedMessages();
    expect(lead).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', service: 'Call request' });
    expect(lead!.message).toBe('Preferred times: Tue or Thu afternoon\nTime zone: Europe/Lisbon\n\nA listings map for 40 agents.');
    expect(problems).toEqual([]);
    await page.close();
  });
});
